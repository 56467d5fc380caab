import { MISSING_SECTION_MESSAGES, type PropertyStatus } from './listing-lifecycle';
import { LISTING_STEP_KEYS, type ListingFormStepKey, type ListingStepKey } from './listing-steps';

/**
 * A live listing, managed (issue 25 item 1; README "Changing a live listing"). Once our team has
 * approved a listing, guests see it; what its host changes afterwards either goes live at once or
 * waits for our team's review while guests keep seeing the approved version. Decided here once,
 * per wizard step: the server stores a review-needing save as a pending change
 * (src/server/modules/properties/save-listing-step.ts), moderation shows it before → after and
 * applies it on approval, and the editor says which sections wait.
 *
 * What needs review is what says which place this is, or vouches for it: its name, its type, where
 * it is, and the answers about its registration. Everything a host tunes to run the business (price,
 * rate plans, discount, booking plan, rules and times, descriptions, rooms, how they are paid) goes
 * live at once, as on the big host portals.
 *
 * Rooms (units) and photos save through their own calls. Rooms go live at once; for photos see
 * LIVE_PHOTO_RULES: a new photo shows a new place to guests, so it waits; arranging or removing
 * approved ones does not.
 */
export type LiveChangeRule = 'live' | 'review';

/** Statuses in which guests have seen (or see) the approved listing. */
const LIVE_LISTING_STATUSES: ReadonlySet<string> = new Set<PropertyStatus>(['listed', 'unlisted', 'suspended']);
export const isLiveListingStatus = (status: string): boolean => LIVE_LISTING_STATUSES.has(status);

/** Every form step of the wizard's table, with its rule on a live listing. */
export const LIVE_CHANGE_RULES = {
  propertyType: 'review',
  location: 'review',
  address: 'review',
  name: 'review',
  bookingPlan: 'live',
  price: 'live',
  ratePlans: 'live',
  bathrooms: 'live',
  policies: 'live',
  languages: 'live',
  parking: 'live',
  description: 'live',
  highlights: 'live',
  newListingDiscount: 'live',
  payments: 'live',
  cancellationPolicy: 'live',
  invoice: 'live',
  importantInfo: 'review',
} as const satisfies Record<ListingFormStepKey, LiveChangeRule>;

/**
 * What a host does to a live listing's photos (src/server/modules/photos), with its rule. A photo
 * waiting for review is kept apart from the approved ones (guests never get it, it cannot be the
 * main photo); its host may delete it; approval appends it to the approved photos, rejection
 * deletes it.
 */
export const LIVE_PHOTO_RULES = {
  newPhoto: 'review',
  order: 'live',
  mainPhoto: 'live',
  removePhoto: 'live',
} as const satisfies Record<string, LiveChangeRule>;

/** Whether a photo uploaded now waits for review: a host's upload to a live listing. */
export function newPhotoNeedsReview(status: string, byTeam: boolean): boolean {
  return !byTeam && isLiveListingStatus(status) && LIVE_PHOTO_RULES.newPhoto === 'review';
}

/**
 * Whether this save waits for review: a host's (not our team's) save of a review step on a live
 * listing. Our team's own edits go live: they are the review.
 */
export function changeNeedsReview(step: ListingFormStepKey, status: string, byTeam: boolean): boolean {
  return !byTeam && isLiveListingStatus(status) && LIVE_CHANGE_RULES[step] === 'review';
}

export const LIVE_CHANGE_MESSAGES = {
  savedForReview: 'Saved. Guests keep seeing the approved version until our team has reviewed this change.',
  noPendingChanges: 'This listing has no changes waiting for review.',
  changesApproved: 'The changes are approved and live',
  changesRejected: 'The changes were rejected; the host sees why on their listing',
  photoWaitsForReview: 'Waiting for review',
  waitingPhotoCannotBeMain: 'A photo waiting for review cannot be the main photo until our team approves it',
} as const;

/** How the host and the mail name the new photos of a decision: "New photos (2)". */
export const newPhotosLabel = (count: number): string => (count === 1 ? 'New photo' : `New photos (${count})`);

/** The short name of a section: the words before the colon of its "missing" line ("Price", "Rooms"); other keys as given. */
export function sectionLabel(key: string): string {
  return (LISTING_STEP_KEYS as readonly string[]).includes(key) ? MISSING_SECTION_MESSAGES[key as ListingStepKey].split(':')[0]! : key;
}
