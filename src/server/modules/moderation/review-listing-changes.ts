import { and, eq } from 'drizzle-orm';
import { properties, propertyPendingChanges } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { LIVE_CHANGE_MESSAGES as M } from '../../../shared/live-listing-changes';
import { moderationReasonSchema } from '../../../shared/listing-moderation';
import { isListingFormStepKey, type ListingStepData } from '../../../shared/listing-steps';
import { getProperty } from '../properties/get-property';
import { loadListingReferences } from '../properties/listing-references';
import { listingStepColumns } from '../properties/listing-step-storage';
import { findPropertyFor } from '../properties/property-access';
import type { PropertyView } from '../properties/property-view';
import { reasonOf } from '../reservations/reservation-actions';

export interface ReviewListingChangesOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  decision: 'approve' | 'reject';
  /** The body's reason (reject only): checked with the moderation reason rule (422 otherwise). */
  reason?: unknown;
}

/**
 * Our team's answer to a live listing's changes waiting for review (admins only; the contract's
 * x-access). The row is locked; approve writes every pending step's values to the listing in the
 * one transaction (version up) and removes them; reject keeps the live values and marks each
 * pending change rejected with the reason the host reads. No pending change → 409.
 */
export async function reviewListingChanges({ deps, caller, propertyId, decision, reason }: ReviewListingChangesOptions): Promise<{ data: PropertyView; message: string }> {
  const checked = decision === 'reject' ? reasonOf(moderationReasonSchema, reason) : null;
  const refs = await loadListingReferences(deps.reference);
  const data = await deps.db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    const ofListing = and(eq(propertyPendingChanges.propertyId, row.id), eq(propertyPendingChanges.state, 'pending'));
    const pending = await tx.select().from(propertyPendingChanges).where(ofListing);
    if (pending.length === 0) throw new HttpError(409, M.noPendingChanges);
    const now = deps.clock();
    if (decision === 'approve') {
      const columns = Object.assign(
        {},
        ...pending.map((change) =>
          isListingFormStepKey(change.step) ? listingStepColumns(change.step, change.values as ListingStepData[typeof change.step]) : {},
        ),
      );
      await tx.update(properties).set({ ...columns, version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
      await tx.delete(propertyPendingChanges).where(ofListing);
    } else {
      await tx.update(propertyPendingChanges).set({ state: 'rejected', rejectedReason: checked }).where(ofListing);
      await tx.update(properties).set({ version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
    }
    return getProperty({ deps, caller, propertyId: row.id, db: tx, refs });
  });
  return { data, message: decision === 'approve' ? M.changesApproved : M.changesRejected };
}
