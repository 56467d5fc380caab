import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { startLocalServer, type LocalServer } from '../unit/server/local-http-server';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp } from './helpers/test-app';

// PostgreSQL only (vitest.config.ts collects *.postgres.test.ts when TEST_DATABASE_URL is set):
// two server processes cannot share an embedded PGlite database.

const FEEDS = 100;
const SLOTS_PER_PROCESS = 4; // createFeedSyncWorker's default concurrency
const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';

let t: TestApp;
let channel: LocalServer;
const hitsByPath = new Map<string, number>();
let inFlight = 0;
let mostInFlight = 0;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

/**
 * The channel: counts fetches per feed path. It holds its answers until more requests are in flight
 * than one process has slots (so both processes are provably fetching at the same time), or for
 * 8 s after the first request (within the 10 s fetch deadline) if that never happens.
 */
let openGate!: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));
let gateTimer: NodeJS.Timeout | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  channel = await startLocalServer(async (req, res) => {
    hitsByPath.set(req.url!, (hitsByPath.get(req.url!) ?? 0) + 1);
    gateTimer ??= setTimeout(() => openGate(), 8_000);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    if (inFlight > SLOTS_PER_PROCESS) openGate();
    await gate;
    inFlight -= 1;
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
  });
  const host = await t.createUser();
  const place = await bookableProperty(t, host);
  const values = Array.from({ length: FEEDS }, (_, i) => sql`(${place.unitIds[0]}, ${`Feed ${i}`}, 'airbnb', ${channel.url(`/feeds/${i}.ics`)}, now() - interval '1 minute')`);
  await t.db.execute(sql`insert into ical_feeds (unit_id, name, channel, url, next_fetch_at) values ${sql.join(values, sql`, `)}`);
});

afterAll(async () => {
  clearTimeout(gateTimer);
  openGate();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await channel?.close();
  await t?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real server (src/server/main.ts through tsx), on the test's PostgreSQL database. */
function startServer(): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sync-proc-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl!,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ICAL_FETCH_ALLOW_HOSTS: channel.hostPort,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function syncedCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ical_feeds where last_fetched_at is not null and locked_by is null`));
  return row.n;
}

describe('two server processes on one PostgreSQL', () => {
  it('sync 100 due feeds between them with no feed fetched twice', { timeout: 120_000 }, async () => {
    const servers = [startServer(), startServer()];
    await expect.poll(syncedCount, { timeout: 90_000, interval: 250 }).toBe(FEEDS);

    // Both schedulers stop cleanly on SIGTERM, leases given back.
    for (const server of servers) server.kill('SIGTERM');
    const codes = await Promise.all(servers.map(async (server) => (server.exitCode ?? (await once(server, 'exit'))[0]) as number));
    expect(codes).toEqual([0, 0]);

    expect(hitsByPath.size).toBe(FEEDS);
    expect([...hitsByPath.values()].every((hits) => hits === 1)).toBe(true);
    // More fetches in flight than one process has slots: both processes fetched at the same time.
    expect(mostInFlight).toBeGreaterThan(SLOTS_PER_PROCESS);
    const [held] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ical_feeds where locked_by is not null`));
    expect(held.n).toBe(0);
  });
});
