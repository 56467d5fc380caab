import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../src/server/lib/access-tokens';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

const SIGNED_IN_ROUTES = [
  ['GET', '/api/v1/web/cancellation-policies'],
  ['GET', '/api/v1/plans'],
  ['GET', '/api/v1/web/properties/host/listed-properties/plan-check'],
  ['GET', '/api/v1/web/other-parties'],
  ['POST', '/api/v1/web/inquiries'],
  ['GET', '/api/v1/auth/me'],
  ['DELETE', '/api/v1/web/accommodation-units/1'],
] as const;

describe('access control from x-access', () => {
  it.each(SIGNED_IN_ROUTES)('%s %s answers 401 in the error shape without a token', async (method, url) => {
    const response = await t.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    const body = expectErrorShape(response, 401);
    expect(body.message).toBe('Sign in to continue');
  });

  it('refuses a token signed with another key, an expired token and a malformed header', async () => {
    const forged = mintAccessToken('another-secret-that-is-long-enough-0123456789', { id: host.id, role: 'HOST', sessionId: host.sessionId });
    const expired = mintAccessToken(t.config.jwtSecret, { id: host.id, role: 'HOST', sessionId: host.sessionId }, -60);
    for (const authorization of [`Bearer ${forged}`, `Bearer ${expired}`, 'Bearer', 'Basic abc', `Bearer ${forged}x`]) {
      const response = await t.inject({ method: 'GET', url: '/api/v1/plans', headers: { authorization } });
      expectErrorShape(response, 401);
    }
  });

  it('refuses an unsigned (alg none) token that claims to be an admin', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(admin.id), role: 'ADMIN', typ: 'access', aud: 'host-portal', exp: 9e9 })}.`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/web/amenities/categories',
      headers: { authorization: `Bearer ${none}` },
      payload: { name: 'Sneaky' },
    });
    expectErrorShape(response, 401);
  });

  it('answers a public list even when the browser sends a stale token', async () => {
    const expired = mintAccessToken(t.config.jwtSecret, { id: host.id, role: 'HOST', sessionId: host.sessionId }, -60);
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/property-types',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an admin-only call from a host with 403', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/web/amenities/categories',
      headers: t.authFor(host),
      payload: { name: 'Wellness' },
    });
    expectErrorShape(response, 403);
  });

  it('lets an admin add an amenity category, then lists it, and refuses the same name again with 409', async () => {
    const create = () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/web/amenities/categories',
        headers: t.authFor(admin),
        payload: { name: 'Wellness', amenities: ['Yoga deck', 'Meditation room'] },
      });
    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Wellness', amenities: [{ name: 'Yoga deck' }, { name: 'Meditation room' }] });

    const listed = await t.inject({ method: 'GET', url: '/api/v1/web/amenities/with-categories' });
    expect(listed.json().data.map((c: { name: string }) => c.name)).toContain('Wellness');

    expectErrorShape(await create(), 409);
  });

  it('marks authenticated API answers no-store', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/plans', headers: t.authFor(host) });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
