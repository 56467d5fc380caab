import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { OpenDatabase } from '../database';
import { runMigrations } from '../migrate';
import { countRows, listTables, readSequences, type SequencePosition, type TableCount } from './table-inventory';

/**
 * Moves the rows of the embedded database into an empty PostgreSQL database:
 * 1. refuses a target that holds any table, view or sequence outside the system schemas;
 * 2. runs this build's migrations on both (the source may be a release behind);
 * 3. in one transaction on the target, with triggers and foreign-key checks off
 *    (session_replication_role = replica, what pg_dump's --disable-triggers does), empties the
 *    tables the migrations filled and copies every table's rows, then sets every sequence and
 *    identity to the source's position;
 * 4. compares every table's row count and every sequence on both sides.
 * Rows travel as JSON made by the source's to_jsonb and read back by the target's
 * jsonb_populate_recordset, so each value goes through its own type's text form (ranges, arrays,
 * timestamps, numerics exact) with no driver conversion on the way.
 */
export class MoveError extends Error {
  override name = 'MoveError';
}

export interface MoveResult {
  tables: { table: string; source: number; target: number }[];
  sequences: SequencePosition[];
}

/** Rows per INSERT: big enough to be quick, small enough for one JSON parameter. */
const BATCH = 500;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function assertEmptyTarget(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1`);
  if (rows.length > 0) {
    const names = rows.slice(0, 3).map((row) => row.name).join(', ');
    throw new MoveError(`The target database is not empty: it holds ${rows.length} tables, views or sequences (${names}${rows.length > 3 ? ', …' : ''}). Move into a new, empty database (CREATE DATABASE …); nothing was changed.`);
  }
}

/** Insertable columns: generated ones are computed by the target itself. */
async function insertableColumns(pool: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

async function copyTable(source: PGlite, target: pg.PoolClient, table: string): Promise<void> {
  const columns = (await insertableColumns(target, table)).map(quote).join(', ');
  // Whole tables in memory: the embedded database is for a laptop or a small pilot (README).
  const { rows } = await source.query<{ r: string }>(`select to_jsonb(t)::text as r from public.${quote(table)} t`);
  for (let start = 0; start < rows.length; start += BATCH) {
    const json = `[${rows.slice(start, start + BATCH).map((row) => row.r).join(',')}]`;
    await target.query(
      `insert into public.${quote(table)} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::public.${quote(table)}, $1::jsonb)`,
      [json],
    );
  }
}

export async function moveToPostgres(source: OpenDatabase, target: OpenDatabase, log: (line: string) => void): Promise<MoveResult> {
  if (source.kind !== 'pglite' || target.kind !== 'postgres') throw new Error('moveToPostgres moves from PGlite to PostgreSQL');
  const pool = (target.db as unknown as { $client: pg.Pool }).$client;
  const pglite = (source.db as unknown as { $client: PGlite }).$client;
  await assertEmptyTarget(pool);

  await runMigrations(source);
  await runMigrations(target);
  const tables = await listTables(source.db);
  const targetTables = await listTables(target.db);
  if (tables.join() !== targetTables.join()) throw new MoveError(`The migrated target's tables differ from the source's: ${targetTables.join(', ')} against ${tables.join(', ')}.`);
  const sequences = await readSequences(source.db);

  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await client.query('set local session_replication_role = replica').catch((error: Error) => {
      throw new MoveError(
        `The target role may not turn triggers off for the copy (${error.message}): run the move as the database owner with superuser, or GRANT SET ON PARAMETER session_replication_role TO it (PostgreSQL 15+).`,
      );
    });
    // Rows the migrations wrote (reference lists) are in the source too, as people left them.
    await client.query(`truncate ${tables.map((table) => `public.${quote(table)}`).join(', ')}`);
    for (const table of tables) {
      await copyTable(pglite, client, table);
      log(`copied ${table}`);
    }
    for (const position of sequences) {
      await client.query('select setval($1::regclass, $2::int8, $3)', [`public.${quote(position.sequence)}`, position.lastValue, position.isCalled]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  await pool.query('analyze');
  return verify(source, target, tables);
}

async function verify(source: OpenDatabase, target: OpenDatabase, tables: string[]): Promise<MoveResult> {
  const before: TableCount[] = await countRows(source.db, tables);
  const after: TableCount[] = await countRows(target.db, tables);
  const result = before.map((count, index) => ({ table: count.table, source: count.rows, target: after[index]!.rows }));
  const wrongTables = result.filter((row) => row.source !== row.target).map((row) => row.table);
  const sequences = await readSequences(source.db);
  const targetSequences = await readSequences(target.db);
  const wrongSequences = sequences
    .filter((position, index) => JSON.stringify(position) !== JSON.stringify(targetSequences[index]))
    .map((position) => position.sequence);
  if (wrongTables.length + wrongSequences.length > 0) {
    throw new MoveError(`After the copy the target differs from the source in ${[...wrongTables, ...wrongSequences].join(', ')}.`);
  }
  return { tables: result, sequences };
}
