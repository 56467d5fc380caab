import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { countApplied, runMigrations } from '../../src/server/db/migrate';
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

describe('migrations and seed', () => {
  it('migrates nothing on a second start', async () => {
    const before = await countApplied(t.database);
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await runMigrations(t.database)).toBe(0);
    expect(await countApplied(t.database)).toBe(before);
  });

  it('has btree_gist installed for the no-double-booking constraint', async () => {
    const rows = rowsOf<{ extname: string }>(await t.db.execute(sql`select extname from pg_extension where extname = 'btree_gist'`));
    expect(rows).toHaveLength(1);
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
});
