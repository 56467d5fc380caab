import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { claimJob, releaseJob, type LeaseTable } from '../../lib/jobs/lease-queue';
import type { FeedRow } from './sync-access';
import { syncFeed, type SyncDeps, type SyncLog } from './sync-feed';

/**
 * Import feeds as a lease queue: due by next_fetch_at (which every sync moves on by the interval,
 * ± jitter), held through locked_until/locked_by. Two minutes outlast a 10 s fetch and storing the
 * largest calendar many times over; a process that dies mid-sync holds its feeds no longer than that.
 */
export const FEED_QUEUE: LeaseTable = { table: 'ical_feeds', dueColumn: 'next_fetch_at', leaseMs: 2 * 60_000 };

/** Names who holds a lease in locked_by: host and process, and a random part per worker or request. */
export function newLeaseHolder(kind: 'worker' | 'request'): string {
  return `${kind}:${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** The lease columns of a feed row inserted already held, so no worker claims it before its first sync. */
export function heldLease(now: Date, holder: string): { lockedUntil: Date; lockedBy: string } {
  return { lockedUntil: new Date(now.getTime() + FEED_QUEUE.leaseMs), lockedBy: holder };
}

/** Syncs a feed whose lease `holder` already has, and gives the lease back whatever happens. */
export async function syncHeldFeed(deps: SyncDeps, feedId: number, holder: string, log?: SyncLog): Promise<FeedRow | null> {
  try {
    return await syncFeed(deps, feedId, log);
  } finally {
    await releaseJob(deps.db, FEED_QUEUE, feedId, { workerId: holder });
  }
}

/**
 * A sync a person asked for ("Sync now", a changed link), unless a scheduler in some process is
 * syncing this feed at this moment: then `busy`, and the caller shows the feed as it is (the
 * running sync records its outcome in a few seconds). Either way the feed is fetched once.
 */
export async function syncFeedUnlessBusy(deps: SyncDeps, feedId: number, log?: SyncLog): Promise<{ busy: true } | { busy: false; feed: FeedRow | null }> {
  const holder = newLeaseHolder('request');
  if (!(await claimJob(deps.db, FEED_QUEUE, feedId, { workerId: holder, now: deps.clock() }))) return { busy: true };
  return { busy: false, feed: await syncHeldFeed(deps, feedId, holder, log) };
}
