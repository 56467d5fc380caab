import { and, eq, type SQL } from 'drizzle-orm';
import { properties, reservations } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { notFound } from '../../lib/http-error';
import type { Queryable } from '../properties/property-access';
import type { ReservationRow } from './reservation-view';

export const reservationNotFound = () => notFound('That reservation');

/** Reservations a caller may see: those of their own properties (admins: all). */
export function reservationsOf(caller: AccessClaims): SQL | undefined {
  return caller.role === 'ADMIN' ? undefined : eq(properties.ownerId, caller.id);
}

/**
 * The caller's reservation by code, or 404: another host's reservation answers exactly like a code
 * that does not exist. `forUpdate` locks it for a status change, so two clicks cannot both apply.
 */
export async function findReservationFor({ db, caller, code, forUpdate = false }: { db: Queryable; caller: AccessClaims; code: string; forUpdate?: boolean }): Promise<ReservationRow> {
  const query = db
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(and(eq(reservations.code, code), reservationsOf(caller)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: reservations }) : await query;
  if (!row) throw reservationNotFound();
  return row.reservation;
}
