import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCustomPlans } from '../../src/server/db/custom-plans';
import { rowsOf, type Database } from '../../src/server/db/database';
import { buildTestApp, type TestApp } from './helpers/test-app';

// On the database the pass runs on (PGlite, or PostgreSQL under TEST_DATABASE_URL), through the
// server's connections and their statement caches.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs a statement three times (both caches have named it by then) and says how its runs were planned. */
async function plansOf(tx: Tx, probe: string): Promise<{ generic: number; custom: number }> {
  for (const id of [1, 2, 3]) await tx.execute(sql`select ${sql.raw(`'${probe}'`)} as probe, count(*)::int as n from users where id > ${id}`);
  const [row] = rowsOf<{ generic: number; custom: number }>(
    await tx.execute(sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like ${`%'${probe}' as probe%`}`),
  );
  return row!;
}

const planCacheMode = async (db: Database | Tx) => rowsOf<{ mode: string }>(await db.execute(sql`select current_setting('plan_cache_mode') as mode`))[0]!.mode;

describe('withCustomPlans', () => {
  it("plans its statements for their values, where the server's connections plan once for all values", async () => {
    const generic = await t.db.transaction((tx) => plansOf(tx, 'generic-probe'));
    expect(generic.custom).toBe(0);
    expect(generic.generic).toBeGreaterThan(0);
    const custom = await withCustomPlans(t.db, (tx) => plansOf(tx, 'custom-probe'));
    expect(custom.generic).toBe(0);
    expect(custom.custom).toBeGreaterThan(0);
  });

  it('leaves every connection planning generically afterwards, after an error too', async () => {
    expect(await withCustomPlans(t.db, (tx) => planCacheMode(tx))).toBe('force_custom_plan');
    await expect(withCustomPlans(t.db, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    // More calls than the pool has connections (10), so each of them is asked.
    for (let i = 0; i < 12; i++) expect(await planCacheMode(t.db)).toBe('force_generic_plan');
    const modes = await Promise.all(Array.from({ length: 12 }, () => planCacheMode(t.db)));
    expect(new Set(modes)).toEqual(new Set(['force_generic_plan']));
  });
});
