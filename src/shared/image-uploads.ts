/**
 * What an uploaded image may be, for the browser (which refuses early, with a message per file)
 * and the server (which checks the bytes themselves): avatars and listing photos alike.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** A listing needs this many photos before it can be submitted, and may hold at most MAX. */
export const MIN_LISTING_PHOTOS = 5;
export const MAX_LISTING_PHOTOS = 30;

/**
 * The smallest listing photo we take, as the big booking channels ask (1024 × 683 px, 3:2), in
 * either orientation: the longer side at least 1024 px, the shorter at least 683 px. Smaller
 * photos look blurred on a guest's screen and are refused by the channels we pass listings to.
 * Avatars are not listing photos and have no minimum.
 */
const MIN_LISTING_PHOTO_SIZE = { long: 1024, short: 683 } as const;

export function isListingPhotoLargeEnough(width: number, height: number): boolean {
  return Math.max(width, height) >= MIN_LISTING_PHOTO_SIZE.long && Math.min(width, height) >= MIN_LISTING_PHOTO_SIZE.short;
}

export function listingPhotoTooSmallMessage(width: number, height: number): string {
  return `This photo is ${width} × ${height} pixels. Please choose one of at least ${MIN_LISTING_PHOTO_SIZE.long} × ${MIN_LISTING_PHOTO_SIZE.short} pixels`;
}
