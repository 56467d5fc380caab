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
 * Rooms (units) and photos save through their own calls and go live at once today. The decision
 * for photos (README): reordering, the main photo and deleting stay live at once; a photo uploaded
 * to a live listing is to wait for review. That part is not built yet (the photo module is being
 * changed elsewhere), so the README says so.
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
} as const;

/** The short name of a section: the words before the colon of its "missing" line ("Price", "Rooms"); other keys as given. */
export function sectionLabel(key: string): string {
  return (LISTING_STEP_KEYS as readonly string[]).includes(key) ? MISSING_SECTION_MESSAGES[key as ListingStepKey].split(':')[0]! : key;
}
