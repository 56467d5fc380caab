import { sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { rowsOf } from '../../db/database';
import { calendarBlocks, reservations, unitNightRates } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { basePriceOf } from '../reservations/night-rates';
import type { CalendarPropertyRow, CalendarUnitRow } from './calendar-access';
import { eachNight, nightsBetween } from '../../../rules/reservation-dates';
import { OCCUPYING_STATUSES } from '../../../rules/reservation-status';

export type PropertyCalendar = components['schemas']['PropertyCalendar'];
type CalendarUnit = components['schemas']['CalendarUnit'];
type CalendarNight = components['schemas']['CalendarNight'];

interface CalendarRows {
  rates: [unitId: number, night: string, price: number | null, minStay: number | null][];
  stays: [unitId: number, code: string, checkIn: string, checkOut: string, guestName: string, channel: string, status: string][];
  blocks: [id: number, unitId: number, startsOn: string, endsOn: string, source: string, channel: string | null, note: string | null, importKind: string | null, feedName: string | null][];
}

/**
 * The units' overrides, stays in an occupying status and blocks over [from, to), in one statement
 * of three JSON arrays: a year of a property is a few hundred rows, and one result row costs far
 * less to send and decode than hundreds (PGlite decodes every row in JavaScript).
 */
async function loadCalendarRows(db: Queryable, unitIds: number[], from: string, to: string): Promise<CalendarRows> {
  const units = sql`(${sql.join(unitIds.map((id) => sql`${id}::int`), sql`, `)})`;
  const [rows] = rowsOf<CalendarRows>(
    await db.execute(sql`select
      (select coalesce(json_agg(json_build_array(unit_id, night, price, min_stay)), '[]') from ${unitNightRates}
        where unit_id in ${units} and night >= ${from}::date and night < ${to}::date) as rates,
      (select coalesce(json_agg(json_build_array(unit_id, code, check_in, check_out, guest_name, channel, status) order by check_in), '[]') from ${reservations}
        where unit_id in ${units} and status in ${sql`(${sql.join(OCCUPYING_STATUSES.map((status) => sql`${status}`), sql`, `)})`}
          and check_in < ${to}::date and check_out > ${from}::date) as stays,
      (select coalesce(json_agg(json_build_array(b.id, b.unit_id, b.starts_on, b.ends_on, b.source, b.channel, b.note, e.kind, f.name) order by b.starts_on), '[]')
        from ${calendarBlocks} b
        left join ical_feed_events e on e.feed_id = b.feed_id and e.uid = b.feed_uid
        left join ical_feeds f on f.id = b.feed_id
        where b.unit_id in ${units} and b.starts_on < ${to}::date and b.ends_on > ${from}::date) as blocks`),
  );
  return rows;
}

/**
 * The property's units night by night over [from, to), then one pass per unit. A night is booked
 * when a stay in an occupying status covers it, blocked when a block does (the constraint allows
 * only one of the two).
 */
export async function buildCalendar(db: Queryable, property: CalendarPropertyRow, units: CalendarUnitRow[], from: string, to: string, today: string): Promise<PropertyCalendar> {
  const { rates, stays, blocks } = units.length ? await loadCalendarRows(db, units.map((unit) => unit.id), from, to) : { rates: [], stays: [], blocks: [] };
  const nights = eachNight(from, to);
  const calendarUnits: CalendarUnit[] = units.map((unit) => {
    const unitStays = stays
      .filter(([unitId]) => unitId === unit.id)
      .map(([, code, checkIn, checkOut, guestName, channel, status]) => ({ code, checkIn, checkOut, guestName, channel, status }) as CalendarUnit['reservations'][number]);
    const unitBlocks = blocks
      .filter(([, unitId]) => unitId === unit.id)
      .map(([id, , startsOn, endsOn, source, channel, note, importKind, feedName]) => ({ id, startsOn, endsOn, source, channel, note, importKind, feedName }) as CalendarUnit['blocks'][number]);
    const overrides = new Map(rates.filter(([unitId]) => unitId === unit.id).map(([, night, price, minStay]) => [night, { price, minStay }]));
    const basePrice = basePriceOf(unit, property);
    // Night i is nights[i]: stays and blocks mark index ranges instead of building their nights.
    const status: CalendarNight['status'][] = nights.map(() => 'available');
    const mark = (start: string, end: string, as: CalendarNight['status']) =>
      status.fill(as, Math.max(0, nightsBetween(from, start)), Math.min(nights.length, nightsBetween(from, end)));
    for (const stay of unitStays) mark(stay.checkIn, stay.checkOut, 'booked');
    for (const block of unitBlocks) mark(block.startsOn, block.endsOn, 'blocked');
    return {
      id: unit.id,
      name: unit.name,
      basePrice,
      nights: nights.map((date, i) => {
        const override = overrides.get(date);
        return { date, status: status[i], price: override?.price ?? basePrice, minStay: override?.minStay ?? 1 };
      }),
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
