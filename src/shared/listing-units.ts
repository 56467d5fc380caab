import * as v from 'valibot';
import { firstIssuePerField } from './inquiry';
import { hasCents, listingId, listingIds, requiredText } from './listing-field-rules';
import { LISTING_MESSAGES as M } from './listing-messages';
import { isBelowPriceFloor, PRICE_LIMITS, type Currency } from './listing-property-schemas';
import type { FieldProblems } from './listing-final-schemas';

/**
 * A unit (room or whole place) of a listing: unit/01 for entire places, unit/02 (simplified) for
 * Room and Homestay types. One schema serves both; the property's type decides which fields are
 * required: entire places name a unit category and use the property's price, rooms have one
 * bedroom and a price of their own.
 */
export interface UnitRulesContext {
  isRoomOrHomeStay: boolean;
  /** The property's currency for the room price limit; USD until the price step is saved. */
  currency: Currency | null;
  /**
   * The property's price per night (price step), if saved. For rooms and homestays guests see each
   * room's own price, and the listing shows this one as its "from" price: no room may cost less.
   */
  listingPricePerNight?: number | null;
}

const count = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message));

const bed = v.strictObject({
  bedroomTypeId: listingId(M.bedTypeUnknown),
  count: count(10, M.bedCountRange),
});
const bedroom = v.strictObject({
  beds: v.pipe(v.array(bed, M.bedsRequired), v.minLength(1, M.bedsRequired), v.maxLength(10, M.bedsRequired)),
});

const unitSchema = (context: UnitRulesContext) =>
  v.pipe(
    v.strictObject({
      name: requiredText(100, { empty: M.unitNameRequired, tooLong: M.unitNameTooLong }),
      unitCategoryId: v.optional(v.nullable(listingId(M.unitCategoryRequired)), null),
      guestCount: count(50, M.guestCountRange),
      sizeSqm: v.optional(v.nullable(v.pipe(v.number(M.sizePositive), v.gtValue(0, M.sizePositive), v.maxValue(100_000, M.sizeTooLarge))), null),
      pricePerNight: v.optional(
        v.nullable(v.pipe(v.number(M.priceRequired), v.gtValue(0, M.pricePositive), v.check(hasCents, M.priceCents))),
        null,
      ),
      bedrooms: v.pipe(v.array(bedroom, M.bedroomsRequired), v.minLength(1, M.bedroomsRequired), v.maxLength(30, M.bedroomsTooMany)),
      amenityIds: listingIds(M.amenityUnknown, M.duplicateChoice),
    }),
    v.forward(
      v.partialCheck([['unitCategoryId']], (u) => context.isRoomOrHomeStay || u.unitCategoryId !== null, M.unitCategoryRequired),
      ['unitCategoryId'],
    ),
    v.forward(
      v.partialCheck([['pricePerNight']], (u) => !context.isRoomOrHomeStay || u.pricePerNight !== null, M.priceRequired),
      ['pricePerNight'],
    ),
    v.forward(
      v.partialCheck(
        [['pricePerNight']],
        (u) => u.pricePerNight === null || u.pricePerNight <= PRICE_LIMITS[context.currency ?? 'USD'].night,
        M.priceTooHigh,
      ),
      ['pricePerNight'],
    ),
    v.forward(
      v.partialCheck(
        [['pricePerNight']],
        (u) => !context.isRoomOrHomeStay || u.pricePerNight === null || !isBelowPriceFloor(u.pricePerNight, context.currency),
        M.priceTooLow,
      ),
      ['pricePerNight'],
    ),
    v.forward(
      v.partialCheck(
        [['pricePerNight']],
        (u) => !context.isRoomOrHomeStay || u.pricePerNight === null || context.listingPricePerNight == null || u.pricePerNight >= context.listingPricePerNight,
        M.roomPriceBelowListing,
      ),
      ['pricePerNight'],
    ),
    v.forward(v.partialCheck([['bedrooms']], (u) => !context.isRoomOrHomeStay || u.bedrooms.length === 1, M.roomHasOneBedroom), ['bedrooms']),
    // An entire place is priced by the property's price step, so a unit price would be ignored.
    v.transform((u) => (context.isRoomOrHomeStay ? u : { ...u, pricePerNight: null })),
  );

export type UnitData = v.InferOutput<ReturnType<typeof unitSchema>>;

const UNIT_FIELD_ORDER = ['name', 'unitCategoryId', 'guestCount', 'sizeSqm', 'pricePerNight', 'bedrooms', 'amenityIds'];

export function validateUnit(fields: unknown, context: UnitRulesContext): { ok: true; data: UnitData } | { ok: false; fieldMessages: FieldProblems } {
  const result = v.safeParse(unitSchema(context), fields);
  if (result.success) return { ok: true, data: result.output };
  const issues = firstIssuePerField(result.issues, UNIT_FIELD_ORDER);
  return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || 'unit', message])) };
}

/**
 * Rooms and homestays: the listing's price per night is the "from" price guests see, so it may not
 * be above the cheapest priced room. Checked by the price step in the browser and by the server.
 */
export function listingPriceAboveRooms(pricePerNight: number, roomPrices: readonly (number | null)[]): boolean {
  const priced = roomPrices.filter((price): price is number => price !== null);
  return priced.length > 0 && pricePerNight > Math.min(...priced);
}
