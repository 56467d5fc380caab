import * as v from 'valibot';
import { hasAdminReach } from '../../lib/access-policy';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { optionalText } from '../../../shared/listing-field-rules';
import { cancelReasonSchema } from '../../../shared/reservation-form';
import { RESERVATION_MESSAGES as M } from '../../../shared/reservation-messages';
import type { ReservationAction } from '../../../shared/reservation-status';
import { changeReservationStatus } from './change-reservation-status';
import { actorOf, lockReservationFor } from './find-reservation';
import type { ReservationView } from './reservation-view';

interface ActionOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;
  caller: AccessClaims;
  code: string;
}

const MESSAGES: Record<ReservationAction, string> = {
  confirm: 'The reservation is confirmed',
  decline: 'The request was declined',
  check_in: 'The guest is checked in',
  check_out: 'The guest is checked out',
  no_show: 'The reservation is marked as a no-show',
  cancel: 'The reservation was cancelled',
};

/** A reason checked with its rule, or 422 naming the field. */
export function reasonOf(schema: v.GenericSchema<unknown, string | null>, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  if (!result.success) throw HttpError.unprocessable({ reason: result.issues[0].message });
  return result.output;
}

/** A host action, answered with the reservation as it is now and a sentence for the toast. */
export async function runReservationAction(
  action: ReservationAction,
  options: ActionOptions & { reason?: unknown },
): Promise<{ data: ReservationView; message: string }> {
  const reason =
    action === 'cancel' ? reasonOf(cancelReasonSchema, options.reason) : action === 'decline' ? reasonOf(optionalText(500, M.reasonTooLong, 'multi'), options.reason) : null;
  const data = await changeReservationStatus({
    deps: options.deps,
    find: lockReservationFor(options.caller, options.code),
    actor: actorOf(options.caller),
    action,
    reason,
    // The host knows what they did themselves; a cancellation by our team is news to them.
    alertHost: action === 'cancel' && hasAdminReach(options.caller) ? 'cancellation' : undefined,
  });
  return { data, message: MESSAGES[action] };
}
