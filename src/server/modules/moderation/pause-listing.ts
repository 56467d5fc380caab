import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import type { HostStatusAction } from '../../../shared/listing-moderation';
import type { PropertyView } from '../properties/property-view';
import { changeListingStatus } from './change-listing-status';

const MESSAGES: Record<HostStatusAction, string> = {
  unlist: 'Your listing is paused: guests cannot find or book it until you list it again',
  relist: 'Your listing is live again',
};

/**
 * The host's own status change: pause (listed → unlisted) and resume (unlisted → listed), on their
 * own listing only (another host's answers 404, as a missing one); admins, as on every property
 * route, may do it on any. Recorded in the history with who did it.
 */
export async function pauseListing(options: {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  action: HostStatusAction;
}): Promise<{ data: PropertyView; message: string }> {
  const change = await changeListingStatus({ ...options, reason: null });
  return { data: change.property, message: MESSAGES[options.action] };
}
