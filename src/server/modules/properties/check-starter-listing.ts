import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plans, properties } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';

/**
 * Whether the caller owns a property on the STARTER plan, in any status (a draft included).
 * Why any status: the start-listing decision (spec §4) asks this only after "is there a draft?",
 * and a host who has chosen Starter once — even for a listing still in review, rejected or paused —
 * goes straight to /start with the Starter plan instead of seeing the plan cards again.
 */
export async function checkStarterListing(db: Database, ownerId: number): Promise<SuccessBody<'checkStarterListing'>> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(properties)
    .innerJoin(plans, eq(plans.id, properties.planId))
    .where(and(eq(properties.ownerId, ownerId), eq(plans.name, 'STARTER')))
    .limit(1);
  return { data: { starterListingExists: rows.length > 0 } };
}
