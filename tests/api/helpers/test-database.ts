import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { OpenDatabase } from '../../../src/server/db/database';
import { createPool, pgliteOptions, wrapPglite, wrapPostgres } from '../../../src/server/db/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a tarball of a migrated and seeded data directory. */
    pgliteTemplateFile: string | null;
    /** PostgreSQL mode: TEST_DATABASE_URL and the migrated template database's name. */
    postgresUrl: string | null;
    postgresTemplate: string | null;
  }
}

export interface TestDatabase {
  database: OpenDatabase;
  /** Set on PostgreSQL: the URL of this file's own database. */
  url: string | null;
  dispose(): Promise<void>;
}

/** Same database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

let templateBlob: Promise<Blob> | undefined;

/**
 * A fresh database holding the migrated + seeded template: a PGlite loaded from the template's
 * dump, or on PostgreSQL a CREATE DATABASE … TEMPLATE copy that is dropped afterwards.
 * Much cheaper than migrating per file (a fresh PGlite takes seconds).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const postgresUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (postgresUrl && template) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = withDatabase(postgresUrl, name);
    const database = wrapPostgres(createPool(url));
    return {
      database,
      url,
      async dispose() {
        await database.close();
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('global-setup did not provide a database template');
  templateBlob ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  const client = await PGlite.create({ loadDataDir: await templateBlob, ...pgliteOptions() });
  const database = wrapPglite(client);
  return { database, url: null, dispose: () => database.close() };
}

/** Runs one statement on the maintenance connection (CREATE/DROP DATABASE cannot run in a pool tx). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
