import { and, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, icalFeeds, properties } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { EMPTY_FEED_TEXT } from '../../../shared/empty-feed';

type SyncFeedError = components['schemas']['SyncFeedError'];

/**
 * Feeds under `where` whose last sync failed or that came back empty (their nights still blocked,
 * waiting for a confirmation), most recent first, with their property and unit.
 */
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
      lastStatus: icalFeeds.lastStatus,
      emptySince: icalFeeds.emptySince,
    })
    .from(icalFeeds)
    .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
    .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
    .where(and(where, or(eq(icalFeeds.lastStatus, 'error'), isNotNull(icalFeeds.emptySince))))
    .orderBy(desc(icalFeeds.lastFetchedAt), desc(icalFeeds.id))
    .limit(limit);
  return rows.map(({ lastStatus, ...row }) => ({
    ...row,
    channel: row.channel as SyncFeedError['channel'],
    // A failure after the empty answer is the latest news; otherwise the empty answer is.
    lastError: lastStatus === 'error' ? (row.lastError ?? 'The last sync failed') : EMPTY_FEED_TEXT.detail,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    emptySince: row.emptySince?.toISOString() ?? null,
  }));
}
