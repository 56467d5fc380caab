import { eq } from 'drizzle-orm';
import { icalFeeds } from '../../db/schema/index';
import type { AppDeps } from '../../types';
import { RECURRENCE_LIMITS } from '../../lib/ical/expand-recurring-events';
import { FeedIncompleteError, FeedParseError, parseFeed, type ParsedFeed } from '../../lib/ical/parse-feed';
import { addDays, sriLankaToday, SRI_LANKA_TIME_ZONE } from '../../../shared/reservation-dates';
import { holdEmptyAnswer } from './empty-feed-guard';
import { nextFetchTime } from './next-fetch-time';
import { notifySyncConflicts } from './notify-sync-conflicts';
import { keepUnreadableEvents } from './keep-unreadable-events';
import { storeFeedEvents } from './store-feed-events';
import type { FeedRow } from './sync-access';

export type SyncDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'feedFetcher'>;

/** Where a sync reports what the host is not shown (a failure to store, a mail that did not go). */
export interface SyncLog {
  error(details: object, message: string): void;
}

const UNEXPECTED = 'Something went wrong while saving this calendar. It will be tried again at the next sync.';
const NOT_A_CALENDAR = 'This link did not return a calendar. Copy the export link from the channel again (it usually ends in .ics).';
const INCOMPLETE = 'The calendar arrived cut off part way, so nothing was changed. The next sync will try again.';

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
  if (fetched.notModified) {
    // Unchanged since what was stored: a calendar that came back empty is back as it was.
    const unchanged = await recordHealth(deps, feed, { lastStatus: 'ok', lastError: null, emptySince: null });
    await notifySyncConflicts(deps, feed.id, log); // a mail that failed last time is tried again
    return unchanged;
  }
  let parsed: ParsedFeed;
  try {
    parsed = parseFeed(fetched.body, { timeZone: SRI_LANKA_TIME_ZONE, horizon: syncHorizon(deps.clock()) });
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    // Not whole, or not a calendar: the blocks the feed holds stay as they are.
    return recordHealth(deps, feed, { lastStatus: 'error', lastError: error instanceof FeedIncompleteError ? INCOMPLETE : NOT_A_CALENDAR });
  }
  try {
    const stored = await storeSync(deps, feed, parsed, { etag: fetched.etag, lastModified: fetched.lastModified });
    await notifySyncConflicts(deps, feed.id, log);
    return stored;
  } catch (error) {
    log?.error({ event: 'ical-sync', feedId, err: error }, 'storing a feed failed');
    return recordHealth(deps, feed, { lastStatus: 'error', lastError: UNEXPECTED });
  }
}

/**
 * The days a sync keeps: from today (what ended before is history, see storeSync) to two years
 * ahead, the span repeating events are expanded over.
 */
function syncHorizon(now: Date): { from: string; to: string } {
  const today = sriLankaToday(now);
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 February two years on is 1 March.
  const to = `${year + RECURRENCE_LIMITS.horizonYears}${rest}`;
  return { from: today, to: rest === '-02-29' ? addDays(`${year + RECURRENCE_LIMITS.horizonYears}-02-28`, 1) : to };
}

/**
 * The events read, stored in one transaction with the feed's new health and validators (so a
 * 304 next time means "what we stored is current"). Events that ended before today are left out:
 * those nights are past, and channels keep them in their exports for a while. They are counted
 * apart (eventsPast), and eventsSeen counts the rest.
 */
async function storeSync(deps: SyncDeps, feed: FeedRow, parsed: ParsedFeed, validators: { etag: string | null; lastModified: string | null }): Promise<FeedRow | null> {
  const now = deps.clock();
  const today = sriLankaToday(now);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id)).for('update');
    // Deleted, or pointed at another URL while this one was fetched: this calendar is not its own any more.
    if (!locked || locked.url !== feed.url) return locked ?? null;
    const { events, unreadableEvents } = await keepUnreadableEvents(tx, locked.id, parsed);
    const current = events.filter((event) => event.endsOn > today);
    if (current.length === 0) {
      const held = await holdEmptyAnswer(tx, locked, { today, now, intervalMinutes: deps.config.syncIntervalMinutes });
      if (held) return held;
    }
    const counts = await storeFeedEvents(tx, locked, current, today, now);
    const [row] = await tx
      .update(icalFeeds)
      .set({
        ...counts,
        eventsPast: events.length - current.length,
        eventsUnreadable: parsed.unreadable,
        unreadableEvents,
        ...validators,
        lastStatus: 'ok',
        lastError: null,
        lastNotice: parsed.notice,
        emptySince: null,
        lastFetchedAt: now,
        nextFetchAt: nextFetchTime(now, deps.config.syncIntervalMinutes),
        updatedAt: now,
      })
      .where(eq(icalFeeds.id, locked.id))
      .returning();
    return row;
  });
}

/** The outcome of a sync that changed no blocks: its status, and the next fetch scheduled. */
async function recordHealth(deps: SyncDeps, feed: FeedRow, health: { lastStatus: 'ok' | 'error'; lastError: string | null; emptySince?: null }): Promise<FeedRow | null> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(icalFeeds)
    .set({ ...health, lastFetchedAt: now, nextFetchAt: nextFetchTime(now, deps.config.syncIntervalMinutes), updatedAt: now })
    .where(eq(icalFeeds.id, feed.id))
    .returning();
  return row ?? null;
}
