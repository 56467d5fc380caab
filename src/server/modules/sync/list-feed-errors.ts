import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, icalFeeds, properties } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';

type SyncFeedError = components['schemas']['SyncFeedError'];

/** Feeds under `where` whose last sync failed, most recent first, with their property and unit. */
export async function listFeedErrors(db: Queryable, where: SQL, limit = 50): Promise<SyncFeedError[]> {
  const rows = await db
    .select({
      feedId: icalFeeds.id,
      feedName: icalFeeds.name,
      channel: icalFeeds.channel,
      propertyId: properties.id,
      propertyName: properties.name,
      unitId: accommodationUnits.id,
      unitName: accommodationUnits.name,
      lastError: icalFeeds.lastError,
      lastFetchedAt: icalFeeds.lastFetchedAt,
    })
    .from(icalFeeds)
    .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
    .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
    .where(and(where, eq(icalFeeds.lastStatus, 'error')))
    .orderBy(desc(icalFeeds.lastFetchedAt), desc(icalFeeds.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    channel: row.channel as SyncFeedError['channel'],
    lastError: row.lastError ?? 'The last sync failed',
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  }));
}
