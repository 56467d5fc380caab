import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema/index';
import type { Database, OpenDatabase } from './database';

/** PGlite with the extensions our migrations need; also used by tests to load a template. */
export function pgliteOptions() {
  return { extensions: { btree_gist, pg_trgm } };
}

export function wrapPglite(client: PGlite): OpenDatabase {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // PGlite runs with fsync off: close() is what flushes the data directory to disk.
  return { db, kind: 'pglite', close: () => client.close() };
}

export function wrapPostgres(pool: pg.Pool): OpenDatabase {
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

/**
 * DATABASE_URL set → PostgreSQL through a pool; unset → PGlite persisted in DATA_DIR/pgdata.
 * Callers of the PGlite branch must hold the data-directory lock first (PGlite has none).
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl);
    await pool.query('select 1'); // fail at start, not on the first request
    return wrapPostgres(pool);
  }
  const dir = path.join(config.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, pgliteOptions());
  return wrapPglite(client);
}
