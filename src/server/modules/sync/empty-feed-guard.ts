import { and, eq, gt, sql } from 'drizzle-orm';
import { icalFeedEvents, icalFeeds } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { JITTER_SHARE, nextFetchTime } from './next-fetch-time';
import { storeFeedEvents } from './store-feed-events';
import type { FeedRow } from './sync-access';

/**
 * A channel that suddenly answers a calendar with no nights from today on is far more often a
 * glitch on its side (an export served while it rebuilds, a listing briefly unlinked) than every
 * guest cancelling at once; reopening all those nights would invite double bookings. So such an
 * answer is held back: the feed keeps its blocks and `empty_since` says since when it came back
 * empty, until a fetch at least one sync interval later answers empty again, or the host confirms.
 */

export interface EmptyGuardOptions {
  today: string;
  now: Date;
  intervalMinutes: number;
}

/**
 * The earliest moment a second empty answer confirms the first: the soonest the scheduler fetches
 * again (the interval less its jitter, next-fetch-time.ts), so the scheduled fetch after the first
 * empty answer confirms it and a 'Sync now' pressed meanwhile does not.
 */
function emptyConfirmableAt(emptySince: Date, intervalMinutes: number): Date {
  return new Date(emptySince.getTime() + Math.round(intervalMinutes * 60_000 * (1 - JITTER_SHARE)));
}

/** Whether the feed holds events with nights from today on: what an empty answer would release. */
async function holdsNightsFromToday(tx: Queryable, feedId: number, today: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(icalFeedEvents)
    .where(and(eq(icalFeedEvents.feedId, feedId), gt(icalFeedEvents.endsOn, today)))
    .limit(1);
  return row !== undefined;
}

/**
 * For a whole calendar read with no events from today on, in the sync's transaction with the feed
 * locked: holds it back (records the read and when the feed first came back empty, blocks and
 * validators untouched, so the next fetch reads the calendar in full again) and answers the feed,
 * or answers null when the empty calendar is to be stored: the feed held nothing from today on, or
 * this answer confirms an earlier one.
 */
export async function holdEmptyAnswer(tx: Queryable, feed: FeedRow, { today, now, intervalMinutes }: EmptyGuardOptions): Promise<FeedRow | null> {
  if (!(await holdsNightsFromToday(tx, feed.id, today))) return null;
  if (feed.emptySince && now >= emptyConfirmableAt(feed.emptySince, intervalMinutes)) return null;
  const [row] = await tx
    .update(icalFeeds)
    .set({
      emptySince: feed.emptySince ?? now,
      lastStatus: 'ok',
      lastError: null,
      lastFetchedAt: now,
      nextFetchAt: nextFetchTime(now, intervalMinutes),
      updatedAt: now,
    })
    .where(eq(icalFeeds.id, feed.id))
    .returning();
  return row;
}

/**
 * The host's confirmation that the feed really is empty, in the caller's transaction with the feed
 * locked: its events and blocks go as a confirming fetch would store the empty calendar. The
 * validators are forgotten: they belong to the calendar that was stored before, and a 304 against
 * them would claim that calendar is current.
 */
export async function releaseEmptyFeed(tx: Queryable, feed: FeedRow, { today, now }: Omit<EmptyGuardOptions, 'intervalMinutes'>): Promise<FeedRow> {
  const counts = await storeFeedEvents(tx, feed, [], today, now);
  const [row] = await tx
    .update(icalFeeds)
    .set({ ...counts, etag: null, lastModified: null, lastNotice: null, emptySince: null, updatedAt: now })
    .where(eq(icalFeeds.id, feed.id))
    .returning();
  return row;
}
