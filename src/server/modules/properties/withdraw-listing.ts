import { and, eq, ne } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { LIFECYCLE_MESSAGES, withdrawRefusal } from '../../../shared/listing-lifecycle';
import { getProperty } from './get-property';
import { findPropertyFor } from './property-access';
import { recordModeration } from '../moderation/moderation-events';
import type { PropertyView } from './property-view';

export interface WithdrawListingOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
}

/**
 * The host takes their listing back from review (pending_review → draft) to change it, and submits
 * it again from /main/finish. Only the listing's host: another host's is a 404 (as a missing one)
 * and an admin meets 403, since the team decides with approve or reject. A host has at most one
 * draft, so withdrawing while another draft exists is refused (409) rather than making a second.
 * Recorded in the moderation history in the same transaction, as every change of status is.
 */
export async function withdrawListing({ deps, caller, propertyId }: WithdrawListingOptions): Promise<PropertyView> {
  const saved = await deps.db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    if (row.ownerId !== caller.id && hasAdminReach(caller)) throw new HttpError(403, LIFECYCLE_MESSAGES.withdrawByHostOnly);
    const refusal = withdrawRefusal(row.status);
    if (refusal) throw new HttpError(409, refusal);
    const [draft] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, row.ownerId), eq(properties.status, 'draft'), ne(properties.id, row.id)))
      .limit(1);
    if (draft) throw new HttpError(409, LIFECYCLE_MESSAGES.withdrawDraftExists);
    const now = deps.clock();
    await tx.update(properties).set({ status: 'draft', version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
    await recordModeration(tx, { propertyId: row.id, action: 'withdraw', fromStatus: row.status, toStatus: 'draft', actor: caller, at: now });
    return row.id;
  });
  return getProperty({ deps, caller, propertyId: saved });
}
