import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/database';
import { throttleCounters } from '../db/schema/index';

export interface ThrottleRule {
  /** Hits allowed within one window. */
  limit: number;
  windowMs: number;
}

export interface ThrottleState {
  hits: number;
  /** Milliseconds until the window resets (0 when no window is open). */
  retryAfterMs: number;
}

/**
 * A fixed-window counter in the database (table throttle_counters), so every server process
 * behind a load balancer counts the same attempts; @fastify/rate-limit's default store is per
 * process memory, which N processes would multiply by N. One upsert per hit, atomic in PostgreSQL:
 * a window that has run out starts again at 1.
 */
export async function hitThrottle(db: Database, key: string, rule: ThrottleRule, now: Date): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const at = now.toISOString();
  const rows = rowsOf<{ hits: number; window_start: string | Date }>(
    await db.execute(sql`
      insert into throttle_counters (key, window_start, hits) values (${key}, ${at}, 1)
      on conflict (key) do update set
        hits = case when throttle_counters.window_start <= ${windowStart} then 1 else throttle_counters.hits + 1 end,
        window_start = case when throttle_counters.window_start <= ${windowStart} then ${at}::timestamptz else throttle_counters.window_start end
      returning hits, window_start`),
  );
  return stateOf(rows[0], rule, now);
}

/**
 * Hands back one hit taken by hitThrottle for an attempt that was not used up (refused by another
 * key, or a success that should not count). Never below 0; a window that restarted in between
 * loses one hit it did not have, which only errs towards the person.
 */
export async function giveBackThrottle(db: Database, key: string): Promise<void> {
  await db.execute(sql`update throttle_counters set hits = greatest(hits - 1, 0) where key = ${key}`);
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

function stateOf(row: { hits: number; window_start: string | Date } | undefined, rule: ThrottleRule, now: Date): ThrottleState {
  if (!row) return { hits: 0, retryAfterMs: 0 };
  const endsAt = new Date(row.window_start).getTime() + rule.windowMs;
  if (endsAt <= now.getTime()) return { hits: 0, retryAfterMs: 0 };
  return { hits: Number(row.hits), retryAfterMs: endsAt - now.getTime() };
}
