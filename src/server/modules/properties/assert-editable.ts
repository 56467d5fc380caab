import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { HttpError } from '../../lib/http-error';
import { hostEditRefusal } from '../../../shared/listing-lifecycle';
import type { PropertyRow } from './property-access';

/**
 * Every change to a listing's data (a step, a unit, a photo) passes here after the row is locked.
 * Hosts may edit drafts, rejected listings (to resubmit) and listed or unlisted ones (the status
 * stays: a live listing keeps taking bookings while its host fixes a price); a listing in review or
 * suspended answers 409 with the reason. Admins edit in any status (their edits land on
 * /main/finish).
 */
export function assertEditable(caller: AccessClaims, row: Pick<PropertyRow, 'status'>): void {
  if (hasAdminReach(caller)) return;
  const refusal = hostEditRefusal(row.status);
  if (refusal) throw new HttpError(409, refusal);
}
