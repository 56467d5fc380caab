import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { cancelReasonSchema } from '../../../shared/reservation-form';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { changeReservationStatus } from './change-reservation-status';
import { reasonOf } from './reservation-actions';
import { lockGuestSiteReservation } from './find-reservation';
import { loadReservationView, type ReservationView } from './reservation-view';

/**
 * The guest cancelled on the guest site; the host's alert is written with the cancellation. A
 * retry of a cancellation that went through answers the cancelled reservation again (cancelledNow
 * false, and no second alert); any other refusal stands.
 */
export async function cancelGuestSiteReservation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>,
  code: string,
  rawReason: unknown,
): Promise<{ reservation: ReservationView; cancelledNow: boolean }> {
  const reason = reasonOf(cancelReasonSchema, rawReason);
  const find = lockGuestSiteReservation(code);
  try {
    const reservation = await changeReservationStatus({ deps, find, actor: { kind: 'channel', userId: null }, action: 'cancel', reason, alertHost: 'cancellation' });
    return { reservation, cancelledNow: true };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    const row = await find(deps.db);
    if (row.status !== 'cancelled') throw error;
    return { reservation: await loadReservationView(deps.db, row.id, sriLankaToday(deps.clock())), cancelledNow: false };
  }
}
