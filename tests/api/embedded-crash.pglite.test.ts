import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/server/lib/data-dir-lock';
import { HttpSession } from './helpers/http-session';
import { killServerProcesses, runServerUntilExit, startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * The embedded database (PGlite in DATA_DIR) in real server processes: what a host saved survives
 * the process being killed with -9 (no clean close), and a second process on the same folder
 * stops at once. Collected in the PGlite pass only (vitest.config.ts); the children get no DATABASE_URL.
 */

const DEMO_HOST = { email: 'host@demo.lk', password: 'Ceylon2026' };
const NAME = 'Kill Nine Cabanas';

let dataDir: string;
const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: 'true' });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
});
afterAll(() => {
  killServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Signs the demo host in and saves the wizard's first steps: a draft, then its name. */
async function saveDraftName(server: ServerProcess): Promise<number> {
  const session = new HttpSession();
  await session.signIn(server.url, DEMO_HOST.email, DEMO_HOST.password);
  const types = await session.request(server.url, 'GET', '/api/v1/property-types');
  const villa = types.json.data.find((type: { name: string }) => type.name === 'Villa').id;
  const created = await session.request(server.url, 'POST', '/api/v1/web/properties', { propertyTypeId: villa, planId: 1 });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { id, version } = created.json.data;
  const named = await session.request(server.url, 'PUT', `/api/v1/web/properties/${id}/steps/name`, { version, name: NAME });
  expect(named.status, JSON.stringify(named.json)).toBe(200);
  return id;
}

describe('the embedded database in a real server process', () => {
  let restarted: ServerProcess;

  it('keeps a draft saved just before kill -9, and the restart takes over the stale lock', { timeout: 240_000 }, async () => {
    const first = await startServerProcess(env());
    const id = await saveDraftName(first);
    // The 200 was the last thing the process did: no SIGTERM, no PGlite close().
    expect(await first.stop('SIGKILL')).toBeNull();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    restarted = await startServerProcess(env());
    const session = new HttpSession();
    await session.signIn(restarted.url, DEMO_HOST.email, DEMO_HOST.password);
    const draft = await session.request(restarted.url, 'GET', '/api/v1/web/properties/host/draft');
    expect(draft.json.data.draft.id).toBe(id);
    const saved = await session.request(restarted.url, 'GET', `/api/v1/web/properties/${id}`);
    expect(saved.json.data.name).toBe(NAME);
  });

  it('refuses a second process on the same DATA_DIR with a message naming the folder and the running one', { timeout: 60_000 }, async () => {
    const second = await runServerUntilExit(env());
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Cannot start: The data directory ${dataDir} is in use by another server process (PID ${restarted.child.pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    // The refused process left the running one and its lock alone.
    expect((await fetch(`${restarted.url}/api/v1/health`)).status).toBe(200);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(restarted.child.pid);
    expect(await restarted.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
