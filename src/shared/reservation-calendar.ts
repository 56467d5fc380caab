import * as v from 'valibot';
import { hasCents } from './listing-field-rules';
import { PRICE_LIMITS, type Currency } from './listing-property-schemas';
import { RESERVATION_MESSAGES as M } from './reservation-messages';
import { isIsoDate, MAX_CALENDAR_NIGHTS, nightsBetween } from './reservation-dates';

/**
 * A calendar selection: nights [from, to) of some units. The calendar selection machine checks it
 * before it calls, and the server checks it again on every write.
 */
export const MAX_MIN_STAY = 90;

/** What is wrong with a range, or null. `today` set: the range may not start before it (writes). */
export function rangeProblem(from: string, to: string, today?: string): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: M.rangeFromInvalid };
  if (!isIsoDate(to)) return { field: 'to', message: M.rangeToInvalid };
  if (to <= from) return { field: 'to', message: M.rangeOrder };
  if (nightsBetween(from, to) > MAX_CALENDAR_NIGHTS) return { field: 'to', message: M.rangeTooLong };
  if (today !== undefined && from < today) return { field: 'from', message: M.rangePast };
  return null;
}

/** A nightly price in the property's currency; null puts the nights back on the listing's price. */
export const nightlyPriceSchema = (currency: Currency) =>
  v.nullable(
    v.pipe(v.number(M.priceInvalid), v.gtValue(0, M.priceInvalid), v.check(hasCents, M.priceInvalid), v.maxValue(PRICE_LIMITS[currency].night, M.priceTooHigh)),
  );

/** Minimum stay in nights for stays starting on a night; null puts it back to 1. */
export const minStaySchema = v.nullable(v.pipe(v.number(M.minStayRange), v.integer(M.minStayRange), v.minValue(1, M.minStayRange), v.maxValue(MAX_MIN_STAY, M.minStayRange)));
