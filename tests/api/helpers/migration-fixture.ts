import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { OpenDatabase } from '../../../src/server/db/database';
import { DEFAULT_MIGRATIONS_DIR } from '../../../src/server/db/migrate';
import { createPool, pgliteOptions, wrapPglite, wrapPostgres } from '../../../src/server/db/open-database';
import { adminQuery, withDatabase } from './test-database';

type JournalEntry = { idx: number; tag: string };

/**
 * An empty database of the suite's kind for a migration test: a throwaway PostgreSQL database when
 * the suite runs on PostgreSQL, in-memory PGlite otherwise. Nothing is migrated yet.
 */
export async function openEmptyDatabase(): Promise<{ database: OpenDatabase; dispose: () => Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) {
    const database = wrapPglite(await PGlite.create(pgliteOptions()));
    return { database, dispose: () => database.close() };
  }
  const name = `portal_migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
  const database = wrapPostgres(createPool(withDatabase(postgresUrl, name)));
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function readJournal(): Promise<JournalEntry[]> {
  return JSON.parse(await fs.readFile(path.join(DEFAULT_MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries;
}

/**
 * The migrations folder as it was when `last` was the newest migration: its SQL files and a journal
 * listing only them, in a temporary folder that `remove` deletes.
 */
export async function migrationsUpTo(last: number): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `migrations-${String(last).padStart(4, '0')}-`));
  const journal = JSON.parse(await fs.readFile(path.join(DEFAULT_MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  journal.entries = (journal.entries as JournalEntry[]).filter((entry) => entry.idx <= last);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as JournalEntry[]) {
    await fs.copyFile(path.join(DEFAULT_MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
