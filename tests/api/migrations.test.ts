import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { countApplied, DatabaseAheadError, runMigrations } from '../../src/server/db/migrate';
import { prepareDatabase } from '../../src/server/db/prepare-database';
import { seedDemoAccounts } from '../../src/server/db/seed/seed-demo';
import { seedReferenceData } from '../../src/server/db/seed/seed-reference';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function tableCounts() {
  const tables = ['property_types', 'languages', 'questions', 'amenity_categories', 'amenities', 'plans', 'users'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
    counts[table] = row.n;
  }
  return counts;
}

/** Everything a start could change: the schema as the catalog describes it, and every table's rows. */
async function snapshot() {
  const read = async (query: string) => rowsOf<Record<string, unknown>>(await t.db.execute(sql.raw(query)));
  const ours = "in ('public', 'drizzle')";
  const schema = {
    columns: await read(`select table_schema, table_name, column_name, data_type, column_default, is_nullable from information_schema.columns where table_schema ${ours} order by 1, 2, 3`),
    constraints: await read(`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition from pg_constraint where connamespace::regnamespace::text ${ours} order by 1, 2`),
    indexes: await read(`select schemaname, indexname, indexdef from pg_indexes where schemaname ${ours} order by 1, 2`),
    triggers: await read(`select tgrelid::regclass::text as on_table, tgname, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal order by 1, 2`),
    functions: await read(`select proname, md5(pg_get_functiondef(p.oid)) as definition from pg_proc p where pronamespace::regnamespace::text ${ours} and prokind in ('f', 'p') order by 1, 2`),
    extensions: await read(`select extname, extversion from pg_extension order by 1`),
  };
  const tables = await read(`select table_schema || '.' || table_name as name from information_schema.tables where table_schema ${ours} and table_type = 'BASE TABLE' order by 1`);
  const data: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [row] = await read(`select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${name} r`);
    data[String(name)] = row;
  }
  return { schema, data };
}

describe('migrations and seed', () => {
  it('migrates nothing on a second start', async () => {
    const before = await countApplied(t.database);
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await runMigrations(t.database)).toBe(0);
    expect(await countApplied(t.database)).toBe(before);
  });

  it('refuses a database a newer build migrated, naming why, and applies nothing (a rollback)', async () => {
    const future = Date.parse('2099-01-01T00:00:00Z');
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${future})`);
    try {
      const before = await countApplied(t.database);
      const refused = runMigrations(t.database);
      await expect(refused).rejects.toBeInstanceOf(DatabaseAheadError);
      await expect(refused).rejects.toThrow('the database has 1 migration this build does not know (the newest applied 2099-01-01T00:00:00.000Z): a newer version of the portal has run on it.');
      expect(await countApplied(t.database)).toBe(before);
    } finally {
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-build'`);
    }
    expect(await runMigrations(t.database)).toBe(0);
  });

  it('has btree_gist installed for the no-double-booking constraint', async () => {
    const rows = rowsOf<{ extname: string }>(await t.db.execute(sql`select extname from pg_extension where extname = 'btree_gist'`));
    expect(rows).toHaveLength(1);
  });

  it('leaves no calendar-change notification behind: nothing listens for it (migration 0029)', async () => {
    const triggers = rowsOf<{ tgname: string }>(await t.db.execute(sql`select tgname from pg_trigger where not tgisinternal and tgname like '%calendar_changed'`));
    const functions = rowsOf<{ proname: string }>(await t.db.execute(sql`select proname from pg_proc where proname = 'notify_calendar_changed'`));
    expect({ triggers, functions }).toEqual({ triggers: [], functions: [] });
  });

  it('inserts nothing when the seed runs again', async () => {
    const before = await tableCounts();
    expect(await seedReferenceData(t.db)).toBe(0);
    expect(await tableCounts()).toEqual(before);
  });

  it('creates the demo accounts once', async () => {
    expect(await seedDemoAccounts(t.db)).toBe(2);
    expect(await seedDemoAccounts(t.db)).toBe(0);
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/v1/web/auth/sign-in/email',
      payload: { email: 'admin@demo.lk', password: 'Lagoon2026' },
    });
    expect(signIn.json().data.user.role).toEqual({ guard: 'ADMIN' });
  });

  it('changes neither the schema nor any row when a start prepares the database again', async () => {
    // With the photo storage, so the demo listing's photos are made (once) too.
    const start = () => prepareDatabase(t.database, { seedDemo: true, serverSecret: t.config.jwtSecret, listingPhotos: t.app.deps.listingPhotos });
    await start();
    const before = await snapshot();
    expect(Object.keys(before.data).length).toBeGreaterThan(20);
    expect(await start()).toEqual({ migrationsApplied: 0, referenceRowsInserted: 0, demoAccountsCreated: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
