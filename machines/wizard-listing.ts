import type { components } from '../openapi/schema';
import type { Currency } from '../src/shared/listing-property-schemas';
import type { ListingStepKey } from './wizard-steps';
import type { UiText } from './ui-text';
import { isLiveListingStatus } from '../src/shared/live-listing-changes';

/**
 * The listing as the wizard and its unit editor hold it. Kept apart from both machines so the
 * wizard can run the unit editor as its child without the two importing each other.
 */
export type WizardListing = {
  id: number;
  version: number;
  status: string;
  planId: number | null;
  isPropertyTypeRoomOrHomeStay: boolean;
  completion: Partial<Record<ListingStepKey, boolean>>;
  /** Our team's latest decision and why (a rejection's reason), shown on main/finish. */
  moderationNote?: components['schemas']['ModerationNote'] | null;
  /** The rest of the listing (each step's saved data), as the server sends it. */
  [field: string]: unknown;
};

/** A field's problem: the rules' or the server's words (a string) or one of ours (UiText), translated when shown. */
export type FieldMessage = { field: string; message: UiText };

/** The listing's saved price per night (its price step), or null before that step is saved. */
export function listingNightlyPrice(listing: WizardListing | null): number | null {
  const price = (listing?.steps as { price?: { pricePerNight?: number | null } | null } | undefined)?.price;
  return price?.pricePerNight ?? null;
}

/** The currency the host priced in (property/06), for amounts on later steps; USD until then. */
export function listingCurrency(listing: WizardListing | null): Currency {
  return (listing?.steps as { price?: { currency?: Currency } | null } | undefined)?.price?.currency ?? 'USD';
}

/**
 * A listing our team is reviewing is frozen for its host (src/shared/listing-lifecycle.ts): every
 * step shows, read-only, until they withdraw it. An admin's read carries `moderationHistory`
 * (the contract sends it to admins only) and an admin may edit in any status.
 */
/**
 * A listed, unlisted or suspended listing read by its host: main/finish is its editor (each
 * section's value, Edit into the step, and Next back there) instead of "Review and submit".
 */
export function isLiveForHost(listing: WizardListing | null): boolean {
  return listing !== null && isLiveListingStatus(listing.status) && !('moderationHistory' in listing);
}

export function isUnderReviewForHost(listing: WizardListing | null): boolean {
  return listing?.status === 'pending_review' && !('moderationHistory' in listing);
}
