import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/server/db/schema/index';
import { hashToken } from '../../src/server/modules/auth/refresh-tokens';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ email: 'Anura.Host@example.lk', contactNo: '771234567', countryCode: '+94' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email, password } });

function refreshCookie(response: { cookies: { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string }[] }) {
  return response.cookies.find((c) => c.name === 'refreshToken');
}

const renew = (token: string) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/token/renew', cookies: { refreshToken: token } });

describe('signInEmail', () => {
  it('signs a host in with a bearer token, their user record and an HttpOnly refresh cookie', async () => {
    const response = await signIn('anura.host@EXAMPLE.lk', host.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.expiresIn).toBe(900);
    expect(data.user).toMatchObject({ id: host.id, email: host.email, role: { guard: 'HOST' }, file: null });
    expect(data.isProfileCompleted).toBe(false);
    const cookie = refreshCookie(response)!;
    expect(cookie).toMatchObject({ path: '/api/v1/auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(22);
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${data.accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(host.id);
  });

  it('answers a wrong password and an unknown email identically with 401', async () => {
    const wrong = await signIn(host.email, 'Wrong2026');
    const unknown = await signIn('nobody@example.lk', 'Wrong2026');
    expectErrorShape(wrong, 401);
    expect(wrong.json()).toEqual({ message: 'Email or password is incorrect', error: { error_message: 'Email or password is incorrect' } });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(refreshCookie(wrong)).toBeUndefined();
  });
});

describe('getCurrentUser', () => {
  it('reports the profile complete once name, contact number, NIC and address are present', async () => {
    const complete = await t.createUser({ nic: '199012345678', address: '12 Galle Road, Colombo 03', contactNo: '771234567', countryCode: '+94' });
    const response = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(complete) });
    expect(response.json().data).toMatchObject({ isProfileCompleted: true, user: { id: complete.id, contactNo: '771234567' } });
    expect(response.json().data.user).not.toHaveProperty('nic');
  });

  it('shows the admin role guard', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const response = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(admin) });
    expect(response.json().data.user.role).toEqual({ guard: 'ADMIN' });
  });
});

describe('renewToken and logout', () => {
  it('rotates the refresh token on renewal and refuses the old one', async () => {
    const first = refreshCookie(await signIn(host.email, host.password))!.value;
    const renewed = await renew(first);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.user.id).toBe(host.id);
    const second = refreshCookie(renewed)!.value;
    expect(second).not.toBe(first);

    expectErrorShape(await renew(first), 401);
    expect((await renew(second)).statusCode).toBe(200);
  });

  it('revokes the whole session family when an old token is replayed after the grace period', async () => {
    const first = refreshCookie(await signIn(host.email, host.password))!.value;
    const second = refreshCookie(await renew(first))!.value;
    // Age the rotation past the 10 s grace window.
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first)));

    expectErrorShape(await renew(first), 401); // the thief's replay
    expectErrorShape(await renew(second), 401); // and so the real owner's token is dead too
  });

  it('does not revoke the family when an old token comes back within the 10 s grace window (two tabs renewing)', async () => {
    const first = refreshCookie(await signIn(host.email, host.password))!.value;
    const second = refreshCookie(await renew(first))!.value;
    expectErrorShape(await renew(first), 401); // the slower tab loses, quietly
    expect((await renew(second)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in for hosts and 24 hours for admins, whatever the renewals', async () => {
    const admin = await t.createUser({ role: 'ADMIN', twoStep: false });
    for (const [who, days] of [[host, 30], [admin, 1]] as const) {
      const token = refreshCookie(await signIn(who.email, who.password))!.value;
      const renewed = refreshCookie(await renew(token))!.value;
      const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(renewed)));
      const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
      expect(Math.abs(lifetime - days * 24 * 3600 * 1000)).toBeLessThan(60_000);
    }
  });

  it('logs out: revokes the session and clears the cookie', async () => {
    const token = refreshCookie(await signIn(host.email, host.password))!.value;
    const response = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { refreshToken: token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, message: 'Signed out' });
    const cleared = refreshCookie(response)!;
    expect(cleared.value).toBe('');
    expectErrorShape(await renew(token), 401);
  });

  it('answers renewal without a cookie with 401', async () => {
    expectErrorShape(await t.inject({ method: 'POST', url: '/api/v1/auth/token/renew' }), 401);
  });
});

describe('social sign-in and the CSRF token without configuration', () => {
  it.each(['google', 'facebook', 'apple'])('sign-in with %s says it is not configured', async (provider) => {
    const response = await t.inject({
      method: 'POST',
      url: `/api/v1/web/auth/sign-in/${provider}`,
      payload: { idToken: 'x'.repeat(40) },
    });
    const body = expectErrorShape(response, 501);
    expect(body.message).toBe(`${provider[0].toUpperCase()}${provider.slice(1)} sign-in is not configured on this server`);
  });

  it('hands out a signed CSRF token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/auth/csrf-token' });
    expect(response.json().data.csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});
