import { and, gte, inArray, lt } from 'drizzle-orm';
import { unitNightRates } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { Queryable } from '../properties/property-access';

export interface NightRate {
  price: number | null;
  minStay: number | null;
}

/** The host's overrides of some units' nights in [from, to), by unit id then night. */
export async function loadNightRates(db: Queryable, unitIds: number[], from: string, to: string): Promise<Map<number, Map<string, NightRate>>> {
  const byUnit = new Map<number, Map<string, NightRate>>(unitIds.map((id) => [id, new Map()]));
  if (unitIds.length === 0) return byUnit;
  const rows = await db
    .select()
    .from(unitNightRates)
    .where(and(inArray(unitNightRates.unitId, unitIds), gte(unitNightRates.night, from), lt(unitNightRates.night, to)));
  for (const row of rows) byUnit.get(row.unitId)?.set(row.night, { price: row.price, minStay: row.minStay });
  return byUnit;
}

/** A unit's price without an override: a room's or homestay's own, else the listing's (entire places). */
export function basePriceOf(unit: { pricePerNight: number | null }, property: { pricePerNight: number | null }): number | null {
  return unit.pricePerNight ?? property.pricePerNight;
}

/** The stay's price from the calendar; a night without any price cannot be summed (422). */
export function priceOfNights(nights: string[], rates: Map<string, { price: number | null }>, basePrice: number | null): number {
  let cents = 0;
  for (const night of nights) {
    const price = rates.get(night)?.price ?? basePrice;
    if (price === null) throw HttpError.unprocessable({ amount: 'This unit has no price for some of these nights; enter the amount' });
    cents += Math.round(price * 100);
  }
  return cents / 100;
}
