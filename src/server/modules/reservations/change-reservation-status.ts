import { eq } from 'drizzle-orm';
import { reservations, reservationStatusHistory, unitOccupancy } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { queueBookingAlert } from '../booking-alerts/queue-booking-alert';
import type { BookingAlertKind } from '../mail/booking-alert-mails';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { OCCUPYING_STATUSES, RESERVATION_TRANSITIONS, refusalOf, type ReservationAction, type ReservationStatus } from '../../../shared/reservation-status';
import type { Queryable } from '../properties/property-access';
import { loadReservationView, type ReservationRow, type ReservationView } from './reservation-view';

export interface ChangeReservationStatusOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;
  /** Finds the reservation this caller may change and locks it FOR UPDATE; 404 otherwise. */
  find: (tx: Queryable) => Promise<ReservationRow>;
  actor: { kind: 'host' | 'admin' | 'channel'; userId: number | null };
  action: ReservationAction;
  /** Cancel (required, checked by the caller) and decline (optional) keep a reason. */
  reason?: string | null;
  /** The alert the host gets about this change, when it is news to them; written with the change. */
  alertHost?: BookingAlertKind;
}

/**
 * A host action on a reservation, by the rules of src/shared/reservation-status.ts: refused with 409
 * (saying why) when the status or the date does not allow it. The reservation is locked, changed,
 * its history written, when the new status no longer holds nights its nights freed, and the host's
 * alert put in the outbox, all in one transaction.
 */
export async function changeReservationStatus({ deps, find, actor, action, reason = null, alertHost }: ChangeReservationStatusOptions): Promise<ReservationView> {
  const now = deps.clock();
  const today = sriLankaToday(now);
  let alerted = false;
  const view = await deps.db.transaction(async (tx) => {
    const row = await find(tx);
    const from = row.status as ReservationStatus;
    const refusal = refusalOf(action, { status: from, checkIn: row.checkIn }, today);
    if (refusal) throw new HttpError(409, refusal);
    const to = RESERVATION_TRANSITIONS[action].to;
    const keepsReason = action === 'cancel' || action === 'decline';
    await tx
      .update(reservations)
      .set({ status: to, updatedAt: now, ...(keepsReason ? { cancelReason: reason } : {}) })
      .where(eq(reservations.id, row.id));
    if (!OCCUPYING_STATUSES.includes(to)) await tx.delete(unitOccupancy).where(eq(unitOccupancy.reservationId, row.id));
    await tx.insert(reservationStatusHistory).values({
      reservationId: row.id,
      fromStatus: from,
      toStatus: to,
      actor: actor.kind,
      changedBy: actor.userId,
      reason,
      changedAt: now,
    });
    const changed = await loadReservationView(tx, row.id, today);
    if (alertHost) alerted = await queueBookingAlert(tx, deps, { kind: alertHost, reservation: changed });
    return changed;
  });
  if (alerted) deps.outbox.deliverSoon();
  return view;
}
