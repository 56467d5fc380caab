import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durabilityWarning } from '../../src/server/db/check-durability';
import { killServerProcesses, startServerProcess } from './helpers/server-process';
import { adminQuery } from './helpers/test-database';
import { buildTestApp, type TestApp } from './helpers/test-app';

// PostgreSQL only. The shared server's own settings are never touched: synchronous_commit is
// turned off for this file's throwaway database alone (ALTER DATABASE), which every new
// connection to it then reads. fsync and full_page_writes can only be set server-wide; the
// unit test (check-durability.test.ts) covers them with a fake settings reader.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
});
afterAll(async () => {
  killServerProcesses();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startServerProcess({ DATABASE_URL: t.config.databaseUrl!, DATA_DIR: dataDir, SEED_DEMO: 'false' });

describe('the start-up durability check on PostgreSQL', () => {
  it('stays quiet when fsync, synchronous_commit and full_page_writes are on', { timeout: 60_000 }, async () => {
    const server = await start();
    expect(server.output()).not.toContain('PostgreSQL runs with');
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('warns at start when synchronous_commit is off for the database', { timeout: 60_000 }, async () => {
    const name = new URL(t.config.databaseUrl!).pathname.slice(1);
    await adminQuery(t.config.databaseUrl!, `ALTER DATABASE ${name} SET synchronous_commit = off`);
    const server = await start();
    expect(server.output()).toContain(durabilityWarning('synchronous_commit'));
    expect(server.output()).not.toContain(durabilityWarning('fsync'));
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
