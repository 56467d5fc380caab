import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { STATUS_TRANSITIONS, statusActionRefusal, type StatusAction } from '../../../shared/listing-moderation';
import { getProperty } from '../properties/get-property';
import { loadListingReferences } from '../properties/listing-references';
import { findPropertyFor, type Queryable } from '../properties/property-access';
import type { PropertyView } from '../properties/property-view';
import { recordModeration } from './moderation-events';

export interface ChangeListingStatusOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  action: StatusAction;
  /** Checked by the caller with the rule of its action; null when the action takes none. */
  reason: string | null;
  /** More writes in the change's transaction, once it is made (the moderation mail to the outbox). */
  alsoInTransaction?: (tx: Queryable, change: StatusChange) => Promise<void>;
}

export interface StatusChange {
  property: PropertyView;
  ownerId: number;
  fromStatus: string;
}

/**
 * Moves a listing along one transition of src/shared/listing-moderation.ts. The row is locked
 * first and its status checked under the lock, so of two admins approving at once one succeeds
 * and the other meets 409 with the rule's message ("… This one is listed."), never a double
 * entry. The status, the version (every change raises it, so an open wizard tab notices) and the
 * history entry are written in the one transaction; the answer is read inside it too.
 */
export async function changeListingStatus({ deps, caller, propertyId, action, reason, alsoInTransaction }: ChangeListingStatusOptions): Promise<StatusChange> {
  const refs = await loadListingReferences(deps.reference);
  return deps.db.transaction(async (tx) => {
    // A host's own listings only (another's is a 404, as a missing one); an admin's: any.
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    const refusal = statusActionRefusal(action, row.status);
    if (refusal) throw new HttpError(409, refusal);
    const now = deps.clock();
    const toStatus = STATUS_TRANSITIONS[action].to;
    await tx.update(properties).set({ status: toStatus, version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
    await recordModeration(tx, { propertyId: row.id, action, fromStatus: row.status, toStatus, actor: caller, reason, at: now });
    const property = await getProperty({ deps, caller, propertyId: row.id, db: tx, refs });
    const change = { property, ownerId: row.ownerId, fromStatus: row.status };
    await alsoInTransaction?.(tx, change);
    return change;
  });
}
