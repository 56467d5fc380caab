import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { properties } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';

export interface GetDraftListingOptions {
  db: Database;
  ownerId: number;
}

/**
 * The caller's draft listing, or null: the start-listing decision's first question (spec §4).
 * A host has at most one draft (DOMAIN.md), but nothing in the table enforces that yet, so the
 * most recently updated one wins — the one the host was working on last — and the id breaks ties.
 * Always the caller's own, whatever the role: an admin starting a listing is asked about theirs.
 */
export async function getDraftListing({ db, ownerId }: GetDraftListingOptions): Promise<SuccessBody<'getDraftListing'>> {
  const [draft] = await db
    .select({ id: properties.id, planId: properties.planId, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.status, 'draft')))
    .orderBy(desc(properties.updatedAt), desc(properties.id))
    .limit(1);
  return { data: { draft: draft ? { ...draft, updatedAt: draft.updatedAt.toISOString() } : null } };
}
