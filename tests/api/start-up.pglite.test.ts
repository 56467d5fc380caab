import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteOptions } from '../../src/server/db/open-database';

/**
 * Start-up in a real server process (src/server/main.ts through tsx) on a new embedded database:
 * build → ready → listen, so the port opens only once the database is created, migrated and seeded
 * and the app is ready (nothing answers or holds requests before); SIGTERM, during start-up or
 * after, closes PGlite cleanly (it reopens, and the server's upkeep analyzed every table).
 * Collected in the PGlite pass only (vitest.config.ts).
 */

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const timed = async (url: string) => {
  const response = await fetch(url);
  return { at: performance.now(), status: response.status, json: await response.json() };
};

function spawnServer(dataDir: string, port: number, logLevel = 'warn') {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logLevel, DATA_DIR: dataDir, SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  return { child, output: () => output };
}

const newDataDir = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-up-'));
  dirs.push(dataDir);
  return dataDir;
};

describe('start-up', () => {
  it('opens the port only once the database is ready and the app answers, and closes PGlite on SIGTERM', { timeout: 240_000 }, async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    // At info, the app logs 'database ready' after migrating and seeding, before it listens.
    const { child, output } = spawnServer(dataDir, port, 'info');

    const base = `http://127.0.0.1:${port}`;
    let health: Awaited<ReturnType<typeof timed>> | undefined;
    for (let attempt = 0; attempt < 2000 && !health; attempt++) {
      expect(child.exitCode, output()).toBeNull();
      health = await timed(`${base}/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(health!.status).toBe(200);
    expect(health!.json).toEqual({ status: 'ok' });
    // The first answer of the port came after the database was ready: nothing answered earlier.
    expect(output()).toContain('database ready');

    const [ready, types] = await Promise.all([timed(`${base}/api/v1/health`), timed(`${base}/api/v1/property-types`)]);
    expect(ready).toMatchObject({ status: 200, json: { data: { status: 'ok', database: 'pglite' } } });
    expect(types.status).toBe(200);
    expect(types.json.data.map((type: { name: string }) => type.name)).toContain('Villa');
    await expect.poll(output).toContain(`(port ${port}, database: PGlite`);

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code, output()).toBe(0);

    // PGlite has no autovacuum: the server's own upkeep (db/embedded-upkeep.ts) analyzed every
    // table once, so the planner has statistics (reltuples is -1 until a table is analyzed).
    const database = await PGlite.create(path.join(dataDir, 'pgdata'), pgliteOptions());
    try {
      const { rows } = await database.query<{ relname: string; reltuples: number }>(
        `select c.relname, c.reltuples from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
      );
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.filter((row) => row.reltuples < 0)).toEqual([]);
      expect(rows.find((row) => row.relname === 'property_types')!.reltuples).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('closes PGlite cleanly on SIGTERM while the database is still being created', { timeout: 240_000 }, async () => {
    const dataDir = newDataDir();
    const { child, output } = spawnServer(dataDir, await freePort());
    // The signal handlers are registered before the database opens; the folder appears as it does.
    await expect.poll(() => fs.existsSync(path.join(dataDir, 'pgdata')), { timeout: 120_000, interval: 10 }).toBe(true);
    child.kill('SIGTERM');
    const [code, signal] = await once(child, 'exit');
    expect({ code, signal }, output()).toEqual({ code: 0, signal: null });
    expect(output()).not.toContain('Host portal is running');
    // Closed, so it opens again, and the data directory's lock was given back.
    const database = await PGlite.create(path.join(dataDir, 'pgdata'), pgliteOptions());
    try {
      expect((await database.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
    const restarted = spawnServer(dataDir, await freePort());
    await expect.poll(restarted.output, { timeout: 120_000 }).toContain('Host portal is running');
    restarted.child.kill('SIGTERM');
    const [restartCode] = await once(restarted.child, 'exit');
    expect(restartCode, restarted.output()).toBe(0);
  });
});
