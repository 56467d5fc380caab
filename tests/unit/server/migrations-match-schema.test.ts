import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();
const committed = path.join(root, 'src/server/db/migrations');

/**
 * The committed migrations and their snapshots describe the schema in src/server/db/schema: a
 * `drizzle-kit generate` on a clean clone writes nothing. When it would write a migration, the
 * schema changed without one (or a hand-written migration was committed without its snapshot), and
 * the next developer's generate would re-create what is already there and fail at start.
 * Generation runs on a copy of the folder, so the test never touches the committed one.
 */
describe('drizzle-kit generate on the committed migrations', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds no schema change to migrate', async () => {
    const out = path.join(scratch, 'migrations');
    cpSync(committed, out, { recursive: true });
    const before = listing(out);
    const { stdout } = await run(
      process.execPath,
      // drizzle-kit reads --out relative to the working directory, even when it is absolute.
      [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect', 'postgresql', '--schema', './src/server/db/schema/index.ts', '--out', path.relative(root, out)],
      { cwd: root, timeout: 60_000 },
    );
    expect(listing(out)).toEqual(before);
    expect(stdout).toContain('No schema changes, nothing to migrate');
  }, 90_000);
});

function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}
