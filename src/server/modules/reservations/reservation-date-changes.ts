import { hasAdminReach } from '../../lib/access-policy';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { RequestBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { validateStayDates } from '../../../shared/reservation-form';
import { changeReservationDates, type DatesChange } from './change-reservation-dates';
import { actorOf, lockGuestSiteReservation, lockReservationFor } from './find-reservation';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;

function checkedDates(body: { checkIn: string; checkOut: string }) {
  const checked = validateStayDates({ checkIn: body.checkIn, checkOut: body.checkOut });
  if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
  return checked.data;
}

/** A host (or admin) moves a stay; a host may go below the minimum stay, as when booking by hand. */
export function changeDatesAsHost(deps: Deps, caller: AccessClaims, code: string, body: RequestBody<'changeReservationDates'>): Promise<DatesChange> {
  return changeReservationDates({
    deps,
    find: lockReservationFor(caller, code),
    dates: checkedDates(body),
    amount: body.amount ?? null,
    actor: actorOf(caller),
    enforceMinStay: false,
    // A host knows their own change; a move by our team is news to them.
    alertHost: hasAdminReach(caller),
  });
}

/** The guest changed their dates on the guest site: the guest's rules (minimum stay) apply. */
export function changeDatesFromGuestSite(deps: Deps, code: string, body: RequestBody<'changeChannelReservationDates'>): Promise<DatesChange> {
  return changeReservationDates({
    deps,
    find: lockGuestSiteReservation(code),
    dates: checkedDates(body),
    amount: body.amount,
    actor: { kind: 'channel', userId: null },
    enforceMinStay: true,
    alertHost: true,
  });
}

/** The toast's sentence for a date change. */
export const datesChangeMessage = (change: DatesChange) => (change.previous ? 'The dates were changed' : 'Nothing changed: the reservation already has these dates');
