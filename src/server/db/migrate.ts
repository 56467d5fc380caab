import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { rowsOf, type OpenDatabase } from './database';

/** Resolved from the working directory (the server always runs from the project root), so a
 * bundled server finds the committed SQL without __dirname tricks. */
export const DEFAULT_MIGRATIONS_DIR = path.resolve(process.cwd(), 'src/server/db/migrations');

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_301_924;

/** The database holds migrations this build does not know: a newer build has run on it. */
export class DatabaseAheadError extends Error {
  override name = 'DatabaseAheadError';
  constructor(unknown: number, newestApplied: Date) {
    super(
      `the database has ${unknown} migration${unknown === 1 ? '' : 's'} this build does not know (the newest applied ${newestApplied.toISOString()}): ` +
        'a newer version of the portal has run on it. Start that version again, or restore a backup taken before it ran.',
    );
  }
}

/**
 * Refuses a database that a newer build migrated. Drizzle would apply nothing and start, and the
 * older code would then answer 500 on every table or column it does not know; stopping at start
 * with the reason is what an operator rolling back needs. Known migrations are matched by the
 * time drizzle records for each (its journal's `when`).
 */
async function assertNotAhead(database: OpenDatabase, migrationsFolder: string): Promise<void> {
  if ((await countApplied(database)) === 0) return;
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  const applied = rowsOf<{ created_at: string | number }>(await database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`));
  const unknown = applied.map((row) => Number(row.created_at)).filter((millis) => !known.has(millis));
  if (unknown.length > 0) throw new DatabaseAheadError(unknown.length, new Date(Math.max(...unknown)));
}

/**
 * Applies the committed migrations that have not run yet. Drizzle runs them in one transaction and
 * records each in drizzle.__drizzle_migrations, so a second start migrates nothing.
 * Returns how many were applied.
 */
export async function runMigrations(
  database: OpenDatabase,
  migrationsFolder = DEFAULT_MIGRATIONS_DIR,
): Promise<number> {
  const before = await countApplied(database);
  if (database.kind === 'pglite') {
    await assertNotAhead(database, migrationsFolder);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // Several server processes may start together against one PostgreSQL: serialise them with a
    // session lock, and migrate on that same connection with the pool's timeouts lifted (waiting
    // for another process's migration, or building an index, may take longer than a request may).
    const client = await (database.db as unknown as { $client: Pool }).$client.connect();
    try {
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await assertNotAhead(database, migrationsFolder);
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      await client.query('reset statement_timeout; reset lock_timeout').catch(() => {});
      client.release();
    }
  }
  return (await countApplied(database)) - before;
}

export async function countApplied(database: OpenDatabase): Promise<number> {
  const exists = rowsOf<{ t: string | null }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  );
  if (!exists[0]?.t) return 0;
  const rows = rowsOf<{ n: number | string }>(
    await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(rows[0].n);
}
