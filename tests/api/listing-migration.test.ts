import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { rowsOf, type OpenDatabase } from '../../src/server/db/database';
import { DEFAULT_MIGRATIONS_DIR, runMigrations } from '../../src/server/db/migrate';
import { createPool, pgliteOptions, wrapPglite, wrapPostgres } from '../../src/server/db/open-database';
import { adminQuery, withDatabase } from './helpers/test-database';

/**
 * A data directory from before the listing wizard (migrations 0000–0002 applied, a property in
 * it) takes the wizard's migrations at the next start and keeps its data.
 */
let database: OpenDatabase;
let dispose: () => Promise<void>;
let oldMigrations: string;

beforeAll(async () => {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `portal_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
    database = wrapPostgres(createPool(withDatabase(postgresUrl, name)));
    dispose = async () => {
      await database.close();
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  } else {
    database = wrapPglite(await PGlite.create(pgliteOptions()));
    dispose = () => database.close();
  }
  // The migrations folder as it was before 0003: its SQL files and a journal listing only them.
  oldMigrations = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0002-'));
  const journal = JSON.parse(await fs.readFile(path.join(DEFAULT_MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 2);
  await fs.mkdir(path.join(oldMigrations, 'meta'));
  await fs.writeFile(path.join(oldMigrations, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    await fs.copyFile(path.join(DEFAULT_MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(oldMigrations, `${entry.tag}.sql`));
  }
}, 60_000);
afterAll(async () => {
  await dispose?.();
  if (oldMigrations) await fs.rm(oldMigrations, { recursive: true, force: true });
});

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));

describe('the listing wizard migration', () => {
  it('applies to a database at 0002 holding a property, and keeps the property', async () => {
    expect(await runMigrations(database, oldMigrations)).toBe(3);
    await database.db.execute(sql`insert into users (email, first_name, last_name, role) values ('old@example.lk', 'Old', 'Host', 'HOST')`);
    await database.db.execute(sql`insert into properties (owner_id, status, name) select id, 'draft', 'Old Draft' from users`);

    const total = JSON.parse(await fs.readFile(path.join(DEFAULT_MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries.length;
    expect(await runMigrations(database)).toBe(total - 3);
    const [row] = await query<{ name: string; version: number; district: string | null; rate_plans: unknown }>(
      sql`select name, version, district, rate_plans from properties`,
    );
    expect(row).toEqual({ name: 'Old Draft', version: 1, district: null, rate_plans: null });
    expect(await runMigrations(database)).toBe(0);
  });
});
