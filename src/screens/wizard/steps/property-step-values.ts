/**
 * The form values of property/02–14 and how each is built from the saved listing. The keys are
 * exactly the step schema's (src/shared/listing-property-schemas.ts, strict objects); a field the
 * host has not filled yet is null, which the schema answers with its "required" message.
 * Kept apart from the step bodies so the registry can use these without loading any form.
 */
import type { components } from '../../../../openapi/schema';
import type { WizardListing } from '../../../../machines/wizard.machine';
import type { District, Province } from '../../../shared/listing-districts';
import type { Currency } from '../../../shared/listing-property-schemas';
import { savedStep } from '../step-types';

type Saved = components['schemas'];

export type LocationValues = { latitude: number | null; longitude: number | null; searchText: string };
export const initialLocation = (listing: WizardListing | null): LocationValues => {
  const saved = savedStep<Saved['ListingLocation']>(listing, 'location');
  return { latitude: saved?.latitude ?? null, longitude: saved?.longitude ?? null, searchText: saved?.searchText ?? '' };
};

export type AddressValues = {
  street: string;
  city: string;
  /** '' until chosen. */
  district: District | '';
  province: Province | '';
  postalCode: string;
  country: 'Sri Lanka';
};
export const initialAddress = (listing: WizardListing | null): AddressValues => {
  const saved = savedStep<Saved['ListingAddress']>(listing, 'address');
  return {
    street: saved?.street ?? '',
    city: saved?.city ?? '',
    district: (saved?.district ?? '') as District | '',
    province: (saved?.province ?? '') as Province | '',
    postalCode: saved?.postalCode ?? '',
    country: 'Sri Lanka',
  };
};

export type PriceValues = { currency: Currency; pricePerNight: number | null; monthlyRate: number | null };
export const initialPrice = (listing: WizardListing | null): PriceValues => {
  const saved = savedStep<Saved['ListingPrice']>(listing, 'price');
  // USD by default: most of the marketplace's guests are international (DOMAIN.md, property/06).
  return { currency: saved?.currency ?? 'USD', pricePerNight: saved?.pricePerNight ?? null, monthlyRate: saved?.monthlyRate ?? null };
};

export type RatePlanValues = { enabled: boolean; discountPercent: number | null };
export type RatePlansValues = { nonRefundable: RatePlanValues; weekly: RatePlanValues };
export const initialRatePlans = (listing: WizardListing | null): RatePlansValues => {
  const saved = savedStep<Saved['ListingRatePlans']>(listing, 'ratePlans');
  const plan = (p: Saved['ListingRatePlan'] | undefined): RatePlanValues => ({ enabled: p?.enabled ?? false, discountPercent: p?.discountPercent ?? null });
  return { nonRefundable: plan(saved?.nonRefundable), weekly: plan(saved?.weekly) };
};

export type BathroomsValues = {
  count: number | null;
  privacy: 'private' | 'shared' | null;
  sharedBathroomTypeIds: number[];
  otherBathroomTypeIds: number[];
};
export const initialBathrooms = (listing: WizardListing | null): BathroomsValues => {
  const saved = savedStep<Saved['ListingBathrooms']>(listing, 'bathrooms');
  return {
    count: saved?.count ?? null,
    privacy: saved?.privacy ?? null,
    sharedBathroomTypeIds: saved?.sharedBathroomTypeIds ?? [],
    otherBathroomTypeIds: saved?.otherBathroomTypeIds ?? [],
  };
};

export type PoliciesValues = {
  checkInFrom: string;
  checkInUntil: string;
  checkOutFrom: string;
  checkOutUntil: string;
  childrenAllowed: boolean | null;
  petsAllowed: boolean | null;
  smokingAllowed: boolean | null;
  partiesAllowed: boolean | null;
};
/** Common times as a starting point the host can change; the house rules are theirs to answer. */
const DEFAULT_TIMES = { checkInFrom: '14:00', checkInUntil: '22:00', checkOutFrom: '07:00', checkOutUntil: '11:00' } as const;
export const initialPolicies = (listing: WizardListing | null): PoliciesValues => {
  const saved = savedStep<Saved['ListingPolicies']>(listing, 'policies');
  return {
    checkInFrom: saved?.checkInFrom ?? DEFAULT_TIMES.checkInFrom,
    checkInUntil: saved?.checkInUntil ?? DEFAULT_TIMES.checkInUntil,
    checkOutFrom: saved?.checkOutFrom ?? DEFAULT_TIMES.checkOutFrom,
    checkOutUntil: saved?.checkOutUntil ?? DEFAULT_TIMES.checkOutUntil,
    childrenAllowed: saved?.childrenAllowed ?? null,
    petsAllowed: saved?.petsAllowed ?? null,
    smokingAllowed: saved?.smokingAllowed ?? null,
    partiesAllowed: saved?.partiesAllowed ?? null,
  };
};

export type LanguagesValues = { languageIds: number[] };
export const initialLanguages = (listing: WizardListing | null): LanguagesValues => ({
  languageIds: savedStep<Saved['ListingLanguages']>(listing, 'languages')?.languageIds ?? [],
});

export type ParkingValues = {
  parking: 'none' | 'free' | 'paid' | null;
  pricePerDay: number | null;
  location: 'onsite' | 'offsite' | null;
  reservationNeeded: boolean;
};
export const initialParking = (listing: WizardListing | null): ParkingValues => {
  const saved = savedStep<Saved['ListingParking']>(listing, 'parking');
  return {
    parking: saved?.parking ?? null,
    pricePerDay: saved?.pricePerDay ?? null,
    location: saved?.location ?? null,
    reservationNeeded: saved?.reservationNeeded ?? false,
  };
};

/** `description` is the limited rich text itself (paragraphs and line breaks from the textarea). */
export type DescriptionValues = { sizeSqm: number | null; description: string; neighbourhood: string };
export const initialDescription = (listing: WizardListing | null): DescriptionValues => {
  const saved = savedStep<Saved['ListingDescription']>(listing, 'description');
  return { sizeSqm: saved?.sizeSqm ?? null, description: saved?.description ?? '', neighbourhood: saved?.neighbourhood ?? '' };
};

export type HighlightsValues = { highlightIds: number[] };
export const initialHighlights = (listing: WizardListing | null): HighlightsValues => ({
  highlightIds: savedStep<Saved['ListingHighlights']>(listing, 'highlights')?.highlightIds ?? [],
});

export type NewListingDiscountValues = { optIn: boolean | null };
export const initialNewListingDiscount = (listing: WizardListing | null): NewListingDiscountValues => ({
  optIn: savedStep<Saved['ListingNewListingDiscount']>(listing, 'newListingDiscount')?.optIn ?? null,
});

/** The saved nightly price and currency, for examples and amounts on later steps. */
// Read by the wizard's machine too (its unit editor), so they live with the wizard's listing.
export { listingCurrency, listingNightlyPrice } from '../../../../machines/wizard-listing';
