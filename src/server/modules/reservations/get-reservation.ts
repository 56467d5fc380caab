import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { findReservationFor } from './find-reservation';
import { loadReservationView, type ReservationView } from './reservation-view';

export interface GetReservationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  code: string;
}

/** One of the caller's reservations with its history (/view-reservation/{code}). */
export async function getReservation({ deps, caller, code }: GetReservationOptions): Promise<ReservationView> {
  const row = await findReservationFor({ db: deps.db, caller, code });
  return loadReservationView(deps.db, row.id, sriLankaToday(deps.clock()));
}
