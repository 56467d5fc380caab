import { and, eq, type SQL } from 'drizzle-orm';
import { accommodationUnits, icalFeeds, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { notFound } from '../../lib/http-error';
import type { PropertyRow, Queryable } from '../properties/property-access';
import type { UnitRow } from '../units/unit-rules';

export type FeedRow = typeof icalFeeds.$inferSelect;

export const feedNotFound = () => notFound('That calendar feed');
const unitNotFound = () => notFound('That accommodation unit');

/** Admins reach every property; a host only their own. */
const ownedBy = (caller: AccessClaims): SQL | undefined => (hasAdminReach(caller) ? undefined : eq(properties.ownerId, caller.id));

/**
 * A unit of one of the caller's properties, whatever the listing's status (a host keeps their
 * calendars in step while a listing is in review or paused). Another host's unit answers like a
 * missing one: 404. `lock` holds the unit's row for the transaction (adding a feed counts its feeds).
 */
export async function findSyncUnit(db: Queryable, caller: AccessClaims, unitId: number, lock = false): Promise<{ unit: UnitRow; property: PropertyRow }> {
  const query = db
    .select({ unit: accommodationUnits, property: properties })
    .from(accommodationUnits)
    .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
    .where(and(eq(accommodationUnits.id, unitId), ownedBy(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: accommodationUnits }) : await query;
  if (!row) throw unitNotFound();
  return row;
}

/** A feed of a unit of one of the caller's properties (404 otherwise), optionally locked for the transaction. */
export async function findFeedFor(db: Queryable, caller: AccessClaims, feedId: number, lock = false): Promise<{ feed: FeedRow; unit: UnitRow; property: PropertyRow }> {
  const query = db
    .select({ feed: icalFeeds, unit: accommodationUnits, property: properties })
    .from(icalFeeds)
    .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
    .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
    .where(and(eq(icalFeeds.id, feedId), ownedBy(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: icalFeeds }) : await query;
  if (!row) throw feedNotFound();
  return row;
}
