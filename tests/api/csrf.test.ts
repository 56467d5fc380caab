import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCsrfToken, newCsrfNonce } from '../../src/server/lib/csrf-tokens';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t.close());

const signIn = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email: host.email, password: host.password }, headers });

describe('CSRF protection of state-changing calls', () => {
  it('gives the browser a nonce cookie and a token that together let a sign-in through', async () => {
    const issued = await t.app.inject({ method: 'GET', url: '/api/v1/auth/csrf-token' });
    const cookie = issued.cookies.find((c) => c.name === 'csrfNonce')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const token = issued.json().data.csrfToken;
    expect((await signIn({ 'x-csrf-token': token, cookie: `csrfNonce=${cookie.value}` })).statusCode).toBe(200);

    // The same browser asking again keeps its nonce, so tokens of several tabs all work.
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/auth/csrf-token', cookies: { csrfNonce: cookie.value } });
    expect(again.cookies.find((c) => c.name === 'csrfNonce')).toBeUndefined();
    expect((await signIn({ 'x-csrf-token': again.json().data.csrfToken, cookie: `csrfNonce=${cookie.value}` })).statusCode).toBe(200);
  });

  it('refuses a call without the token with 403 CSRF_TOKEN_INVALID', async () => {
    const body = expectErrorShape(await signIn({ cookie: t.csrf.cookie }), 403);
    expect(body.error).toMatchObject({
      code: 'CSRF_TOKEN_INVALID',
      error_message: 'Your security token is missing or out of date. Please refresh the page and try again',
    });
    expectErrorShape(await signIn({ 'x-csrf-token': t.csrf['x-csrf-token'] }), 403); // no nonce cookie
  });

  it('refuses a forged token and a token made for another browser', async () => {
    const [random] = t.csrf['x-csrf-token'].split('.');
    expectErrorShape(await signIn({ cookie: t.csrf.cookie, 'x-csrf-token': `${random}.${'A'.repeat(43)}` }), 403);
    const otherBrowser = createCsrfToken(t.config.csrfSecret, newCsrfNonce());
    expectErrorShape(await signIn({ cookie: t.csrf.cookie, 'x-csrf-token': otherBrowser }), 403);
    const otherKey = createCsrfToken('another-secret-that-is-long-enough-0123456789', t.csrf.cookie.split('=')[1]);
    expectErrorShape(await signIn({ cookie: t.csrf.cookie, 'x-csrf-token': otherKey }), 403);
  });

  it('refuses a request the browser marks Sec-Fetch-Site: cross-site, even with a valid token', async () => {
    const body = expectErrorShape(await signIn({ ...t.csrf, 'sec-fetch-site': 'cross-site' }), 403);
    expect(body.error.code).toBe('CROSS_SITE_REQUEST');
    expect((await signIn({ ...t.csrf, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it.each([
    ['PUT', '/api/v1/web/profile'],
    ['POST', '/api/v1/web/inquiries'],
    ['DELETE', '/api/v1/web/accommodation-units/1'],
    ['POST', '/api/v1/auth/logout'],
    ['PATCH', '/api/v1/auth/send-otp?email=a%40b.lk&sendOTPType=SIGN_UP'],
  ] as const)('guards %s %s, even for a signed-in caller', async (method, url) => {
    expectErrorShape(await t.app.inject({ method, url, headers: t.authFor(host), payload: method === 'DELETE' ? undefined : {} }), 403);
  });

  it('leaves reads alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(host) })).statusCode).toBe(200);
  });
});
