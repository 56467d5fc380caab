import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { LIFECYCLE_MESSAGES, MISSING_SECTION_MESSAGES, submitRefusal } from '../../../shared/listing-lifecycle';
import { LISTING_STEP_KEYS } from '../../../shared/listing-steps';
import { getProperty } from './get-property';
import { findPropertyFor } from './property-access';
import type { PropertyView } from './property-view';
import { versionConflict } from './save-listing-step';
import { loadModerationNote, recordModeration } from '../moderation/moderation-events';

export interface SubmitListingOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  version: number;
}

/**
 * Submits a listing for review (main/finish): a draft, or a rejected listing the host has edited.
 * Someone else's property → 404; a stale version → 409; a status past review → 409 saying why; any
 * incomplete section → 422 with one message per section, keyed by step key. Completion is the one
 * every read returns, so the summary screen and this check cannot disagree.
 *
 * The listing is read and checked first, then its row is locked and must still carry the same
 * version: every change to a listing (steps, units, photos, status) raises the version, so the
 * checked listing is exactly the one that moves to pending_review. The submission is recorded in
 * the moderation history in the same transaction.
 */
export async function submitListing({ deps, caller, propertyId, version }: SubmitListingOptions): Promise<PropertyView> {
  const view = await getProperty({ deps, caller, propertyId });
  if (view.version !== version) throw versionConflict();
  const refusal = submitRefusal(view.status);
  if (refusal) throw new HttpError(409, refusal);
  const missing = LISTING_STEP_KEYS.filter((key) => !view.completion[key]);
  if (missing.length > 0) {
    throw new HttpError(422, LIFECYCLE_MESSAGES.submitIncomplete, Object.fromEntries(missing.map((key) => [key, MISSING_SECTION_MESSAGES[key]])));
  }
  return deps.db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    if (row.version !== version) throw versionConflict();
    const [saved] = await tx
      .update(properties)
      .set({ status: 'pending_review', version: row.version + 1, updatedAt: deps.clock() })
      .where(eq(properties.id, row.id))
      .returning();
    await recordModeration(tx, { propertyId: row.id, action: 'submit', fromStatus: row.status, toStatus: 'pending_review', actor: caller, at: saved.updatedAt });
    const moderationNote = await loadModerationNote(tx, row.id);
    return { ...view, moderationNote, status: 'pending_review' as const, version: saved.version, updatedAt: saved.updatedAt.toISOString() };
  });
}
