import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, openEmbeddedClient, wrapPglite, wrapPostgres } from '../../src/server/db/open-database';
import type { OpenDatabase } from '../../src/server/db/database';
import { databaseFingerprint, runCommand, uploadsFingerprint } from './helpers/data-folders';
import { HttpSession } from './helpers/http-session';
import { killServerProcesses, startServerProcess } from './helpers/server-process';
import { adminQuery, withDatabase } from './helpers/test-database';

/**
 * `npm run move-to-postgres`: a seeded embedded folder (the demo seed, through a real server) moves
 * into a new PostgreSQL database with every row and sequence, its uploads and secrets; the server
 * then runs on PostgreSQL with the same accounts and sessions; a database that is not empty is
 * refused. Runs in the PostgreSQL pass (TEST_DATABASE_URL), on a database of its own.
 */

const DEMO_HOST = { email: 'host@demo.lk', password: 'Ceylon2026' };
const postgresUrl = process.env.TEST_DATABASE_URL!.trim();
const targetName = `portal_move_${randomBytes(5).toString('hex')}`;
const targetUrl = withDatabase(postgresUrl, targetName);

let root: string;
const folder = (name: string) => path.join(root, name);
/** Signed in on the embedded server before the move. */
const session = new HttpSession();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-move-'));
  await adminQuery(postgresUrl, `CREATE DATABASE ${targetName}`);
}, 60_000);
afterAll(async () => {
  killServerProcesses();
  fs.rmSync(root, { recursive: true, force: true });
  await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
});

async function fingerprintOf(database: OpenDatabase) {
  try {
    return await databaseFingerprint(database.db);
  } finally {
    await database.close();
  }
}

describe('moving the embedded database to PostgreSQL', () => {
  it('seeds an embedded folder through a real server, and refuses to move it while the server runs', { timeout: 90_000 }, async () => {
    const server = await startServerProcess({ DATA_DIR: folder('data'), SEED_DEMO: 'true' });
    await session.signIn(server.url, DEMO_HOST.email, DEMO_HOST.password);
    // The move reads the folder alone: refused while the server holds it, and the target stays empty.
    const early = await runCommand('move-to-postgres', ['--to', targetUrl], { DATA_DIR: folder('data') });
    expect(early.code).toBe(1);
    expect(early.output).toContain(`Cannot move: The data directory ${folder('data')} is in use by another server process (PID ${server.child.pid}).`);
    expect(early.output).toContain('Stop the server first: the move reads the embedded database alone.');
    expect(Object.keys(await fingerprintOf(wrapPostgres(createPool(targetUrl))))).toEqual([]);
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('copies every row and sequence, the uploads and the secrets, and prints the counts', { timeout: 60_000 }, async () => {
    const move = await runCommand('move-to-postgres', ['--to', targetUrl, '--data-dir', folder('pg-data')], { DATA_DIR: folder('data') });
    expect(move.code, move.output).toBe(0);
    expect(move.output).toMatch(/users\s+2\n/);

    const source = await fingerprintOf(wrapPglite(await openEmbeddedClient(folder('data'))));
    expect(Object.keys(source).length).toBeGreaterThan(30);
    expect(await fingerprintOf(wrapPostgres(createPool(targetUrl)))).toEqual(source);
    const uploads = uploadsFingerprint(folder('data'));
    expect(Object.keys(uploads).length).toBeGreaterThanOrEqual(6); // the demo listing's photos
    expect(uploadsFingerprint(folder('pg-data'))).toEqual(uploads);
    expect(fs.readFileSync(folder('pg-data/secrets.json'), 'utf8')).toBe(fs.readFileSync(folder('data/secrets.json'), 'utf8'));
  });

  it('serves the moved accounts, sessions and photos on PostgreSQL', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ DATABASE_URL: targetUrl, DATA_DIR: folder('pg-data'), SEED_DEMO: 'false' });
    expect(server.output()).toContain('database: PostgreSQL');
    // The session from the embedded server: its access token and its refresh token still hold.
    expect((await session.request(server.url, 'GET', '/api/v1/auth/me')).json.data.user.email).toBe(DEMO_HOST.email);
    expect((await session.request(server.url, 'POST', '/api/v1/auth/token/renew')).status).toBe(200);
    const fresh = new HttpSession();
    await fresh.signIn(server.url, DEMO_HOST.email, DEMO_HOST.password);
    const photo = Object.keys(uploadsFingerprint(folder('pg-data'))).find((file) => file.startsWith('listing-photos/'))!;
    expect((await fetch(`${server.url}/uploads/${photo}`)).status).toBe(200);
    // A new row takes the next identity value instead of colliding with a moved one.
    const types = await fresh.request(server.url, 'GET', '/api/v1/property-types');
    const villa = types.json.data.find((type: { name: string }) => type.name === 'Villa').id;
    const created = await fresh.request(server.url, 'POST', '/api/v1/web/properties', { propertyTypeId: villa, planId: 1 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('refuses a target database that is not empty and changes nothing', { timeout: 60_000 }, async () => {
    const before = await fingerprintOf(wrapPostgres(createPool(targetUrl)));
    const move = await runCommand('move-to-postgres', ['--to', targetUrl], { DATA_DIR: folder('data') });
    expect(move.code).toBe(1);
    expect(move.output).toMatch(/Cannot move: The target database is not empty: it holds \d+ tables, views or sequences \(.+\)\. Move into a new, empty database \(CREATE DATABASE …\); nothing was changed\./);
    expect(await fingerprintOf(wrapPostgres(createPool(targetUrl)))).toEqual(before);
  });
});
