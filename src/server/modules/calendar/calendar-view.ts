import { sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { rowsOf } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { ownerScopeOf } from '../../lib/access-policy';
import { propertyNotFound, type Queryable } from '../properties/property-access';
import { basePriceOf } from '../reservations/night-rates';
import { unitNounOf } from '../../../shared/unit-noun';
import type { CalendarPropertyRow } from './calendar-access';
import { addDays, eachNight, nightsBetween } from '../../../shared/reservation-dates';
import { OCCUPYING_STATUSES } from '../../../shared/reservation-status';

export type PropertyCalendar = components['schemas']['PropertyCalendar'];
type CalendarUnit = components['schemas']['CalendarUnit'];
type CalendarNight = components['schemas']['CalendarNight'];

interface CalendarRows {
  /** With the property type's room-or-homestay flag and name, which name its units (migration 0038). */
  property: CalendarPropertyRow & { letsRooms: boolean; typeName: string | null };
  /**
   * Each unit with its night-rate overrides as three parallel arrays (null: none): `nights` holds
   * each override's night as its index in [from, to) (migrations 0018, 0022).
   */
  units: [id: number, name: string | null, pricePerNight: number | null, nights: number[] | null, prices: (number | null)[] | null, minStays: (number | null)[] | null][];
  /** Stays as parallel columns (each null when there are none); dates as day offsets from `from`. */
  stays: [unitIds: number[] | null, codes: string[] | null, checkIns: number[] | null, checkOuts: number[] | null, guestNames: string[] | null, channels: string[] | null, statuses: string[] | null];
  blocks: [id: number, unitId: number, startsOn: string, endsOn: string, source: string, channel: string | null, note: string | null, importKind: string | null, feedName: string | null][];
}

/**
 * One of the caller's properties (admins: any) with its units, and the units' overrides, stays in
 * an occupying status and blocks over [from, to), as one JSON value: the calendar is read on every
 * visit, and one result row costs far less to decode than hundreds (PGlite decodes every row in
 * JavaScript). The statement lives in the function `property_calendar` (migrations 0012, 0018, 0022, 0038)
 * so that its plan is made once per connection: planning it cost about as much as running it on PGlite.
 * Null: no such property for this caller.
 */
async function loadCalendarRows(db: Queryable, caller: AccessClaims, propertyId: number, from: string, to: string): Promise<CalendarRows | null> {
  const owner = ownerScopeOf(caller);
  const [row] = rowsOf<{ calendar: CalendarRows | null }>(
    await db.execute(sql`select property_calendar(${propertyId}::int, ${owner}::int, ${from}::date, ${to}::date, ${STATUSES}::text[]) as calendar`),
  );
  return row?.calendar ?? null;
}

const STATUSES = `{${OCCUPYING_STATUSES.join(',')}}`;

type CalendarStay = CalendarUnit['reservations'][number];
type CalendarBlock = CalendarUnit['blocks'][number];

/** Row indices grouped by the unit id at each index, in row order. */
function indicesByUnit(unitIds: readonly number[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < unitIds.length; i++) {
    const group = groups.get(unitIds[i]);
    if (group) group.push(i);
    else groups.set(unitIds[i], [i]);
  }
  return groups;
}

const NO_ROWS: number[] = [];

/**
 * The calendar of one of the caller's properties (admins: any; 404 otherwise): its units night by
 * night over [from, to), then one pass per unit. A night is booked when a stay in an occupying
 * status covers it, blocked when a block does (the constraint allows only one of the two).
 * Each unit's nights are made once with the unit's price and minimum stay 1, then overrides, stays
 * and blocks change them by index: a year of five units is 1 825 nights on every read.
 */
export async function buildCalendar(db: Queryable, caller: AccessClaims, propertyId: number, from: string, to: string, today: string): Promise<PropertyCalendar> {
  const rows = await loadCalendarRows(db, caller, propertyId, from, to);
  if (!rows) throw propertyNotFound();
  // numeric arrives as a JSON number inside json_build_object, json_build_array and array_agg.
  const property = rows.property;
  const dates = eachNight(from, to);
  const count = dates.length;
  // A stay's day from its offset: inside the range it is a night already made.
  const dayAt = (offset: number) => (offset >= 0 && offset < count ? dates[offset] : addDays(from, offset));
  const [stayUnits, codes, checkIns, checkOuts, guestNames, channels, stayStatuses] = rows.stays;
  const staysOf = indicesByUnit(stayUnits ?? NO_ROWS);
  const blocksOf = new Map<number, CalendarBlock[]>();
  for (const [id, unitId, startsOn, endsOn, source, channel, note, importKind, feedName] of rows.blocks) {
    const block = { id, startsOn, endsOn, source, channel, note, importKind, feedName } as CalendarBlock;
    const group = blocksOf.get(unitId);
    if (group) group.push(block);
    else blocksOf.set(unitId, [block]);
  }

  const calendarUnits: CalendarUnit[] = rows.units.map(([unitId, unitName, unitPrice, rateNights, ratePrices, rateMinStays]) => {
    const basePrice = basePriceOf({ pricePerNight: unitPrice }, property);
    const nights: CalendarNight[] = [];
    for (let i = 0; i < count; i++) nights.push({ date: dates[i], status: 'available', price: basePrice, minStay: 1 });
    if (rateNights) {
      for (let r = 0; r < rateNights.length; r++) {
        const night = nights[rateNights[r]];
        if (ratePrices![r] !== null) night.price = ratePrices![r];
        if (rateMinStays![r] !== null) night.minStay = rateMinStays![r]!;
      }
    }
    const mark = (start: number, end: number, as: CalendarNight['status']) => {
      for (let i = Math.max(0, start), last = Math.min(count, end); i < last; i++) nights[i].status = as;
    };
    const stayRows = (staysOf.get(unitId) ?? NO_ROWS).slice().sort((a, b) => checkIns![a] - checkIns![b]);
    const reservations = stayRows.map((i): CalendarStay => {
      mark(checkIns![i], checkOuts![i], 'booked');
      return {
        code: codes![i],
        checkIn: dayAt(checkIns![i]),
        checkOut: dayAt(checkOuts![i]),
        guestName: guestNames![i],
        channel: channels![i] as CalendarStay['channel'],
        status: stayStatuses![i] as CalendarStay['status'],
      };
    });
    const blocks = (blocksOf.get(unitId) ?? []).sort((a, b) => (a.startsOn < b.startsOn ? -1 : 1));
    for (const block of blocks) mark(nightsBetween(from, block.startsOn), nightsBetween(from, block.endsOn), 'blocked');
    return { id: unitId, name: unitName, basePrice, nights, reservations, blocks };
  });
  return {
    propertyId: property.id,
    propertyName: property.name,
    unitNoun: unitNounOf({ isRoomOrHomeStay: property.letsRooms, name: property.typeName }),
    currency: (property.currency ?? null) as PropertyCalendar['currency'],
    from,
    to,
    today,
    units: calendarUnits,
  };
}
