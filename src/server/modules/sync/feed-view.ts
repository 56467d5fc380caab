import { and, count, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { icalConflicts, reservations } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { OCCUPYING_STATUSES } from '../../../shared/reservation-status';
import type { FeedRow } from './sync-access';

export type IcalFeedView = components['schemas']['IcalFeed'];

/**
 * A conflict is open while what it collides with still holds the nights: a host block (deleting
 * it deletes the conflict) or a reservation in an occupying status. A cancelled reservation's
 * conflict is over at once, though its row waits for the feed's next sync to go.
 * Needs `reservations` left-joined on the conflict's reservation.
 */
export const openConflict: SQL = or(isNotNull(icalConflicts.blockId), inArray(reservations.status, [...OCCUPYING_STATUSES]))!;

/** Open conflicts per feed, for the feeds' health. */
export async function countOpenConflicts(db: Queryable, feedIds: number[]): Promise<Map<number, number>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db
    .select({ feedId: icalConflicts.feedId, n: count() })
    .from(icalConflicts)
    .leftJoin(reservations, eq(reservations.id, icalConflicts.reservationId))
    .where(and(inArray(icalConflicts.feedId, feedIds), openConflict))
    .groupBy(icalConflicts.feedId);
  return new Map(rows.map((row) => [row.feedId, row.n]));
}

export function toFeedView(feed: FeedRow, openConflicts: number): IcalFeedView {
  return {
    id: feed.id,
    unitId: feed.unitId,
    name: feed.name,
    channel: feed.channel as IcalFeedView['channel'],
    url: feed.url,
    lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
    nextFetchAt: feed.nextFetchAt?.toISOString() ?? null,
    lastStatus: feed.lastStatus as IcalFeedView['lastStatus'],
    lastError: feed.lastError,
    lastNotice: feed.lastNotice,
    emptySince: feed.emptySince?.toISOString() ?? null,
    eventsSeen: feed.eventsSeen,
    eventsPast: feed.eventsPast,
    eventsAdded: feed.eventsAdded,
    eventsChanged: feed.eventsChanged,
    eventsRemoved: feed.eventsRemoved,
    eventsUnreadable: feed.eventsUnreadable,
    unreadableEvents: feed.unreadableEvents,
    openConflicts,
    createdAt: feed.createdAt.toISOString(),
  };
}

/** One feed as the API shows it, with its open conflicts counted. */
export async function loadFeedView(db: Queryable, feed: FeedRow): Promise<IcalFeedView> {
  const counts = await countOpenConflicts(db, [feed.id]);
  return toFeedView(feed, counts.get(feed.id) ?? 0);
}
