import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from './helpers/http-session';
import { killServerProcesses, startServerProcess, type ServerProcess } from './helpers/server-process';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

// PostgreSQL only (vitest.config.ts collects *.postgres.test.ts when TEST_DATABASE_URL is set).
// Two server processes behind an imaginary load balancer: one database, the same secrets, nothing
// else shared (each its own DATA_DIR). A person's requests land on either.

let t: TestApp;
let host: TestUser;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATABASE_URL: t.config.databaseUrl!,
    DATA_DIR: dataDir,
    JWT_SECRET: t.config.jwtSecret,
    CSRF_SECRET: t.config.csrfSecret,
    SEED_DEMO: 'false',
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
  [a, b] = await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(async () => {
  killServerProcesses();
  await t?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', () => {
  it('renew on one a session signed in on the other, rotating the refresh cookie each time', async () => {
    const session = new HttpSession();
    await session.signIn(a.url, host.email, host.password);
    const signedInWith = session.cookie('refreshToken')!;

    const onB = await session.request(b.url, 'POST', '/api/v1/auth/token/renew');
    expect(onB.status, JSON.stringify(onB.json)).toBe(200);
    const renewedOnB = session.cookie('refreshToken')!;
    expect(renewedOnB).not.toBe(signedInWith);
    session.accessToken = onB.json.data.accessToken;
    expect((await session.request(a.url, 'GET', '/api/v1/auth/me')).json.data.user.email).toBe(host.email);

    const backOnA = await session.request(a.url, 'POST', '/api/v1/auth/token/renew');
    expect(backOnA.status, JSON.stringify(backOnA.json)).toBe(200);
    expect(session.cookie('refreshToken')).not.toBe(renewedOnB);

    // The token B exchanged is spent for A too.
    const replay = new HttpSession();
    replay.setCookie('refreshToken', renewedOnB);
    const replayed = await replay.request(a.url, 'POST', '/api/v1/auth/token/renew');
    expect(replayed.status).toBe(401);
    expect(replayed.json.message).toBe('Your session has ended. Please sign in again');
  });

  it('resume on one a wizard saved on the other, and carry on there', async () => {
    const session = new HttpSession();
    await session.signIn(a.url, host.email, host.password);
    const types = await session.request(b.url, 'GET', '/api/v1/property-types');
    const villa = types.json.data.find((type: { name: string }) => type.name === 'Villa').id;

    const created = await session.request(a.url, 'POST', '/api/v1/web/properties', { propertyTypeId: villa, planId: 1 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id: number = created.json.data.id;
    const named = await session.request(a.url, 'PUT', `/api/v1/web/properties/${id}/steps/name`, { version: created.json.data.version, name: 'Two Process Villa' });
    expect(named.status, JSON.stringify(named.json)).toBe(200);

    const draft = await session.request(b.url, 'GET', '/api/v1/web/properties/host/draft');
    expect(draft.json.data.draft.id).toBe(id);
    const onB = await session.request(b.url, 'GET', `/api/v1/web/properties/${id}`);
    expect(onB.json.data).toMatchObject({ name: 'Two Process Villa', propertyTypeId: villa, version: named.json.data.version });

    const address = { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600' };
    const savedOnB = await session.request(b.url, 'PUT', `/api/v1/web/properties/${id}/steps/address`, { version: onB.json.data.version, ...address });
    expect(savedOnB.status, JSON.stringify(savedOnB.json)).toBe(200);
    const backOnA = await session.request(a.url, 'GET', `/api/v1/web/properties/${id}`);
    expect(backOnA.json.data).toMatchObject({ name: 'Two Process Villa', version: savedOnB.json.data.version });
    expect(JSON.stringify(backOnA.json.data)).toContain('Yaddehimulla');

    // A save based on what A showed before B's save is refused on A: the version is shared.
    const stale = await session.request(a.url, 'PUT', `/api/v1/web/properties/${id}/steps/name`, { version: named.json.data.version, name: 'Stale' });
    expect(stale.status).toBe(409);
  });

  it("use an admin's new reference list entry at once on every process, however it was made", async () => {
    const session = new HttpSession();
    await session.signIn(a.url, host.email, host.password);
    const categories = async (server: ServerProcess) =>
      ((await session.request(server.url, 'GET', '/api/v1/web/amenities/with-categories')).json.data as { name: string }[]).map((c) => c.name);
    // Both processes have read and kept the lists.
    expect(await categories(a)).not.toContain('Rooftop');
    expect(await categories(b)).not.toContain('Rooftop');

    // The admin's edit goes through a third process (the in-process app).
    const admin = await t.createUser({ role: 'ADMIN' });
    const created = await t.inject({ method: 'POST', url: '/api/v1/web/amenities/categories', headers: t.authFor(admin), payload: { name: 'Rooftop', amenities: ['Sun deck'] } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await categories(a)).toContain('Rooftop');
    expect(await categories(b)).toContain('Rooftop');

    // And a change made in SQL, by no process at all.
    await t.db.execute(sql`update property_types set description = 'A whole house with its own garden' where name = 'Villa'`);
    const types = await session.request(b.url, 'GET', '/api/v1/property-types');
    expect(types.json.data.find((type: { name: string }) => type.name === 'Villa').description).toBe('A whole house with its own garden');
  });
});

