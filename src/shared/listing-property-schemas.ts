import * as v from 'valibot';
import { DISTRICT_PROVINCE, isDistrict, SRI_LANKA, SRI_LANKA_BOUNDS, SRI_LANKA_PROVINCES } from './listing-districts';
import { hasCents, listingId, listingIds, optionalText, requiredText, yesNo } from './listing-field-rules';
import { LISTING_MESSAGES as M, provinceMismatchMessage } from './listing-messages';
import { countCharacters, isBlank, stripMarkup } from './text';

/**
 * The wizard's property steps (property/01–14): one valibot schema per step, for the step's fields
 * without `version`. The browser's forms and the server validate with these same schemas; the
 * output is what is stored (text trimmed, fields a choice makes irrelevant set to null/empty).
 */

export const propertyTypeStepSchema = v.strictObject({
  propertyTypeId: listingId(M.propertyTypeRequired),
});

const { minLatitude, maxLatitude, minLongitude, maxLongitude } = SRI_LANKA_BOUNDS;
export const locationStepSchema = v.strictObject({
  latitude: v.pipe(
    v.number(M.latitudeRequired),
    v.minValue(minLatitude, M.latitudeOutsideSriLanka),
    v.maxValue(maxLatitude, M.latitudeOutsideSriLanka),
  ),
  longitude: v.pipe(
    v.number(M.longitudeRequired),
    v.minValue(minLongitude, M.longitudeOutsideSriLanka),
    v.maxValue(maxLongitude, M.longitudeOutsideSriLanka),
  ),
  /** What the host typed into the address search, kept so the step shows it again. */
  searchText: optionalText(200, M.searchTextTooLong),
});

export const addressStepSchema = v.pipe(
  v.strictObject({
    street: requiredText(200, { empty: M.streetRequired, tooLong: M.streetTooLong }),
    city: requiredText(100, { empty: M.cityRequired, tooLong: M.cityTooLong }),
    district: v.pipe(v.string(M.districtUnknown), v.check(isDistrict, M.districtUnknown)),
    province: v.picklist(SRI_LANKA_PROVINCES, M.provinceUnknown),
    postalCode: v.pipe(v.string(M.postalCodeInvalid), v.regex(/^[0-9]{5}$/, M.postalCodeInvalid)),
    country: v.optional(v.literal(SRI_LANKA, M.countryFixed), SRI_LANKA),
  }),
  v.forward(
    v.partialCheck(
      [['district'], ['province']],
      ({ district, province }) => !isDistrict(district) || DISTRICT_PROVINCE[district] === province,
      ({ input }) => provinceMismatchMessage(input.district, isDistrict(input.district) ? DISTRICT_PROVINCE[input.district] : '', input.province),
    ),
    ['province'],
  ),
);

export const nameStepSchema = v.strictObject({
  name: requiredText(100, { empty: M.nameRequired, spaces: M.nameSpaces, tooLong: M.nameTooLong }),
});

const BOOKING_TYPES = ['instant', 'request'] as const;
export const bookingPlanStepSchema = v.strictObject({
  bookingType: v.picklist(BOOKING_TYPES, M.bookingTypeRequired),
});

const CURRENCIES = ['USD', 'LKR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Sane ceilings that catch a slipped zero; well above any real nightly or monthly rate. */
export const PRICE_LIMITS: Record<Currency, { night: number; month: number }> = {
  USD: { night: 10_000, month: 100_000 },
  LKR: { night: 3_000_000, month: 30_000_000 },
};
/**
 * The lowest nightly price we take: below it a price is almost surely a slip (LKR 45 meant as
 * USD 45) or a placeholder. Named in the README; rooms of rooms and homestays have the same floor.
 */
export const PRICE_FLOORS: Record<Currency, number> = { USD: 5, LKR: 1_000 };
export const isBelowPriceFloor = (amount: number, currency: Currency | null) => amount < PRICE_FLOORS[currency ?? 'USD'];

export const priceStepSchema = v.pipe(
  v.strictObject({
    currency: v.picklist(CURRENCIES, M.currencyRequired),
    pricePerNight: v.pipe(
      v.number(M.priceRequired),
      v.gtValue(0, M.pricePositive),
      v.check(hasCents, M.priceCents),
    ),
    /** For stays of 30 nights or more (utility bills excluded); null: no monthly rate. */
    monthlyRate: v.optional(
      v.nullable(v.pipe(v.number(M.monthlyRatePositive), v.gtValue(0, M.monthlyRatePositive), v.check(hasCents, M.priceCents))),
      null,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['currency'], ['pricePerNight']],
      ({ currency, pricePerNight }) => pricePerNight <= PRICE_LIMITS[currency].night,
      M.priceTooHigh,
    ),
    ['pricePerNight'],
  ),
  v.forward(
    v.partialCheck([['currency'], ['pricePerNight']], ({ currency, pricePerNight }) => !isBelowPriceFloor(pricePerNight, currency), M.priceTooLow),
    ['pricePerNight'],
  ),
  // A month of nights at a monthly rate below one night's price is a slip, never a discount.
  v.forward(
    v.partialCheck(
      [['pricePerNight'], ['monthlyRate']],
      ({ pricePerNight, monthlyRate }) => monthlyRate === null || monthlyRate >= pricePerNight,
      M.monthlyRateBelowNightly,
    ),
    ['monthlyRate'],
  ),
  v.forward(
    v.partialCheck(
      [['currency'], ['monthlyRate']],
      ({ currency, monthlyRate }) => monthlyRate === null || monthlyRate <= PRICE_LIMITS[currency].month,
      M.monthlyRateTooHigh,
    ),
    ['monthlyRate'],
  ),
);

export const MAX_RATE_DISCOUNT = 50;
/** An optional rate plan: a discount of 1–50 % when enabled; the discount is dropped when not. */
const ratePlan = v.pipe(
  v.strictObject({
    enabled: yesNo(M.policyYesNo),
    discountPercent: v.optional(v.nullable(v.number(M.discountRange)), null),
  }),
  v.forward(
    v.partialCheck([['enabled'], ['discountPercent']], (p) => !p.enabled || p.discountPercent !== null, M.discountRequired),
    ['discountPercent'],
  ),
  v.forward(
    v.partialCheck(
      [['enabled'], ['discountPercent']],
      (p) => !p.enabled || p.discountPercent === null || (Number.isInteger(p.discountPercent) && p.discountPercent >= 1 && p.discountPercent <= MAX_RATE_DISCOUNT),
      M.discountRange,
    ),
    ['discountPercent'],
  ),
  v.transform((p) => ({ enabled: p.enabled, discountPercent: p.enabled ? p.discountPercent : null })),
);
export const ratePlansStepSchema = v.strictObject({
  /** Guests pay in full at booking and get no refund, for a lower price. */
  nonRefundable: ratePlan,
  /** Stays of 7 nights or more. */
  weekly: ratePlan,
});

const BATHROOM_PRIVACY = ['private', 'shared'] as const;
export const bathroomsStepSchema = v.pipe(
  v.strictObject({
    count: v.pipe(v.number(M.bathroomCountRange), v.integer(M.bathroomCountRange), v.minValue(0, M.bathroomCountRange), v.maxValue(50, M.bathroomCountRange)),
    privacy: v.picklist(BATHROOM_PRIVACY, M.bathroomPrivacyRequired),
    sharedBathroomTypeIds: listingIds(M.bathroomTypeUnknown, M.duplicateChoice),
    otherBathroomTypeIds: listingIds(M.bathroomTypeUnknown, M.duplicateChoice),
  }),
  v.forward(
    v.partialCheck(
      [['privacy'], ['sharedBathroomTypeIds']],
      (b) => b.privacy === 'private' || b.sharedBathroomTypeIds.length > 0,
      M.sharedBathroomTypesRequired,
    ),
    ['sharedBathroomTypeIds'],
  ),
  // A private bathroom is shared with no one: a choice left over from "shared" is dropped.
  v.transform((b) => (b.privacy === 'private' ? { ...b, sharedBathroomTypeIds: [] } : b)),
);

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = v.pipe(v.string(M.timeInvalid), v.regex(TIME, M.timeInvalid));
/** 'HH:MM' strings compare in time order. A malformed time has its own message, so no order check. */
const isLater = (until: string, from: string) => !TIME.test(until) || !TIME.test(from) || until > from;

/** Latest 'Check-in until' that is read as the small hours of the next day (late arrivals). */
const LATEST_NEXT_DAY_CHECK_IN = '06:00';

/**
 * A check-in window may run past midnight, as late arrivals after a long flight into Colombo
 * need: 'from 14:00 until 01:00' means until one o'clock the next morning. An 'until' at or before
 * the 'from' is read so when it falls between 00:00 and LATEST_NEXT_DAY_CHECK_IN.
 */
export function checkInEndsNextDay(from: string, until: string): boolean {
  return TIME.test(from) && TIME.test(until) && until <= from && until <= LATEST_NEXT_DAY_CHECK_IN;
}
export const policiesStepSchema = v.pipe(
  v.strictObject({
    checkInFrom: time,
    checkInUntil: time,
    checkOutFrom: time,
    checkOutUntil: time,
    childrenAllowed: yesNo(M.policyYesNo),
    petsAllowed: yesNo(M.policyYesNo),
    smokingAllowed: yesNo(M.policyYesNo),
    partiesAllowed: yesNo(M.policyYesNo),
  }),
  v.forward(
    v.partialCheck([['checkInFrom'], ['checkInUntil']], (p) => isLater(p.checkInUntil, p.checkInFrom) || checkInEndsNextDay(p.checkInFrom, p.checkInUntil), M.checkInOrder),
    ['checkInUntil'],
  ),
  v.forward(v.partialCheck([['checkOutFrom'], ['checkOutUntil']], (p) => isLater(p.checkOutUntil, p.checkOutFrom), M.checkOutOrder), ['checkOutUntil']),
);

export const languagesStepSchema = v.strictObject({
  languageIds: v.pipe(listingIds(M.languageUnknown, M.duplicateChoice), v.minLength(1, M.languagesRequired)),
});

const PARKING_KINDS = ['none', 'free', 'paid'] as const;
const PARKING_LOCATIONS = ['onsite', 'offsite'] as const;
const MAX_PARKING_PRICE = 100_000;
export const parkingStepSchema = v.pipe(
  v.strictObject({
    parking: v.picklist(PARKING_KINDS, M.parkingRequired),
    /** In the property's currency; only for paid parking. */
    pricePerDay: v.optional(v.nullable(v.number(M.parkingPriceRequired)), null),
    location: v.optional(v.nullable(v.picklist(PARKING_LOCATIONS, M.parkingLocationRequired)), null),
    reservationNeeded: yesNo(M.policyYesNo),
  }),
  v.forward(
    v.partialCheck([['parking'], ['pricePerDay']], (p) => p.parking !== 'paid' || p.pricePerDay !== null, M.parkingPriceRequired),
    ['pricePerDay'],
  ),
  v.forward(
    v.partialCheck([['parking'], ['pricePerDay']], (p) => p.parking !== 'paid' || p.pricePerDay === null || p.pricePerDay > 0, M.parkingPricePositive),
    ['pricePerDay'],
  ),
  v.forward(
    v.partialCheck(
      [['parking'], ['pricePerDay']],
      (p) => p.parking !== 'paid' || p.pricePerDay === null || (p.pricePerDay <= MAX_PARKING_PRICE && hasCents(p.pricePerDay)),
      M.parkingPriceTooHigh,
    ),
    ['pricePerDay'],
  ),
  v.forward(
    v.partialCheck([['parking'], ['location']], (p) => p.parking === 'none' || p.location !== null, M.parkingLocationRequired),
    ['location'],
  ),
  // Answers that do not apply to the choice are dropped, so the stored step reads as the host meant it.
  v.transform((p) => ({
    parking: p.parking,
    pricePerDay: p.parking === 'paid' ? p.pricePerDay : null,
    location: p.parking === 'none' ? null : p.location,
    reservationNeeded: p.parking === 'none' ? false : p.reservationNeeded,
  })),
);

/**
 * The tags the description editor may produce; no attributes, so no links, styles or scripts. A tag
 * left open at the end of the text ('<img src=x onerror=…') counts as a tag too, so it is refused,
 * and matching it stays linear (see HTML_TAG in text.ts).
 */
const ALLOWED_TAG = /^<\/?(p|br|strong|b|em|i|u|ul|ol|li)\s*\/?>$/i;
const ANY_TAG = /<\/?[a-zA-Z][^>]*(?:>|$)|<!--|<!|<\?/g;
export function usesAllowedMarkup(html: string): boolean {
  return (html.match(ANY_TAG) ?? []).every((tag) => ALLOWED_TAG.test(tag));
}
export const DESCRIPTION_MIN = 100;
export const DESCRIPTION_MAX = 2000;
export const descriptionStepSchema = v.strictObject({
  sizeSqm: v.pipe(
    v.number(M.sizeRequired),
    v.gtValue(0, M.sizePositive),
    v.maxValue(100_000, M.sizeTooLarge),
    v.check(hasCents, M.priceCents),
  ),
  /** Limited rich text; its length is the spec's character count after stripping markup. */
  description: v.pipe(
    v.string(M.descriptionTooShort),
    v.check(usesAllowedMarkup, M.descriptionMarkup),
    // Counted characters include the spaces a reader sees, so 100 of them alone would pass the length.
    v.check((html) => !isBlank(stripMarkup(html)), M.descriptionBlank),
    v.check((html) => countCharacters(html) >= DESCRIPTION_MIN, M.descriptionTooShort),
    v.check((html) => countCharacters(html) <= DESCRIPTION_MAX, M.descriptionTooLong),
  ),
  neighbourhood: optionalText(1000, M.neighbourhoodTooLong, 'multi'),
});

export const MAX_HIGHLIGHTS = 5;
export const highlightsStepSchema = v.strictObject({
  highlightIds: v.pipe(
    listingIds(M.highlightUnknown, M.duplicateChoice),
    v.minLength(1, M.highlightsRequired),
    v.maxLength(MAX_HIGHLIGHTS, M.highlightsTooMany),
  ),
});

export const newListingDiscountStepSchema = v.strictObject({
  /** 20 % off for the first 3 bookings or 90 days (DOMAIN.md). */
  optIn: yesNo(M.optInRequired),
});
