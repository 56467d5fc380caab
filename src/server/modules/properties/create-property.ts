import { and, eq, sql } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { RequestBody } from '../../handler-types';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { LISTING_MESSAGES as M } from '../../../shared/listing-messages';
import { loadListingReferences } from './listing-references';
import { toPropertyView, type PropertyView } from './property-view';

export interface CreatePropertyOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  body: RequestBody<'createProperty'>;
}

/**
 * Starts the caller's draft (property/01). A host has at most one draft (DOMAIN.md): the owner's
 * user row is locked while we look for one and insert, so two tabs creating at once still make
 * one draft. (A partial unique index would say the same in the schema, but would make the
 * migration fail on a data directory that already holds two drafts of one owner.)
 * Hosts start on the Starter plan only; the other plans are set by the sales team after an inquiry.
 */
export async function createProperty({ deps, caller, body }: CreatePropertyOptions): Promise<PropertyView> {
  const refs = await loadListingReferences(deps.reference);
  const problems: Record<string, string> = {};
  if (!refs.propertyTypes.some((t) => t.id === body.propertyTypeId)) problems.propertyTypeId = M.propertyTypeUnknown;
  const plan = refs.plans.find((p) => p.id === body.planId);
  if (!plan) problems.planId = M.planUnknown;
  else if (!hasAdminReach(caller) && plan.name !== 'STARTER') problems.planId = M.planNeedsInquiry;
  if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);

  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${caller.id} for update`);
    const [draft] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, caller.id), eq(properties.status, 'draft')))
      .limit(1);
    if (draft) throw new HttpError(409, M.draftExists, { draftId: String(draft.id) });
    const now = deps.clock();
    const [created] = await tx
      .insert(properties)
      .values({ ownerId: caller.id, planId: body.planId, propertyTypeId: body.propertyTypeId, status: 'draft', createdAt: now, updatedAt: now })
      .returning();
    return created;
  });
  return toPropertyView(row, [], refs, [], null);
}
