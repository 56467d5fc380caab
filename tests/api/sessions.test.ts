import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/index';
import { startSession } from '../../src/server/modules/auth/refresh-tokens';
import { accounts, refreshCookieOf } from './helpers/accounts';
import { expectErrorShape } from './helpers/expect-error-shape';
import { book, bookableProperty, night, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Issue 20: a session is a row every signed-in request checks, so ending it ends its access at once
 * (not when the 15-minute access token expires), and admin reach needs a session that passed
 * two-step verification, whatever the account's setting says.
 */
let t: TestApp;
let host: TestUser;
let place: Bookable;
let code: string;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
  place = await bookableProperty(t, host);
  code = (await book(t, host, place, 3, 5)).code;
});
afterAll(() => t.close());

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const get = (url: string, accessToken: string) => t.inject({ method: 'GET', url, headers: bearer(accessToken) });

describe('ending a session ends its access at once', () => {
  it('logout: the access token it had stops working on the next request', async () => {
    const signedIn = await accounts(t).signIn(host.email, host.password);
    const { accessToken } = signedIn.json().data;
    expect((await get('/api/v1/auth/me', accessToken)).statusCode).toBe(200);

    const out = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { refreshToken: refreshCookieOf(signedIn)!.value } });
    expect(out.statusCode).toBe(200);
    expect(expectErrorShape(await get('/api/v1/auth/me', accessToken), 401).message).toBe('Sign in to continue');
    expectErrorShape(await get(`/api/v1/web/reservations/${code}`, accessToken), 401);
  });

  it('password change: every other device is out at once; the device that changed it renews into its new session', async () => {
    const user = await t.createUser();
    const phone = (await accounts(t).signIn(user.email, user.password)).json().data.accessToken as string;
    const laptop = await accounts(t).signIn(user.email, user.password);
    const changed = await accounts(t).putPassword({ currentPassword: user.password, password: 'Kithul2031x' }, bearer(laptop.json().data.accessToken));
    expect(changed.statusCode).toBe(200);

    expectErrorShape(await get('/api/v1/auth/me', phone), 401);
    expectErrorShape(await get('/api/v1/auth/me', laptop.json().data.accessToken), 401);
    const renewed = await accounts(t).renew(refreshCookieOf(changed)!.value);
    expect(renewed.statusCode).toBe(200);
    expect((await get('/api/v1/auth/me', renewed.json().data.accessToken)).statusCode).toBe(200);
  });

  it('a session past its absolute end is refused even with an unexpired access token', async () => {
    const user = await t.createUser();
    const accessToken = t.tokenFor(user);
    await t.db.update(sessions).set({ expiresAt: new Date(t.clock().getTime() - 1000) }).where(eq(sessions.id, user.sessionId));
    expectErrorShape(await get('/api/v1/auth/me', accessToken), 401);
  });

  it("refuses a token naming another user's session", async () => {
    const other = await t.createUser();
    const forged = t.tokenFor({ id: host.id, role: 'HOST', sessionId: other.sessionId });
    expectErrorShape(await get('/api/v1/auth/me', forged), 401);
  });
});

describe('admin reach needs a session that passed two-step verification', () => {
  // An account with two-step on, signed in without the code: as a session made before enrolment was.
  async function adminSession(twoStep: boolean) {
    const admin = await t.createUser({ role: 'ADMIN' });
    const { sessionId } = await startSession(t.db, { userId: admin.id, role: 'ADMIN', now: t.clock(), twoStep });
    return t.tokenFor({ id: admin.id, role: 'ADMIN', sessionId });
  }

  it.each([
    ['the listing', () => `/api/v1/web/properties/${place.propertyId}`],
    ['the reservation', () => `/api/v1/web/reservations/${code}`],
    ['the reservations list', () => `/api/v1/web/reservations`],
    ['the calendar', () => `/api/v1/web/properties/${place.propertyId}/calendar?from=${night(t, 0)}&to=${night(t, 30)}`],
    ['the sync screen', () => `/api/v1/web/properties/${place.propertyId}/sync`],
    ['the reservations export', () => `/api/v1/web/reservations/export?format=csv`],
  ])("a host's %s: refused without two-step in the session, reached with it", async (_what, url) => {
    expect(expectErrorShape(await get(url(), await adminSession(false)), 403).error.code).toBe('TWO_STEP_REQUIRED');
    expect((await get(url(), await adminSession(true))).statusCode).toBe(200);
  });

  it('the account routes stay open to it, so the admin can set two-step up', async () => {
    const token = await adminSession(false);
    expect((await get('/api/v1/auth/me', token)).statusCode).toBe(200);
    expect((await get('/api/v1/web/profile', token)).statusCode).toBe(200);
    expect((await get('/api/v1/auth/two-step', token)).statusCode).toBe(200);
  });
});
