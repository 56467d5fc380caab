import { sql } from 'drizzle-orm';
import { rowsOf, type OpenDatabase } from './database';

const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;
export type DurabilitySetting = (typeof DURABILITY_SETTINGS)[number];

/** Reads one server setting as SHOW prints it ('on', 'off', 'local', …). */
export type SettingReader = (name: DurabilitySetting) => Promise<string | undefined>;

/** The settings as this connection sees them (a database or role may override the server's). */
export function postgresSettings(database: OpenDatabase): SettingReader {
  return async (name) => {
    const [row] = rowsOf<{ value: string }>(await database.db.execute(sql`select current_setting(${name}) as value`));
    return row?.value;
  };
}

/**
 * Production runs on PostgreSQL with these three on; any of them off can lose committed data in a
 * crash. Returns the settings that are off (the caller warns). Not asked of PGlite, which runs
 * with fsync off by design (README: the embedded database).
 */
export async function findUnsafeDurabilitySettings(read: SettingReader): Promise<DurabilitySetting[]> {
  const off: DurabilitySetting[] = [];
  for (const name of DURABILITY_SETTINGS) if ((await read(name)) === 'off') off.push(name);
  return off;
}

/** What the server logs at start for each setting that is off. */
export const durabilityWarning = (setting: DurabilitySetting) =>
  `PostgreSQL runs with ${setting}=off: committed data can be lost in a crash. Turn it on in production.`;
