import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { HttpError } from '../../lib/http-error';
import type { RequestBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import * as v from 'valibot';
import { hostAmount, validateWalkInStay } from '../../../shared/reservation-form';
import { propertyNotFound } from '../properties/property-access';
import { createReservation } from './create-reservation';
import type { ReservationView } from './reservation-view';

export interface CreateManualReservationOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  body: RequestBody<'createManualReservation'>;
}

/**
 * A booking the host records by hand: confirmed at once (the host took it), on one of the caller's
 * properties (admins: any) that has left the draft stage, so discarding a draft never meets one.
 * The minimum stay is the host's own rule for guests, so it does not bind the host. A walk-in needs
 * a name and a phone number or an e-mail address; the amount is capped (hostAmount) against slips.
 */
export async function createManualReservation({ deps, caller, body }: CreateManualReservationOptions): Promise<ReservationView> {
  const { propertyId, unitId, channel = 'manual', amount = null, paymentMethod, paymentStatus = 'unpaid', ...stayFields } = body;
  const checked = validateWalkInStay(stayFields);
  if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
  if (amount !== null) {
    const typed = v.safeParse(hostAmount, amount);
    if (!typed.success) throw HttpError.unprocessable({ amount: typed.issues[0].message });
  }
  return createReservation(deps, {
    propertyId,
    unitId,
    stay: checked.data,
    channel,
    amount,
    paymentMethod,
    paymentStatus,
    actor: { kind: hasAdminReach(caller) ? 'admin' : 'host', userId: caller.id },
    enforceMinStay: false,
    admit: (property) => {
      if (!hasAdminReach(caller) && property.ownerId !== caller.id) throw propertyNotFound();
      if (property.status === 'draft') throw new HttpError(409, 'Submit the listing before recording reservations for it');
      return 'confirmed';
    },
  });
}
