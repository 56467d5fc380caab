import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/**
 * The one database type every module uses. Both drivers (PGlite and node-postgres) extend
 * PgDatabase, so queries written against this type run on either.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** A PostgreSQL pool's connections right now (the metrics read it at each scrape). */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection: above 0 for long means the pool is too small. */
  waiting: number;
}

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL only; PGlite is one connection inside the process, with no pool to watch. */
  poolUse?: () => PoolUse;
}

/** Rows of `db.execute(sql...)`: both drivers answer with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
