import { sql } from 'drizzle-orm';
import { rowsOf, type OpenDatabase } from './database';

const SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;

/**
 * Production runs on PostgreSQL with these three on; any of them off can lose committed data in a
 * crash. Returns the settings that are off (the caller warns).
 */
export async function findUnsafeDurabilitySettings(database: OpenDatabase): Promise<string[]> {
  if (database.kind !== 'postgres') return [];
  const off: string[] = [];
  for (const name of SETTINGS) {
    const [row] = rowsOf<{ value: string }>(
      await database.db.execute(sql`select current_setting(${name}) as value`),
    );
    if (row?.value === 'off') off.push(name);
  }
  return off;
}
