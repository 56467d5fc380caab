import { loadModerationNote } from '../moderation/moderation-events';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError, notFound } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { LISTING_MESSAGES as M } from '../../../shared/listing-messages';
import { isListingFormStepKey, listingStepFields, validateListingStep, type ListingStepData } from '../../../shared/listing-steps';
import { reconcileRoomPrices } from './reconcile-room-prices';
import { listingRulesContext, loadListingReferences, referenceProblems } from './listing-references';
import { listingStepColumns } from './listing-step-storage';
import { assertEditable } from './assert-editable';
import { hasAdminReach } from '../../lib/access-policy';
import { changeNeedsReview } from '../../../shared/live-listing-changes';
import { loadChangeReview, loadPendingChanges, proposeChange } from './pending-changes';
import { findPropertyFor } from './property-access';
import { loadUnits, toPropertyView, type PropertyView } from './property-view';
import { loadListingPhotos } from '../photos/listing-photo-view';

export interface SaveListingStepOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  /** The {step} of PUT …/steps/{step}: a form step's key in the step table, else 404. */
  step: string;
  /** The contract has checked its shape: `version` and fields that some form step has. */
  body: { version: number };
}

export const versionConflict = () => new HttpError(409, M.versionConflict);

/**
 * Saves one wizard step. A key that names no form step of the table → 404, as an address that
 * names nothing; a field the step does not have → 400, as the contract answers a field no step has.
 * The row is locked, then: someone else's property → 404; a version other than the stored one →
 * 409 (a stale tab must not overwrite newer data; nothing changes); a listing the caller may not
 * edit in its status → 409 (assert-editable.ts); fields that break the step's rules or name
 * unknown reference items → 422. Otherwise the step's columns are written, the version goes up
 * by one, and the whole property comes back. A host's save of a review step on a live listing
 * (src/shared/live-listing-changes.ts) is stored as a pending change instead: the columns guests
 * read stay as approved.
 */
export async function saveListingStep({ deps, caller, propertyId, step, body }: SaveListingStepOptions): Promise<PropertyView> {
  if (!isListingFormStepKey(step)) throw notFound('That step');
  const { version, ...fields } = body;
  const refs = await loadListingReferences(deps.reference);
  // A step's fields do not depend on the plan (only their rules do), so this check needs no row.
  refuseOtherStepsFields(fields, listingStepFields(step, listingRulesContext(refs, null)));
  return deps.db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    const context = listingRulesContext(refs, row.planId);
    if (row.version !== version) throw versionConflict();
    assertEditable(caller, row);
    const checked = validateListingStep(step, fields, context);
    if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
    const problems = referenceProblems(step, checked.data, refs);
    if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
    const now = deps.clock();
    // A host's change of a live listing that needs review waits aside; guests keep the approved values.
    const forReview = changeNeedsReview(step, row.status, hasAdminReach(caller));
    if (forReview) await proposeChange(tx, { row, step, values: checked.data as Record<string, unknown>, by: caller.id, at: now });
    if (step === 'price') await reconcileRoomPrices({ tx, property: row, price: checked.data as ListingStepData['price'], refs });
    const [saved] = await tx
      .update(properties)
      .set({ ...(forReview ? {} : listingStepColumns(step, checked.data)), version: row.version + 1, updatedAt: now })
      .where(eq(properties.id, row.id))
      .returning();
    const view = toPropertyView(saved, await loadUnits(tx, row.id), refs, await loadListingPhotos(tx, row.id), await loadModerationNote(tx, row.id));
    return { ...view, pendingChanges: await loadPendingChanges(tx, saved), changeReview: await loadChangeReview(tx, saved.id) };
  });
}

/** The one body lists every form step's fields; a step takes only its own (same words as the contract's 400). */
function refuseOtherStepsFields(fields: object, accepted: readonly string[]): void {
  const other = Object.keys(fields).find((field) => !accepted.includes(field));
  if (other !== undefined) throw new HttpError(400, `${other} is not an accepted field`, { [other]: `${other} is not an accepted field` });
}
