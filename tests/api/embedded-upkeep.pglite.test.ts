import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../../src/server/db/database';
import { runUpkeepPass, startEmbeddedUpkeep } from '../../src/server/db/embedded-upkeep';
import { wrapPglite } from '../../src/server/db/open-database';

/**
 * The embedded database's upkeep on a real PGlite, through the same driver as the server
 * (statement cache and drizzle): what autovacuum would vacuum and analyze is, and nothing else.
 * Collected in the PGlite pass only (vitest.config.ts): PostgreSQL servers have autovacuum.
 */

let raw: PGlite;
let database: OpenDatabase;

async function tableState(name: string) {
  await raw.query('select pg_stat_force_next_flush()');
  const { rows } = await raw.query<{ dead: number; rows: number; bytes: number }>(
    `select s.n_dead_tup::int as dead, c.reltuples::int as rows, pg_relation_size(c.oid)::int as bytes
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = $1`,
    [name],
  );
  return rows[0];
}

const fill = (table: string, count: number) => raw.exec(`insert into ${table} (guest) select 'Guest ' || g from generate_series(1, ${count}) g`);

// One PGlite for the file (starting one takes seconds); each test starts from new, analyzed tables.
beforeAll(async () => {
  raw = await PGlite.create();
  database = wrapPglite(raw);
});
afterAll(() => raw.close());
beforeEach(async () => {
  await raw.exec(`drop table if exists stays, notes;
    create table stays (id serial primary key, guest text not null);
    create table notes (id serial primary key, guest text not null)`);
  await fill('stays', 1000);
  await fill('notes', 1000);
  await runUpkeepPass(database.db, { everyTable: true });
});

describe('the embedded database upkeep', () => {
  it('analyzes a table never analyzed, whatever its counters say', async () => {
    await raw.exec('create table if not exists fresh (id int); truncate fresh; insert into fresh select generate_series(1, 40)');
    expect((await tableState('fresh')).rows).toBe(-1);

    const pass = await runUpkeepPass(database.db);

    expect(pass.analyzed).toContain('fresh');
    expect((await tableState('fresh')).rows).toBe(40);
    expect(pass.analyzed).not.toContain('stays');
    await raw.exec('drop table fresh');
  });

  it('vacuums and analyzes a table once its dead rows pass 50 + 20 % of its rows, and frees their space for new rows', async () => {
    await raw.exec('delete from stays where id <= 300'); // 300 > 50 + 0.2 × 1000
    const before = await tableState('stays');
    expect(before.dead).toBe(300);

    const pass = await runUpkeepPass(database.db);

    expect(pass).toMatchObject({ vacuumed: ['stays'], analyzed: ['stays'] });
    const after = await tableState('stays');
    expect(after.dead).toBe(0);
    expect(after.rows).toBe(700);
    // The freed space takes the next rows: the table does not grow.
    await fill('stays', 300);
    expect((await tableState('stays')).bytes).toBe(before.bytes);
  });

  it('leaves a table alone below the thresholds, and does nothing twice', async () => {
    await raw.exec('delete from stays where id <= 200'); // 200 < 250 dead; 200 > 150 changed: analyzed only
    await raw.exec('delete from notes where id <= 100'); // below both

    const first = await runUpkeepPass(database.db);
    expect(first).toMatchObject({ vacuumed: [], analyzed: ['stays'] });
    expect((await tableState('stays')).dead).toBe(200);

    expect(await runUpkeepPass(database.db)).toMatchObject({ vacuumed: [], analyzed: [] });
  });

  it('vacuums a table that only grew once the new rows pass 1 000 + 20 % of its rows, so its pages are marked all-visible', async () => {
    await fill('notes', 1100); // < 1000 + 0.2 × 1000 rows: not yet (analyzed: 2100 rows now)
    expect(await runUpkeepPass(database.db)).toMatchObject({ vacuumed: [], analyzed: ['notes'] });
    await fill('notes', 400); // 1500 > 1000 + 0.2 × 2100
    expect((await runUpkeepPass(database.db)).vacuumed).toEqual(['notes']);
  });

  it('vacuums every table in the pass made at start, when the last run’s dead rows are no longer counted', async () => {
    const pass = await runUpkeepPass(database.db, { everyTable: true });
    expect(pass.vacuumed).toEqual(expect.arrayContaining(['notes', 'stays']));
  });

  it('runs a pass over every table at start and one every interval; stop() waits for the pass under way', async () => {
    await raw.exec('delete from notes where id <= 400');
    const log = { info: vi.fn(), warn: vi.fn() };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const upkeep = startEmbeddedUpkeep(database, log, 60_000)!;
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
      expect(log.info.mock.calls[0][0].vacuumed).toEqual(expect.arrayContaining(['notes', 'stays']));
      expect(log.info.mock.calls[0][1]).toBe('embedded database upkeep');

      await raw.exec('delete from stays where id <= 400');
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
      expect(log.info.mock.calls[1][0]).toMatchObject({ vacuumed: ['stays'], analyzed: ['stays'] });

      await raw.exec('delete from notes');
      const pass = upkeep.runOnce();
      await upkeep.stop();
      await expect(pass).resolves.toMatchObject({ vacuumed: ['notes'] });
      vi.advanceTimersByTime(600_000);
      expect(log.info).toHaveBeenCalledTimes(2); // stopped: no more passes
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('starting the upkeep', () => {
  it('does nothing on PostgreSQL, which has autovacuum', () => {
    const postgres = { kind: 'postgres', db: {} } as OpenDatabase;
    expect(startEmbeddedUpkeep(postgres, { info: vi.fn(), warn: vi.fn() })).toBeNull();
  });

  it('logs a failed pass and tries again at the next one, without throwing', async () => {
    const failing = { kind: 'pglite', db: { execute: () => Promise.reject(new Error('database is closing')) } } as unknown as OpenDatabase;
    const log = { info: vi.fn(), warn: vi.fn() };
    const upkeep = startEmbeddedUpkeep(failing, log, 60_000)!;
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(log.warn.mock.calls[0][1]).toBe('embedded database upkeep failed; it is tried again at the next pass');
    await expect(upkeep.stop()).resolves.toBeUndefined();
  });
});
