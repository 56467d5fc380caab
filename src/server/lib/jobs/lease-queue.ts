import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database';

/**
 * A table whose rows are recurring jobs: an integer `id`, a due-time column, and the lease columns
 * `locked_until` (timestamptz) and `locked_by` (text). The rows themselves are the queue, so "when
 * is this feed due" and "who is fetching it" live next to the feed.
 */
export interface LeaseTable {
  table: string;
  dueColumn: string;
  /** How long a claim holds a job. A process that dies mid-job loses it when the lease runs out. */
  leaseMs: number;
}

export interface ClaimOptions {
  /** Names the claiming process (host, pid, random), so a release never clears another's lease. */
  workerId: string;
  now: Date;
}

/**
 * Claims up to `limit` due jobs that nobody holds (or whose holder's lease ran out): one statement,
 * `FOR UPDATE SKIP LOCKED`, so processes claiming at the same moment each get different rows and
 * none waits on another. A row another transaction has just claimed and committed is re-checked by
 * PostgreSQL against the new `locked_until` and left out. Answers the claimed ids.
 */
export async function claimDueJobs(db: Database, queue: LeaseTable, { workerId, now, limit }: ClaimOptions & { limit: number }): Promise<number[]> {
  if (limit <= 0) return [];
  const table = sql.identifier(queue.table);
  const due = sql.identifier(queue.dueColumn);
  const at = now.toISOString();
  const until = new Date(now.getTime() + queue.leaseMs).toISOString();
  // MATERIALIZED: the locking SELECT runs once; inlined into the UPDATE it could be re-run.
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with picked as materialized (
        select id from ${table}
        where ${due} <= ${at}::timestamptz and (locked_until is null or locked_until <= ${at}::timestamptz)
        order by ${due}, id
        limit ${limit}
        for update skip locked
      )
      update ${table} as job set locked_until = ${until}::timestamptz, locked_by = ${workerId}
      from picked where job.id = picked.id
      returning job.id`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Claims one job now, due or not ("Sync now", a feed just added), unless someone holds it. Answers
 * false when it is held: the caller should not run it a second time alongside.
 */
export async function claimJob(db: Database, queue: LeaseTable, id: number, { workerId, now }: ClaimOptions): Promise<boolean> {
  const table = sql.identifier(queue.table);
  const at = now.toISOString();
  const until = new Date(now.getTime() + queue.leaseMs).toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${table} set locked_until = ${until}::timestamptz, locked_by = ${workerId}
      where id = ${id} and (locked_until is null or locked_until <= ${at}::timestamptz)
      returning id`),
  );
  return rows.length === 1;
}

/**
 * Gives a job back, and sets when it is due next if `nextRunAt` is given (a job that reschedules
 * itself leaves it out). Only the lease holder's release counts: answers false when the lease ran
 * out and another process claimed the job meanwhile, whose schedule is then left alone.
 */
export async function releaseJob(db: Database, queue: LeaseTable, id: number, { workerId, nextRunAt }: { workerId: string; nextRunAt?: Date }): Promise<boolean> {
  const table = sql.identifier(queue.table);
  const due = sql.identifier(queue.dueColumn);
  const reschedule = nextRunAt ? sql`, ${due} = ${nextRunAt.toISOString()}::timestamptz` : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${table} set locked_until = null, locked_by = null ${reschedule}
      where id = ${id} and locked_by = ${workerId}
      returning id`),
  );
  return rows.length === 1;
}
