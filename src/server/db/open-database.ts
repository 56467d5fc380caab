import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config, DatabasePoolSettings } from '../config';
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
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolUse: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A pool with limits, so an outage or a runaway statement answers 503 in seconds instead of
 * holding requests: a connection not made within 5 s fails, PostgreSQL cancels a statement past
 * the statement timeout and a lock wait past the lock timeout, a transaction left idle is ended,
 * and TCP keep-alives find a connection the network dropped. Migrations lift the timeouts on their
 * own connection (migrate.ts): a big index may take longer than any request should.
 */
export function createPool(connectionString: string, settings: DatabasePoolSettings = DEFAULT_POOL): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: settings.size,
    connectionTimeoutMillis: 5_000,
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.lockTimeoutMs,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

const DEFAULT_POOL: DatabasePoolSettings = { size: 10, statementTimeoutMs: 15_000, lockTimeoutMs: 5_000 };

/**
 * DATABASE_URL set → PostgreSQL through a pool; unset → PGlite persisted in DATA_DIR/pgdata.
 * Callers of the PGlite branch must hold the data-directory lock first (PGlite has none).
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, config.databasePool);
    await pool.query('select 1'); // fail at start, not on the first request
    return wrapPostgres(pool);
  }
  fs.mkdirSync(embeddedDatabaseDir(config.dataDir), { recursive: true });
  return wrapPglite(await openEmbeddedClient(config.dataDir));
}

/** DATA_DIR/pgdata: PGlite's files. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/** The PGlite of DATA_DIR (the caller holds the folder's lock): the server's, a backup's, a move's. */
export function openEmbeddedClient(dataDir: string): Promise<PGlite> {
  return PGlite.create(embeddedDatabaseDir(dataDir), pgliteOptions());
}
