import { sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { rowsOf } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { propertyNotFound, type Queryable } from '../properties/property-access';
import { basePriceOf } from '../reservations/night-rates';
import type { CalendarPropertyRow } from './calendar-access';
import { eachNight, nightsBetween } from '../../../rules/reservation-dates';
import { OCCUPYING_STATUSES } from '../../../rules/reservation-status';

export type PropertyCalendar = components['schemas']['PropertyCalendar'];
type CalendarUnit = components['schemas']['CalendarUnit'];
type CalendarNight = components['schemas']['CalendarNight'];

interface CalendarRows {
  property: CalendarPropertyRow;
  units: [id: number, name: string | null, pricePerNight: number | null][];
  /** `night`: the night's index in [from, to) (migration 0018). */
  rates: [unitId: number, night: number, price: number | null, minStay: number | null][];
  stays: [unitId: number, code: string, checkIn: string, checkOut: string, guestName: string, channel: string, status: string][];
  blocks: [id: number, unitId: number, startsOn: string, endsOn: string, source: string, channel: string | null, note: string | null, importKind: string | null, feedName: string | null][];
}

/**
 * One of the caller's properties (admins: any) with its units, and the units' overrides, stays in
 * an occupying status and blocks over [from, to), as one JSON value: the calendar is read on every
 * visit, and one result row costs far less to decode than hundreds (PGlite decodes every row in
 * JavaScript). The statement lives in the function `property_calendar` (migrations 0012, 0018) so that
 * its plan is made once per connection: planning it cost about as much as running it on PGlite.
 * Null: no such property for this caller.
 */
async function loadCalendarRows(db: Queryable, caller: AccessClaims, propertyId: number, from: string, to: string): Promise<CalendarRows | null> {
  const owner = caller.role === 'ADMIN' ? null : caller.id;
  const statuses = `{${OCCUPYING_STATUSES.join(',')}}`;
  const [row] = rowsOf<{ calendar: CalendarRows | null }>(
    await db.execute(sql`select property_calendar(${propertyId}::int, ${owner}::int, ${from}::date, ${to}::date, ${statuses}::text[]) as calendar`),
  );
  return row?.calendar ?? null;
}

/** Rows grouped by the unit id at `index`, in their order. */
function byUnit<Row extends unknown[]>(rows: Row[], index: number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const unitId = row[index] as number;
    const group = groups.get(unitId);
    if (group) group.push(row);
    else groups.set(unitId, [row]);
  }
  return groups;
}

const byStart = (a: { checkIn?: string; startsOn?: string }, b: { checkIn?: string; startsOn?: string }) =>
  ((a.checkIn ?? a.startsOn)! < (b.checkIn ?? b.startsOn)! ? -1 : 1);

/**
 * The calendar of one of the caller's properties (admins: any; 404 otherwise): its units night by
 * night over [from, to), then one pass per unit. A night is booked when a stay in an occupying
 * status covers it, blocked when a block does (the constraint allows only one of the two).
 */
export async function buildCalendar(db: Queryable, caller: AccessClaims, propertyId: number, from: string, to: string, today: string): Promise<PropertyCalendar> {
  const rows = await loadCalendarRows(db, caller, propertyId, from, to);
  if (!rows) throw propertyNotFound();
  // numeric arrives as a JSON number inside json_build_object and json_build_array.
  const property = rows.property;
  const nights = eachNight(from, to);
  const staysOf = byUnit(rows.stays, 0);
  const blocksOf = byUnit(rows.blocks, 1);
  const ratesOf = byUnit(rows.rates, 0);
  const calendarUnits: CalendarUnit[] = rows.units.map(([unitId, unitName, unitPrice]) => {
    const unitStays = (staysOf.get(unitId) ?? [])
      .map(([, code, checkIn, checkOut, guestName, channel, status]) => ({ code, checkIn, checkOut, guestName, channel, status }) as CalendarUnit['reservations'][number])
      .sort(byStart);
    const unitBlocks = (blocksOf.get(unitId) ?? [])
      .map(([id, , startsOn, endsOn, source, channel, note, importKind, feedName]) => ({ id, startsOn, endsOn, source, channel, note, importKind, feedName }) as CalendarUnit['blocks'][number])
      .sort(byStart);
    const basePrice = basePriceOf({ pricePerNight: unitPrice }, property);
    // Night i's price and minimum stay, overrides put in by index.
    const prices: (number | null)[] = new Array(nights.length).fill(basePrice);
    const minStays: number[] = new Array(nights.length).fill(1);
    for (const [, night, price, minStay] of ratesOf.get(unitId) ?? []) {
      if (price !== null) prices[night] = price;
      if (minStay !== null) minStays[night] = minStay;
    }
    // Night i is nights[i]: stays and blocks mark index ranges instead of building their nights.
    const status: CalendarNight['status'][] = new Array(nights.length).fill('available');
    const mark = (start: string, end: string, as: CalendarNight['status']) =>
      status.fill(as, Math.max(0, nightsBetween(from, start)), Math.min(nights.length, nightsBetween(from, end)));
    for (const stay of unitStays) mark(stay.checkIn, stay.checkOut, 'booked');
    for (const block of unitBlocks) mark(block.startsOn, block.endsOn, 'blocked');
    return {
      id: unitId,
      name: unitName,
      basePrice,
      nights: nights.map((date, i) => ({ date, status: status[i], price: prices[i], minStay: minStays[i] })),
      reservations: unitStays,
      blocks: unitBlocks,
    };
  });
  return {
    propertyId: property.id,
    propertyName: property.name,
    currency: (property.currency ?? null) as PropertyCalendar['currency'],
    from,
    to,
    today,
    units: calendarUnits,
  };
}
