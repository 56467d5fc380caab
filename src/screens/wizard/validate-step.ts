import type { FieldMessage, WizardListing } from '../../../machines/wizard.machine';
import type { WizardStep } from '../../../machines/wizard-steps';
import { LISTING_MESSAGES as M } from '../../shared/listing-messages';
import { planPaysOut, validateListingStep as checkStep, type ListingFormStepKey, type ListingStepData } from '../../shared/listing-steps';
import { listingPriceAboveRooms } from '../../shared/listing-units';
import { listingCurrency } from './steps/property-step-values';
import { loadedQuestions } from './reference-lists';
import { listingUnits, unitsStepIssues } from '../../../machines/unit-values';

/**
 * A step's values checked with the same rules the server uses (src/shared/listing-steps.ts): the
 * first message of each field, in form order; empty when the values may be saved. Steps that save
 * nothing, and the photos step (checked by its own calls), pass; the units step (each unit checked
 * when it is saved) only needs no unsaved unit and at least one unit, every one complete.
 */
export function validateListingStep(step: WizardStep, values: unknown, listing: WizardListing | null): FieldMessage[] {
  if (step.saves === 'units') return unitsStepIssues(values, listing);
  if (step.saveBy !== 'form') return [];
  const context = { planPaysOut: planPaysOut(listing?.planName as string | null | undefined), questions: loadedQuestions() };
  const result = checkStep(step.key as ListingFormStepKey, values ?? {}, context);
  if (!result.ok) return Object.entries(result.fieldMessages).map(([field, message]) => ({ field, message }));
  if (step.key === 'price') return roomPriceIssues(result.data as ListingStepData['price'], listing);
  return [];
}

/** The server's check of a room or homestay's "from" price against its rooms (same currency only: a new one clears them). */
function roomPriceIssues(price: ListingStepData['price'], listing: WizardListing | null): FieldMessage[] {
  if (!listing?.isPropertyTypeRoomOrHomeStay || listingCurrency(listing) !== price.currency) return [];
  const roomPrices = listingUnits(listing).map((unit) => unit.pricePerNight);
  return listingPriceAboveRooms(price.pricePerNight, roomPrices) ? [{ field: 'pricePerNight', message: M.listingPriceAboveRooms }] : [];
}
