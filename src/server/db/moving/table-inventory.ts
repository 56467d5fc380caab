import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../database';

/**
 * What a backup's manifest and a move's check compare: every table of the public schema with its
 * row count, and every sequence (identity columns' included) with its position. Read the same way
 * on PGlite and on PostgreSQL.
 */
export interface TableCount {
  table: string;
  rows: number;
}

export interface SequencePosition {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

export async function listTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
  return rows.map((row) => row.name);
}

export async function countRows(db: Database, tables: string[]): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int8 as n from ${sql.identifier(table)}`));
    counts.push({ table, rows: Number(row!.n) });
  }
  return counts;
}

export async function readSequences(db: Database): Promise<SequencePosition[]> {
  const names = rowsOf<{ name: string }>(await db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`));
  const positions: SequencePosition[] = [];
  for (const { name } of names) {
    // last_value is int8: read as text so no position past 2^53 is rounded.
    const [row] = rowsOf<{ last: string; called: boolean }>(await db.execute(sql`select last_value::text as last, is_called as called from ${sql.identifier(name)}`));
    positions.push({ sequence: name, lastValue: row!.last, isCalled: row!.called });
  }
  return positions;
}
