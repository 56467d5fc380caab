import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../src/server/db/database';
import { listTables, readSequences } from '../../../src/server/db/moving/table-inventory';

/**
 * For the backup and move tests: run a command entry (src/server/<name>.ts through tsx, as the
 * npm scripts run its bundle), and fingerprint a database and a data folder to compare two of them.
 */
export async function runCommand(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/${name}.ts`, ...args], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/**
 * Every table's row count and an MD5 of all its rows (as JSON, sorted), and every sequence's
 * position: equal fingerprints mean equal contents, whichever database holds them.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  await db.execute(sql`set timezone to 'UTC'`);
  const fingerprint: Record<string, string> = {};
  for (const table of await listTables(db)) {
    const [row] = rowsOf<{ n: number; digest: string }>(
      await db.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(to_jsonb(t)::text, E'\n' order by to_jsonb(t)::text), '')) as digest from ${sql.identifier(table)} t`,
      ),
    );
    fingerprint[table] = `${row!.n} rows, ${row!.digest}`;
  }
  for (const position of await readSequences(db)) fingerprint[`sequence ${position.sequence}`] = `${position.lastValue} ${position.isCalled}`;
  return fingerprint;
}

/** Every file under DATA_DIR/uploads with the SHA-256 of its bytes. */
export function uploadsFingerprint(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'uploads');
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(root, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    }),
  );
}
