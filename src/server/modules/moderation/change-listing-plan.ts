import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { MODERATION_MESSAGES as M, moderationNoteSchema, planChangeRefusal } from '../../../shared/listing-moderation';
import { getProperty } from '../properties/get-property';
import { loadListingReferences } from '../properties/listing-references';
import { findPropertyFor } from '../properties/property-access';
import type { PropertyView } from '../properties/property-view';
import { recordModeration } from './moderation-events';

export interface ChangeListingPlanOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  body: { planId: number; note?: string | null };
}

/**
 * Sets the plan of a listing after sales closed a Supportive or Full Service inquiry (admins only).
 * Any status but draft (409); the status stays. An unknown plan or the current one answers 422 on
 * planId. The row is locked; the plan, the version and the history entry (plan before and after)
 * are written in one transaction.
 */
export async function changeListingPlan({ deps, caller, propertyId, body }: ChangeListingPlanOptions): Promise<{ data: PropertyView; message: string }> {
  const checked = v.safeParse(moderationNoteSchema, body.note);
  if (!checked.success) throw HttpError.unprocessable({ note: checked.issues[0].message });
  const note = checked.output;
  const refs = await loadListingReferences(deps.reference);
  const plan = refs.plans.find((p) => p.id === body.planId);
  if (!plan) throw HttpError.unprocessable({ planId: M.unknownPlan });
  const data = await deps.db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    const refusal = planChangeRefusal(row.status);
    if (refusal) throw new HttpError(409, refusal);
    if (row.planId === plan.id) throw HttpError.unprocessable({ planId: M.samePlan });
    const now = deps.clock();
    await tx.update(properties).set({ planId: plan.id, version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
    await recordModeration(tx, {
      propertyId: row.id,
      action: 'change_plan',
      fromStatus: row.status,
      toStatus: row.status,
      fromPlanId: row.planId,
      toPlanId: plan.id,
      actor: caller,
      reason: note,
      at: now,
    });
    return getProperty({ deps, caller, propertyId: row.id, db: tx, refs });
  });
  return { data, message: `The listing is on the ${plan.displayName} plan now` };
}
