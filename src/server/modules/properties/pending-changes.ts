import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { propertyChangeReviews, propertyPendingChanges } from '../../db/schema/index';
import type { ListingFormStepKey } from '../../../shared/listing-steps';
import { readListingSteps } from './listing-step-storage';
import type { PropertyRow, Queryable } from './property-access';

export type PendingChangeView = components['schemas']['ListingPendingChange'];
type ChangeReviewView = components['schemas']['ListingChangeReview'];

/** Our team's latest answer to the listing's changes, or null before the first. */
export async function loadChangeReview(db: Queryable, propertyId: number): Promise<ChangeReviewView | null> {
  const [row] = await db.select().from(propertyChangeReviews).where(eq(propertyChangeReviews.propertyId, propertyId)).limit(1);
  if (!row) return null;
  return { decision: row.decision as ChangeReviewView['decision'], sections: row.sections, note: row.note, decidedAt: row.decidedAt.toISOString() };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field by field, what the proposal changes in the approved step data (fields left as they are do not show). */
function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): PendingChangeView['changes'] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return fields
    .filter((field) => !same(before?.[field], after[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));
}

/** The listing's changes waiting for review (and turned-down ones), each against the approved values. */
export async function loadPendingChanges(db: Queryable, row: PropertyRow): Promise<PendingChangeView[]> {
  const rows = await db
    .select()
    .from(propertyPendingChanges)
    .where(eq(propertyPendingChanges.propertyId, row.id))
    .orderBy(asc(propertyPendingChanges.id));
  const steps = readListingSteps(row) as Record<string, Record<string, unknown> | null>;
  return rows.map((change) => ({
    step: change.step,
    state: change.state as PendingChangeView['state'],
    reason: change.rejectedReason,
    proposedAt: change.proposedAt.toISOString(),
    values: change.values,
    changes: fieldChanges(steps[change.step] ?? null, change.values),
  }));
}

export interface ProposeChangeOptions {
  row: PropertyRow;
  step: ListingFormStepKey;
  values: Record<string, unknown>;
  by: number;
  at: Date;
}

/**
 * Stores a host's review-needing save of a live listing: one proposal per step, a later save
 * replacing it (and clearing an earlier rejection). A save that brings the step back to its
 * approved values withdraws the proposal instead.
 */
export async function proposeChange(tx: Queryable, { row, step, values, by, at }: ProposeChangeOptions): Promise<void> {
  const approved = (readListingSteps(row) as Record<string, Record<string, unknown> | null>)[step];
  const ofStep = and(eq(propertyPendingChanges.propertyId, row.id), eq(propertyPendingChanges.step, step));
  if (approved !== null && fieldChanges(approved, values).length === 0) {
    await tx.delete(propertyPendingChanges).where(ofStep);
    return;
  }
  await tx
    .insert(propertyPendingChanges)
    .values({ propertyId: row.id, step, values, state: 'pending', rejectedReason: null, proposedBy: by, proposedAt: at })
    .onConflictDoUpdate({
      target: [propertyPendingChanges.propertyId, propertyPendingChanges.step],
      set: { values, state: 'pending', rejectedReason: null, proposedBy: by, proposedAt: at },
    });
}
