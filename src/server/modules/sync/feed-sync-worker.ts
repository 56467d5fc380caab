import { eq } from 'drizzle-orm';
import { icalFeeds } from '../../db/schema/index';
import { createJobWorker, type JobLog, type JobObserver, type JobWorker } from '../../lib/jobs/job-worker';
import { claimDueJobs, releaseJob } from '../../lib/jobs/lease-queue';
import { FEED_QUEUE } from './feed-sync-lease';
import { nextFetchTime } from './next-fetch-time';
import { syncFeed, type SyncDeps } from './sync-feed';

const SYNC_FAILED = 'Something went wrong while syncing this calendar. It will be tried again at the next sync.';

export interface FeedSyncWorkerOptions {
  deps: SyncDeps;
  log: JobLog;
  /** This process's name in locked_by (newLeaseHolder('worker')). */
  holder: string;
  /** Feeds fetched at once by this process: each waits on the network, not on the CPU. */
  concurrency?: number;
  pollMs?: number;
  /** Counts the syncs (metrics). */
  observer?: JobObserver;
}

/**
 * The scheduler of every server process: claims due feeds (FOR UPDATE SKIP LOCKED, so the
 * processes behind a load balancer share them out and none is fetched twice) and syncs each on
 * its own. syncFeed records the outcome and the next fetch time itself; if it throws (the
 * database failed under it), the feed is marked failed and rescheduled here, and the others go on.
 */
export function createFeedSyncWorker({ deps, log, holder, concurrency = 4, pollMs = 5_000, observer }: FeedSyncWorkerOptions): JobWorker {
  return createJobWorker({
    claim: (limit) => claimDueJobs(deps.db, FEED_QUEUE, { workerId: holder, now: deps.clock(), limit }),
    run: async (id) => {
      await syncFeed(deps, id, log);
    },
    onFailure: async (id, error) => {
      log.error({ event: 'ical-sync', feedId: id, err: error }, 'a scheduled feed sync failed');
      const now = deps.clock();
      await deps.db
        .update(icalFeeds)
        .set({ lastStatus: 'error', lastError: SYNC_FAILED, nextFetchAt: nextFetchTime(now, deps.config.syncIntervalMinutes), updatedAt: now })
        .where(eq(icalFeeds.id, id));
    },
    release: async (id) => {
      await releaseJob(deps.db, FEED_QUEUE, id, { workerId: holder });
    },
    concurrency,
    pollMs,
    log,
    observer,
  });
}
