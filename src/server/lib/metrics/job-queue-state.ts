import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { icalFeeds, mailOutbox } from '../../db/schema/index';

/** One queue as the whole deployment sees it: the rows are the queue, so every process reads the same. */
export interface QueueState {
  queue: 'mail_outbox' | 'ical_feeds';
  /** Due now and held by no process: waiting for a free worker slot. */
  due: number;
  /** Held by a process (being sent or fetched, or the holder died and its lease has not run out). */
  leased: number;
  /** Mails whose last try failed (given up ones too); feeds whose last sync failed. */
  failing: number;
}

const notHeld = (lockedUntil: typeof mailOutbox.lockedUntil | typeof icalFeeds.lockedUntil, now: Date) => or(isNull(lockedUntil), lte(lockedUntil, now));
const held = (lockedUntil: typeof mailOutbox.lockedUntil | typeof icalFeeds.lockedUntil, now: Date) => gt(lockedUntil, now);
/** count(*) filter (where …): one pass over each table for all three numbers. */
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Read at each scrape of /metrics: small tables, one statement each. */
export async function readQueueStates(db: Database, now: Date): Promise<QueueState[]> {
  const [mail, feeds] = await Promise.all([
    db
      .select({
        due: countWhere(and(lte(mailOutbox.deliverAt, now), notHeld(mailOutbox.lockedUntil, now))),
        leased: countWhere(held(mailOutbox.lockedUntil, now)),
        failing: countWhere(gt(mailOutbox.attempts, 0)),
      })
      .from(mailOutbox),
    db
      .select({
        due: countWhere(and(lte(icalFeeds.nextFetchAt, now), notHeld(icalFeeds.lockedUntil, now))),
        leased: countWhere(held(icalFeeds.lockedUntil, now)),
        failing: countWhere(eq(icalFeeds.lastStatus, 'error')),
      })
      .from(icalFeeds),
  ]);
  return [
    { queue: 'mail_outbox', due: mail[0]?.due ?? 0, leased: mail[0]?.leased ?? 0, failing: mail[0]?.failing ?? 0 },
    { queue: 'ical_feeds', due: feeds[0]?.due ?? 0, leased: feeds[0]?.leased ?? 0, failing: feeds[0]?.failing ?? 0 },
  ];
}
