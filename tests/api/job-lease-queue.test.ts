import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, type Database, type OpenDatabase } from '../../src/server/db/database';
import { createPool, wrapPostgres } from '../../src/server/db/open-database';
import { claimDueJobs, claimJob, releaseJob, type LeaseTable } from '../../src/server/lib/jobs/lease-queue';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// A table shaped like any recurring job table (the feeds table has the same columns).
const queue: LeaseTable = { table: 'lease_test_jobs', dueColumn: 'due_at', leaseMs: 120_000 };
const MINUTE = 60_000;

let test: TestDatabase;
let db: Database;
/** A second pool on PostgreSQL: another server process. On PGlite, the one client again. */
let other: OpenDatabase | null = null;
let otherDb: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await db.execute(sql`create table lease_test_jobs (id integer primary key, due_at timestamptz not null, locked_until timestamptz, locked_by text)`);
  other = test.url ? wrapPostgres(createPool(test.url)) : null;
  otherDb = other?.db ?? db;
});
afterAll(async () => {
  await other?.close();
  await test?.dispose();
});

const now = new Date('2026-09-01T10:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

async function seed(count: number, dueAt: (i: number) => Date = () => at(-MINUTE)) {
  await db.execute(sql`delete from lease_test_jobs`);
  for (let i = 1; i <= count; i += 50) {
    const values = Array.from({ length: Math.min(50, count - i + 1) }, (_, k) => sql`(${i + k}, ${dueAt(i + k).toISOString()}::timestamptz)`);
    await db.execute(sql`insert into lease_test_jobs (id, due_at) values ${sql.join(values, sql`, `)}`);
  }
}

const row = async (id: number) =>
  rowsOf<{ due_at: string | Date; locked_until: string | Date | null; locked_by: string | null }>(
    await db.execute(sql`select due_at, locked_until, locked_by from lease_test_jobs where id = ${id}`),
  )[0];

beforeEach(() => seed(0));

describe('claiming due jobs', () => {
  it('claims only due jobs nobody holds, and holds them for the lease', async () => {
    await seed(4, (i) => (i === 4 ? at(MINUTE) : at(-MINUTE)));
    await db.execute(sql`update lease_test_jobs set locked_until = ${at(MINUTE).toISOString()}::timestamptz, locked_by = 'busy' where id = 3`);
    const claimed = await claimDueJobs(db, queue, { workerId: 'a', now, limit: 10 });
    expect(claimed.sort()).toEqual([1, 2]);
    const held = await row(1);
    expect(held.locked_by).toBe('a');
    expect(new Date(held.locked_until!).getTime()).toBe(now.getTime() + queue.leaseMs);
    expect(await claimDueJobs(db, queue, { workerId: 'b', now, limit: 10 })).toEqual([]);
  });

  it('claims at most the limit, the longest-due first', async () => {
    await seed(5, (i) => at(-i * MINUTE));
    expect((await claimDueJobs(db, queue, { workerId: 'a', now, limit: 2 })).sort()).toEqual([4, 5]);
  });

  it('gives 100 due jobs to two pools claiming at once so that each job is claimed exactly once', async () => {
    await seed(100);
    const claimer = (database: Database, workerId: string) => async () => {
      const mine: number[] = [];
      for (;;) {
        const ids = await claimDueJobs(database, queue, { workerId, now, limit: 3 });
        if (ids.length === 0) return mine;
        mine.push(...ids);
      }
    };
    // Ten claimers per pool, each looping until nothing is left: on PostgreSQL twenty transactions race.
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => claimer(db, `a${i}`)()),
      ...Array.from({ length: 10 }, (_, i) => claimer(otherDb, `b${i}`)()),
    ]);
    const all = results.flat();
    expect(all).toHaveLength(100);
    expect(new Set(all).size).toBe(100);
    const holders = rowsOf<{ locked_by: string; n: number }>(await db.execute(sql`select locked_by, count(*)::int as n from lease_test_jobs group by locked_by`));
    expect(holders.reduce((sum, h) => sum + h.n, 0)).toBe(100);
    // Each claimer's own list matches the row's holder: no claim was overwritten by another.
    for (const [i, ids] of results.entries()) {
      const workerId = i < 10 ? `a${i}` : `b${i - 10}`;
      for (const id of ids) expect((await row(id)).locked_by).toBe(workerId);
    }
  });
});

describe('leases', () => {
  it('gives a crashed holder’s job to another worker once its lease has run out', async () => {
    await seed(1);
    expect(await claimDueJobs(db, queue, { workerId: 'crashed', now, limit: 1 })).toEqual([1]);
    // The holder dies here and never releases.
    expect(await claimDueJobs(otherDb, queue, { workerId: 'b', now: at(queue.leaseMs - 1), limit: 1 })).toEqual([]);
    expect(await claimDueJobs(otherDb, queue, { workerId: 'b', now: at(queue.leaseMs), limit: 1 })).toEqual([1]);
    expect((await row(1)).locked_by).toBe('b');
  });

  it('ignores the release of a holder whose lease ran out and was taken over', async () => {
    await seed(1);
    await claimDueJobs(db, queue, { workerId: 'slow', now, limit: 1 });
    await claimDueJobs(db, queue, { workerId: 'b', now: at(queue.leaseMs + 1), limit: 1 });
    expect(await releaseJob(db, queue, 1, { workerId: 'slow', nextRunAt: at(15 * MINUTE) })).toBe(false);
    expect((await row(1)).locked_by).toBe('b');
    expect(new Date((await row(1)).due_at).getTime()).toBe(at(-MINUTE).getTime());
  });

  it('releases with a new due time, or leaves the due time to a job that set its own', async () => {
    await seed(2);
    await claimDueJobs(db, queue, { workerId: 'a', now, limit: 2 });
    expect(await releaseJob(db, queue, 1, { workerId: 'a', nextRunAt: at(15 * MINUTE) })).toBe(true);
    expect(await releaseJob(db, queue, 2, { workerId: 'a' })).toBe(true);
    expect(await row(1)).toMatchObject({ locked_until: null, locked_by: null });
    expect(new Date((await row(1)).due_at).getTime()).toBe(at(15 * MINUTE).getTime());
    expect(new Date((await row(2)).due_at).getTime()).toBe(at(-MINUTE).getTime());
  });

  it('claims one job on demand, due or not, unless someone holds it', async () => {
    await seed(1, () => at(MINUTE));
    expect(await claimJob(db, queue, 1, { workerId: 'sync-now', now })).toBe(true);
    expect(await claimJob(otherDb, queue, 1, { workerId: 'again', now })).toBe(false);
    // Due by now, but held by the on-demand claim: the scheduler leaves it alone.
    expect(await claimDueJobs(otherDb, queue, { workerId: 'worker', now: at(1.5 * MINUTE), limit: 1 })).toEqual([]);
    await releaseJob(db, queue, 1, { workerId: 'sync-now' });
    expect(await claimJob(otherDb, queue, 1, { workerId: 'again', now })).toBe(true);
  });
});
