import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { moderationReasonSchema, REASON_REQUIRED, type AdminStatusAction } from '../../../shared/listing-moderation';
import type { PropertyView } from '../properties/property-view';
import { reasonOf } from '../reservations/reservation-actions';
import { changeListingStatus } from './change-listing-status';
import { queueModerationMail } from './queue-moderation-mail';

export interface ModerateListingOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock' | 'config' | 'outbox'>;
  caller: AccessClaims;
  propertyId: number;
  action: AdminStatusAction;
  /** The body's reason: checked here with the rule (reject and suspend need one; 422 otherwise). */
  reason?: unknown;
}

const MESSAGES: Record<AdminStatusAction, string> = {
  approve: 'The listing is approved and live; the host was told',
  reject: 'The listing was rejected; the host was told why',
  suspend: 'The listing is suspended; the host was told why',
  unsuspend: 'The suspension was lifted and the listing is live again; the host was told',
};

/**
 * Our team's approve, reject, suspend and unsuspend (admins only; the contract's x-access). The
 * reason is checked before anything is locked; the change and the host's mail (to the outbox) are
 * committed together; then the mail is sent (one that fails is tried again, never undoing the decision).
 */
export async function moderateListing({ deps, caller, propertyId, action, reason }: ModerateListingOptions): Promise<{ data: PropertyView; message: string }> {
  const checked = REASON_REQUIRED.has(action) ? reasonOf(moderationReasonSchema, reason) : null;
  const change = await changeListingStatus({
    deps,
    caller,
    propertyId,
    action,
    reason: checked,
    alsoInTransaction: (tx, made) => queueModerationMail(tx, deps, { action, change: made, reason: checked }),
  });
  deps.outbox.deliverSoon();
  return { data: change.property, message: MESSAGES[action] };
}
