import { and, eq, type SQL } from 'drizzle-orm';
import { properties, reservations } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { notFound } from '../../lib/http-error';
import type { Queryable } from '../properties/property-access';
import type { ReservationRow } from './reservation-view';

const reservationNotFound = () => notFound('That reservation');

/** Reservations a caller may see: those of their own properties (admins: all). */
function reservationsOf(caller: AccessClaims): SQL | undefined {
  return hasAdminReach(caller) ? undefined : eq(properties.ownerId, caller.id);
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

/** How the history names a signed-in person acting on a reservation. */
export const actorOf = (caller: AccessClaims) => ({ kind: hasAdminReach(caller) ? ('admin' as const) : ('host' as const), userId: caller.id });

/** Locks the caller's reservation for a change (status, dates). */
export const lockReservationFor =
  (caller: AccessClaims, code: string) =>
  (tx: Queryable): Promise<ReservationRow> =>
    findReservationFor({ db: tx, caller, code, forUpdate: true });

/**
 * Locks a reservation the guest site made, for its own changes. Bookings from anywhere else answer
 * 404 exactly like a code that does not exist: the guest site only reaches its own guests' stays.
 */
export const lockGuestSiteReservation =
  (code: string) =>
  async (tx: Queryable): Promise<ReservationRow> => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.code, code), eq(reservations.channel, 'guest_site')))
      .limit(1)
      .for('update');
    if (!row) throw reservationNotFound();
    return row;
  };
