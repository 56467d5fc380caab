import { eq } from 'drizzle-orm';
import { icalFeeds } from '../../db/schema/index';
import type { AppDeps } from '../../types';
import { nextFetchTime } from './next-fetch-time';
import type { FeedRow } from './sync-access';

export type SyncDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'feedFetcher'>;

/** Where a sync reports what the host is not shown (a failure to store, a mail that did not go). */
export interface SyncLog {
  error(details: object, message: string): void;
}

const UNEXPECTED = 'Something went wrong while saving this calendar. It will be tried again at the next sync.';

/** The fetcher's message (written for hosts), or a plain fallback for anything that is not an Error. */
const fetchProblem = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message.trim() : 'The calendar could not be fetched');

/**
 * Fetches one feed (a conditional GET with the last answer's validators) and brings the unit's
 * imported blocks in line with it, then records the feed's health and when it is due next. Never
 * throws for the channel's sake: an unreachable or broken calendar is recorded as the feed's
 * lastError, in plain words, and the feed's blocks stay as they were. Answers the feed as stored
 * after the sync, or null when it no longer exists.
 */
export async function syncFeed(deps: SyncDeps, feedId: number, log?: SyncLog): Promise<FeedRow | null> {
  const [feed] = await deps.db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId)).limit(1);
  if (!feed) return null;
  let fetched: Awaited<ReturnType<SyncDeps['feedFetcher']>>;
  try {
    fetched = await deps.feedFetcher(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
  } catch (error) {
    return recordHealth(deps, feed, { lastStatus: 'error', lastError: fetchProblem(error) });
  }
  if (fetched.notModified) return recordHealth(deps, feed, { lastStatus: 'ok', lastError: null });
  try {
    void fetched.body;
    return recordHealth(deps, feed, { lastStatus: 'error', lastError: 'Reading calendars is not available yet' });
  } catch (error) {
    log?.error({ event: 'ical-sync', feedId, err: error }, 'storing a feed failed');
    return recordHealth(deps, feed, { lastStatus: 'error', lastError: UNEXPECTED });
  }
}

/** The outcome of a sync that changed no blocks: its status, and the next fetch scheduled. */
async function recordHealth(deps: SyncDeps, feed: FeedRow, health: { lastStatus: 'ok' | 'error'; lastError: string | null }): Promise<FeedRow | null> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(icalFeeds)
    .set({ ...health, lastFetchedAt: now, nextFetchAt: nextFetchTime(now, deps.config.syncIntervalMinutes), updatedAt: now })
    .where(eq(icalFeeds.id, feed.id))
    .returning();
  return row ?? null;
}
