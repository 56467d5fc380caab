import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { calendarBlocks, reservations } from '../../db/schema/index';
import type { PropertyRow, Queryable } from '../properties/property-access';
import type { UnitRow } from '../units/unit-rules';
import { basePriceOf, loadNightRates } from '../reservations/night-rates';
import { eachNight } from '../../../rules/reservation-dates';
import { OCCUPYING_STATUSES } from '../../../rules/reservation-status';

export type PropertyCalendar = components['schemas']['PropertyCalendar'];
type CalendarUnit = components['schemas']['CalendarUnit'];
type CalendarNight = components['schemas']['CalendarNight'];

/**
 * The property's units night by night over [from, to): three queries (overrides, stays, blocks) for
 * all units at once, then one pass per unit. A night is booked when a stay in an occupying status
 * covers it, blocked when a block does (the constraint allows only one of the two).
 */
export async function buildCalendar(db: Queryable, property: PropertyRow, units: UnitRow[], from: string, to: string, today: string): Promise<PropertyCalendar> {
  const unitIds = units.map((unit) => unit.id);
  const [rates, stays, blocks] = unitIds.length
    ? await Promise.all([
        loadNightRates(db, unitIds, from, to),
        db
          .select({
            unitId: reservations.unitId,
            code: reservations.code,
            checkIn: reservations.checkIn,
            checkOut: reservations.checkOut,
            guestName: reservations.guestName,
            channel: reservations.channel,
            status: reservations.status,
          })
          .from(reservations)
          .where(and(inArray(reservations.unitId, unitIds), inArray(reservations.status, [...OCCUPYING_STATUSES]), lt(reservations.checkIn, to), gt(reservations.checkOut, from)))
          .orderBy(asc(reservations.checkIn)),
        db
          .select()
          .from(calendarBlocks)
          .where(and(inArray(calendarBlocks.unitId, unitIds), lt(calendarBlocks.startsOn, to), gt(calendarBlocks.endsOn, from)))
          .orderBy(asc(calendarBlocks.startsOn)),
      ])
    : [new Map(), [], []];
  const nights = eachNight(from, to);
  const calendarUnits: CalendarUnit[] = units.map((unit) => {
    const unitStays = stays.filter((stay) => stay.unitId === unit.id);
    const unitBlocks = blocks.filter((block) => block.unitId === unit.id);
    const overrides = rates.get(unit.id) ?? new Map();
    const basePrice = basePriceOf(unit, property);
    const status = new Map<string, CalendarNight['status']>();
    for (const stay of unitStays) for (const night of eachNight(maxOf(stay.checkIn, from), minOf(stay.checkOut, to))) status.set(night, 'booked');
    for (const block of unitBlocks) for (const night of eachNight(maxOf(block.startsOn, from), minOf(block.endsOn, to))) status.set(night, 'blocked');
    return {
      id: unit.id,
      name: unit.name,
      basePrice,
      nights: nights.map((date) => {
        const override = overrides.get(date);
        return { date, status: status.get(date) ?? 'available', price: override?.price ?? basePrice, minStay: override?.minStay ?? 1 };
      }),
      reservations: unitStays.map(({ unitId: _unit, ...stay }) => stay as CalendarUnit['reservations'][number]),
      blocks: unitBlocks.map((block) => ({
        id: block.id,
        startsOn: block.startsOn,
        endsOn: block.endsOn,
        source: block.source as 'host' | 'import',
        channel: block.channel as CalendarUnit['blocks'][number]['channel'],
        note: block.note,
      })),
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

const maxOf = (a: string, b: string) => (a > b ? a : b);
const minOf = (a: string, b: string) => (a < b ? a : b);
