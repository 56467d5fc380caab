import { LISTING_STEP_TABLE } from './listing-step-table';
import type { ListingStepKey } from './listing-steps';

/**
 * The property lifecycle (DOMAIN.md "Property lifecycle"): draft → pending_review → listed or
 * rejected; listed ↔ unlisted; listed → suspended → listed; and pending_review → draft when the host
 * withdraws it from review to change it. Which statuses a host may submit, edit and withdraw is
 * decided here once: the server enforces it and the screens offer only what it allows.
 */
export type PropertyStatus = 'draft' | 'pending_review' | 'listed' | 'rejected' | 'unlisted' | 'suspended';

/** A draft is submitted for the first time; a rejected listing is edited and submitted again. */
const SUBMITTABLE_STATUSES: ReadonlySet<string> = new Set<PropertyStatus>(['draft', 'rejected']);

/**
 * What a host may edit. Editing a listed (or unlisted) listing keeps its status: hosts fix prices,
 * policies and photos of a live listing all the time and it stays bookable meanwhile, as on the
 * big host portals. A listing in review is frozen, so the team reviews what the host submitted;
 * a suspended one waits for the team. Admins may edit in any status (their edits land on
 * /main/finish).
 */
export const HOST_EDITABLE_STATUSES: ReadonlySet<string> = new Set<PropertyStatus>(['draft', 'rejected', 'listed', 'unlisted']);

export const LIFECYCLE_MESSAGES = {
  submitIncomplete: 'Complete every section before you submit your listing.',
  alreadyInReview: 'This listing is already waiting for review.',
  alreadyListed: 'This listing is already approved. Your changes are live as soon as you save them.',
  suspended: 'This listing is suspended. Contact our team to list it again.',
  inReviewNotEditable: 'This listing is being reviewed. You can edit it again once our team has approved or rejected it.',
  suspendedNotEditable: 'This listing is suspended. Contact our team to make changes.',
  inReviewReadOnly: 'This listing is being reviewed by our team, so it cannot be changed now. Withdraw it from review to edit it again; you will then need to submit it again.',
  withdrawNotInReview: 'Only a listing waiting for review can be withdrawn from review.',
  withdrawDraftExists: 'You already have a draft listing. Finish or discard it before you withdraw this one from review.',
  withdrawByHostOnly: "Only the listing's host can withdraw it from review; approve or reject it instead.",
} as const;

/** Why a listing in this status cannot be submitted (null: it can). */
export function submitRefusal(status: string): string | null {
  if (SUBMITTABLE_STATUSES.has(status)) return null;
  if (status === 'pending_review') return LIFECYCLE_MESSAGES.alreadyInReview;
  if (status === 'suspended') return LIFECYCLE_MESSAGES.suspended;
  return LIFECYCLE_MESSAGES.alreadyListed;
}

/** Why a listing in this status cannot be withdrawn from review (null: it can). */
export function withdrawRefusal(status: string): string | null {
  return status === 'pending_review' ? null : LIFECYCLE_MESSAGES.withdrawNotInReview;
}

/** Why a host cannot edit a listing in this status (null: they can). */
export function hostEditRefusal(status: string): string | null {
  if (HOST_EDITABLE_STATUSES.has(status)) return null;
  return status === 'suspended' ? LIFECYCLE_MESSAGES.suspendedNotEditable : LIFECYCLE_MESSAGES.inReviewNotEditable;
}

/** What a section still needs, by step key: the 422 of an incomplete submission, one line each. */
export const MISSING_SECTION_MESSAGES = Object.fromEntries(
  LISTING_STEP_TABLE.flatMap((row) => ('missing' in row ? [[row.section, row.missing]] : [])),
) as Record<ListingStepKey, string>;
