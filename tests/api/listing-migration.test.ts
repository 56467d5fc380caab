import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type OpenDatabase } from '../../src/server/db/database';
import { runMigrations } from '../../src/server/db/migrate';
import { migrationsUpTo, openEmptyDatabase, readJournal } from './helpers/migration-fixture';

/**
 * A data directory from before the listing wizard (migrations 0000–0002 applied, a property in
 * it) takes the wizard's migrations at the next start and keeps its data.
 */
let database: OpenDatabase;
let dispose: () => Promise<void>;
let oldMigrations: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  ({ database, dispose } = await openEmptyDatabase());
  oldMigrations = await migrationsUpTo(2);
}, 60_000);
afterAll(async () => {
  await dispose?.();
  await oldMigrations?.remove();
});

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));

describe('the listing wizard migration', () => {
  it('applies to a database at 0002 holding a property, and keeps the property', async () => {
    expect(await runMigrations(database, oldMigrations.dir)).toBe(3);
    await database.db.execute(sql`insert into users (email, first_name, last_name, role) values ('old@example.lk', 'Old', 'Host', 'HOST')`);
    await database.db.execute(sql`insert into properties (owner_id, status, name) select id, 'draft', 'Old Draft' from users`);

    const total = (await readJournal()).length;
    expect(await runMigrations(database)).toBe(total - 3);
    const [row] = await query<{ name: string; version: number; district: string | null; rate_plans: unknown }>(
      sql`select name, version, district, rate_plans from properties`,
    );
    expect(row).toEqual({ name: 'Old Draft', version: 1, district: null, rate_plans: null });
    expect(await runMigrations(database)).toBe(0);
  });
});
