import { eq } from 'drizzle-orm';
import { reservations, reservationStatusHistory } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { markPaidRefusal, type ReservationStatus } from '../../../shared/reservation-status';
import { actorOf, lockReservationFor } from './find-reservation';
import { loadReservationView, type ReservationView } from './reservation-view';

export interface MarkReservationPaidOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  code: string;
}

/**
 * The guest paid at the property: the stay's paymentStatus becomes paid, which the earnings report
 * and the exports read too, and the history says who marked it and when. Refused with 409 (saying
 * why) for online payments, stays already paid and stays that are not (or no longer) expected.
 */
export async function markReservationPaid({ deps, caller, code }: MarkReservationPaidOptions): Promise<ReservationView> {
  const now = deps.clock();
  const actor = actorOf(caller);
  return deps.db.transaction(async (tx) => {
    const row = await lockReservationFor(caller, code)(tx);
    const status = row.status as ReservationStatus;
    const refusal = markPaidRefusal({ status, paymentMethod: row.paymentMethod, paymentStatus: row.paymentStatus });
    if (refusal) throw new HttpError(409, refusal);
    await tx.update(reservations).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(reservations.id, row.id));
    await tx.insert(reservationStatusHistory).values({
      reservationId: row.id,
      kind: 'paid',
      fromStatus: status,
      toStatus: status,
      actor: actor.kind,
      changedBy: actor.userId,
      changedAt: now,
    });
    return loadReservationView(tx, row.id, sriLankaToday(now));
  });
}
