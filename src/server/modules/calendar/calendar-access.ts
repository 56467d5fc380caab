import { and, asc, eq, inArray } from 'drizzle-orm';
import { accommodationUnits, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError, notFound } from '../../lib/http-error';
import { propertiesOf, propertyNotFound, type PropertyRow, type Queryable } from '../properties/property-access';
import type { UnitRow } from '../units/unit-rules';

/** What the calendar needs of a property. */
export type CalendarPropertyRow = Pick<PropertyRow, 'id' | 'name' | 'currency' | 'pricePerNight'>;
import { rangeProblem } from '../../../shared/reservation-calendar';

/** The range rules of src/shared/reservation-calendar.ts as a 422 naming the field. */
export function assertRange(from: string, to: string, today?: string): void {
  const problem = rangeProblem(from, to, today);
  if (problem) throw HttpError.unprocessable({ [problem.field]: problem.message });
}

/** One of the caller's properties (admins: any; 404 otherwise): what a calendar write checks first. */
export async function findCalendarProperty(db: Queryable, caller: AccessClaims, propertyId: number): Promise<CalendarPropertyRow> {
  const [property] = await db
    .select({ id: properties.id, name: properties.name, currency: properties.currency, pricePerNight: properties.pricePerNight })
    .from(properties)
    .where(propertiesOf(caller, propertyId))
    .limit(1);
  if (!property) throw propertyNotFound();
  return property;
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
