import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedClient, wrapPglite } from '../../src/server/db/open-database';
import { databaseFingerprint, runCommand, uploadsFingerprint } from './helpers/data-folders';
import { HttpSession } from './helpers/http-session';
import { killServerProcesses, startServerProcess } from './helpers/server-process';

/**
 * `npm run backup` while the server runs on the embedded database (it asks the server over
 * DATA_DIR/backup.sock), then `npm run restore` into a new folder: the same rows and sequences,
 * the same uploads and secrets, and a session from before the backup still works on the restored
 * folder. Collected in the PGlite pass only; the children get no DATABASE_URL.
 */

const DEMO_HOST = { email: 'host@demo.lk', password: 'Ceylon2026' };

let root: string;
const folder = (name: string) => path.join(root, name);

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
});
afterAll(() => {
  killServerProcesses();
  fs.rmSync(root, { recursive: true, force: true });
});

async function fingerprintOf(dataDir: string) {
  const database = wrapPglite(await openEmbeddedClient(dataDir));
  try {
    return await databaseFingerprint(database.db);
  } finally {
    await database.close();
  }
}

describe('backing up and restoring the embedded database', () => {
  /** Signed in before the backup; used again on the restored folder. */
  const session = new HttpSession();

  it('backs up while the server runs', { timeout: 90_000 }, async () => {
    const server = await startServerProcess({ DATA_DIR: folder('data'), SEED_DEMO: 'true' });
    await session.signIn(server.url, DEMO_HOST.email, DEMO_HOST.password);

    // Only the folder's owner may ask the server for a backup.
    expect(fs.statSync(folder('data/backup.sock')).mode & 0o777).toBe(0o600);
    const backup = await runCommand('backup', ['--out', folder('backup')], { DATA_DIR: folder('data') });
    expect(backup.output).toContain('asking it for the backup');
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/users\s+2\n/);
    // The server kept serving.
    expect((await session.request(server.url, 'GET', '/api/v1/auth/me')).status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(folder('data/backup.sock'))).toBe(false);
    expect(fs.readdirSync(folder('backup')).sort()).toEqual(['backup.json', 'pgdata.tar.gz', 'secrets.json', 'uploads']);
    expect(fs.statSync(folder('backup')).mode & 0o777).toBe(0o700);
  });

  it('restores it into a new folder with the same rows, sequences, uploads and secrets', { timeout: 60_000 }, async () => {
    const restore = await runCommand('restore', [folder('backup')], { DATA_DIR: folder('restored') });
    expect(restore.code, restore.output).toBe(0);

    const original = await fingerprintOf(folder('data'));
    expect(Object.keys(original).length).toBeGreaterThan(30);
    expect(await fingerprintOf(folder('restored'))).toEqual(original);
    const uploads = uploadsFingerprint(folder('data'));
    expect(Object.keys(uploads).length).toBeGreaterThanOrEqual(6); // the demo listing's photos
    expect(uploadsFingerprint(folder('restored'))).toEqual(uploads);
    expect(fs.readFileSync(folder('restored/secrets.json'), 'utf8')).toBe(fs.readFileSync(folder('data/secrets.json'), 'utf8'));
    expect(fs.statSync(folder('restored/secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('serves the session signed in before the backup from the restored folder', { timeout: 60_000 }, async () => {
    // The restored folder serves the session signed in before the backup: same keys, same rows.
    const restored = await startServerProcess({ DATA_DIR: folder('restored'), SEED_DEMO: 'true' });
    const me = await session.request(restored.url, 'GET', '/api/v1/auth/me');
    expect(me.json.data.user.email).toBe(DEMO_HOST.email);
    expect((await session.request(restored.url, 'POST', '/api/v1/auth/token/renew')).status).toBe(200);
    await new HttpSession().signIn(restored.url, DEMO_HOST.email, DEMO_HOST.password);
    expect(await restored.stop('SIGTERM')).toBe(0);
  });

  it('refuses to restore into a folder that is not empty, and to back up into one', { timeout: 60_000 }, async () => {
    const before = fs.readdirSync(folder('restored')).sort();
    const restore = await runCommand('restore', [folder('backup')], { DATA_DIR: folder('restored') });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`Cannot restore: The data folder ${folder('restored')} is not empty: give a new or empty folder (nothing is overwritten).`);
    expect(fs.readdirSync(folder('restored')).sort()).toEqual(before);

    const backup = await runCommand('backup', ['--out', folder('backup')], { DATA_DIR: folder('data') });
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(`Cannot back up: The backup folder ${folder('backup')} is not empty`);
  });

  it('backs up a stopped server\'s folder by opening it itself', { timeout: 60_000 }, async () => {
    const backup = await runCommand('backup', ['--out', folder('offline')], { DATA_DIR: folder('data') });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).not.toContain('asking it for the backup');
    const manifest = JSON.parse(fs.readFileSync(folder('offline/backup.json'), 'utf8'));
    const original = await fingerprintOf(folder('data'));
    for (const { table, rows } of manifest.tables) expect(original[table]).toMatch(new RegExp(`^${rows} rows`));
  });
});
