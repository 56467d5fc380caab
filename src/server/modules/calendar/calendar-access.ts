import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accommodationUnits, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError, notFound } from '../../lib/http-error';
import { propertiesOf, propertyNotFound, type PropertyRow, type Queryable } from '../properties/property-access';
import type { UnitRow } from '../units/unit-rules';

/** What the calendar needs of a property and of its units. */
export type CalendarPropertyRow = Pick<PropertyRow, 'id' | 'name' | 'currency' | 'pricePerNight'>;
export type CalendarUnitRow = Pick<UnitRow, 'id' | 'name' | 'pricePerNight'>;
import { rangeProblem } from '../../../rules/reservation-calendar';

/** The range rules of src/rules/reservation-calendar.ts as a 422 naming the field. */
export function assertRange(from: string, to: string, today?: string): void {
  const problem = rangeProblem(from, to, today);
  if (problem) throw HttpError.unprocessable({ [problem.field]: problem.message });
}

/**
 * One of the caller's properties (admins: any; 404 otherwise) and its units in the order they were
 * added, in one statement: the calendar is read often, and each statement costs (PGlite above all).
 */
export async function findCalendarProperty(db: Queryable, caller: AccessClaims, propertyId: number): Promise<{ property: CalendarPropertyRow; units: CalendarUnitRow[] }> {
  // Spelled out: in a one-table select Drizzle writes ${properties.id} as a bare "id", which the
  // subquery would read as the unit's.
  const units = sql<CalendarUnitRow[]>`(
    select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'pricePerNight', u.price_per_night) order by u.id), '[]')
    from ${accommodationUnits} u where u.property_id = ${sql.identifier('properties')}.${sql.identifier('id')})`;
  const [row] = await db
    .select({ property: { id: properties.id, name: properties.name, currency: properties.currency, pricePerNight: properties.pricePerNight }, units })
    .from(properties)
    .where(propertiesOf(caller, propertyId))
    .limit(1);
  if (!row) throw propertyNotFound();
  // numeric arrives as a JSON number inside json_build_object; keep the column's type anyway.
  return { property: row.property, units: row.units.map((unit) => ({ ...unit, pricePerNight: unit.pricePerNight === null ? null : Number(unit.pricePerNight) })) };
}

/**
 * The units a calendar write names, locked in id order (so two writes never wait on each other in
 * a circle) against bookings of the same units; any id that is not a unit of the property: 404.
 */
export async function lockUnits(db: Queryable, propertyId: number, unitIds: number[]): Promise<UnitRow[]> {
  const wanted = [...new Set(unitIds)].sort((a, b) => a - b);
  const units = await db
    .select()
    .from(accommodationUnits)
    .where(and(eq(accommodationUnits.propertyId, propertyId), inArray(accommodationUnits.id, wanted)))
    .orderBy(asc(accommodationUnits.id))
    .for('no key update');
  if (units.length !== wanted.length) throw notFound('That accommodation unit');
  return units;
}
