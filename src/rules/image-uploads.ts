/**
 * What an uploaded image may be, for the browser (which refuses early, with a message per file)
 * and the server (which checks the bytes themselves): avatars and listing photos alike.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** A listing needs this many photos before it can be submitted, and may hold at most MAX. */
export const MIN_LISTING_PHOTOS = 5;
export const MAX_LISTING_PHOTOS = 30;
