import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoStepRecoveryCodes, users } from '../../src/server/db/schema/index';
import { createAccessTokens } from '../../src/server/lib/access-tokens';
import { TWO_STEP_REQUIRED_MESSAGE } from '../../src/server/lib/http-error';
import { USED_CODE_MESSAGE, WRONG_CODE_MESSAGE } from '../../src/server/modules/two-step/check-code';
import { openSecret, sealSecret } from '../../src/server/modules/two-step/secret-box';
import { codeAt } from '../../src/server/modules/two-step/totp';
import { CHALLENGE_EXPIRED_MESSAGE } from '../../src/server/modules/two-step/verify-two-step-sign-in';
import { refreshCookieOf } from './helpers/accounts';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

const STEP_MS = 30_000;
let t: TestApp;
beforeAll(async () => {
  // Three wrong guesses per account, so the throttling test reaches the limit quickly.
  t = await buildTestApp({ limits: { signInPerAccount: { limit: 3, windowMs: 15 * 60 * 1000 } } });
});
afterAll(() => t.close());

const signIn = (user: TestUser) =>
  t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email: user.email, password: user.password } });
const verify = (challenge: string, code: string) =>
  t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/two-step', payload: { challenge, code } });
const status = (user: TestUser) => t.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: t.authFor(user) });
const setup = (user: TestUser) => t.inject({ method: 'POST', url: '/api/v1/auth/two-step/setup', headers: t.authFor(user) });
const enable = (user: TestUser, code: string) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/two-step/enable', headers: t.authFor(user), payload: { code } });
const disable = (user: TestUser, payload: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/two-step/disable', headers: t.authFor(user), payload });
const adminOnly = (authorization: string) =>
  t.inject({ method: 'POST', url: '/api/v1/web/amenities/categories', headers: { authorization, 'content-type': 'application/json' }, payload: '{}' });

/** The code the user's app shows now (or `stepsAhead` steps later). */
const codeFor = (user: TestUser, stepsAhead = 0) => codeAt(user.totpSecret!, new Date(t.clock().getTime() + stepsAhead * STEP_MS));

/** Password, then code: the session's answer. */
async function signInWithCode(user: TestUser, code = codeFor(user)) {
  const first = await signIn(user);
  expect(first.statusCode).toBe(202);
  return verify(first.json().data.twoStepChallenge, code);
}

/** Who a token speaks for, and whether its session (not merely the account) passed two-step. */
async function sessionOf(accessToken: string) {
  const claims = createAccessTokens(t.config.jwtSecret).verify(accessToken)!;
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, claims.sessionId));
  return { id: claims.id, role: claims.role, twoStep: row.twoStepAt !== null };
}

/** A host that sets two-step verification up through the API, as /profile does. */
async function enrolledHost(): Promise<TestUser & { recoveryCodes: string[] }> {
  const host = await t.createUser();
  const secret = (await setup(host)).json().data.secret as string;
  const enabled = await enable(host, codeAt(secret, t.clock()));
  expect(enabled.statusCode).toBe(200);
  // Into the next step, past the one used at enrolment, so the first sign-in code is a fresh one;
  // and to that step's first second, so a test's 29 seconds of sign-ins never cross into another
  // step by chance (a code made just before a boundary and checked just after it is a step older,
  // and one step older than the drift window allows is a wrong code, not a used one).
  t.clock.advance(STEP_MS - (t.clock().getTime() % STEP_MS) + 1000);
  return { ...host, twoStep: true, totpSecret: secret, recoveryCodes: enabled.json().data.recoveryCodes };
}

describe('setting two-step verification up (a host opting in)', () => {
  it('starts off, not required for a host', async () => {
    const host = await t.createUser();
    expect((await status(host)).json()).toEqual({ data: { enabled: false, required: false, recoveryCodesLeft: 0 } });
  });

  it('shows a new secret as text, as an otpauth URL and as an SVG QR code, and keeps it only encrypted', async () => {
    const host = await t.createUser();
    const response = await setup(host);
    expect(response.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = response.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Host Portal');
    expect(decodeURIComponent(url.pathname)).toContain(host.email);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(row.totpSecret).not.toContain(secret);
    expect(openSecret(t.config.jwtSecret, host.id, row.totpSecret!)).toBe(secret);
    // Sealed for this account: the same text on another account's row does not open.
    expect(openSecret(t.config.jwtSecret, host.id + 1, row.totpSecret!)).toBeNull();
    expect(row.totpEnabledAt).toBeNull();
  });

  it('turns on with a current code, answers ten single-use recovery codes once, and never shows the secret again', async () => {
    const host = await t.createUser();
    const secret = (await setup(host)).json().data.secret;
    const wrong = expectErrorShape(await enable(host, '000000' === codeAt(secret, t.clock()) ? '111111' : '000000'), 422);
    expect(wrong.error.fields).toEqual({ code: WRONG_CODE_MESSAGE });

    const response = await enable(host, codeAt(secret, t.clock()));
    expect(response.statusCode).toBe(200);
    const { recoveryCodes } = response.json().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, host.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);

    expect((await status(host)).json()).toEqual({ data: { enabled: true, required: false, recoveryCodesLeft: 10 } });
    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(host) });
    expect(me.json().data.user.twoStepEnabled).toBe(true);
    // A second setup would replace the secret behind the user's back: refused while it is on.
    const again = expectErrorShape(await setup(host), 409);
    expect(again.message).toBe('Two-step verification is already on. Turn it off first to set it up again');
    expectErrorShape(await enable(host, codeAt(secret, t.clock())), 409);
  });

  it('refuses to turn on before a setup was started', async () => {
    const host = await t.createUser();
    const body = expectErrorShape(await enable(host, '123456'), 409);
    expect(body.message).toBe('Start the setup first: there is no code to check yet');
  });
});

describe('signing in with two-step verification on', () => {
  it('answers the password with a challenge and no session, then the code with the session', async () => {
    const host = await enrolledHost();
    const first = await signIn(host);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({
      message: 'Enter the 6-digit code from your authenticator app',
      data: { twoStepChallenge: expect.any(String), expiresIn: 300 },
    });
    expect(refreshCookieOf(first)).toBeUndefined();

    const second = await verify(first.json().data.twoStepChallenge, codeFor(host));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user).toMatchObject({ id: host.id, twoStepEnabled: true });
    expect(refreshCookieOf(second)?.value).toBeTruthy();
    expect(await sessionOf(second.json().data.accessToken)).toEqual({ id: host.id, role: 'HOST', twoStep: true });
  });

  it('refuses a wrong code with a clear message and no session', async () => {
    const host = await enrolledHost();
    const first = await signIn(host);
    const right = codeFor(host);
    const response = await verify(first.json().data.twoStepChallenge, right === '000000' ? '000001' : '000000');
    const body = expectErrorShape(response, 401);
    expect(body.message).toBe(WRONG_CODE_MESSAGE);
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('accepts a code once: the same code again is refused as used, the next 30-second code works', async () => {
    const host = await enrolledHost();
    const code = codeFor(host);
    expect((await signInWithCode(host, code)).statusCode).toBe(200);
    const replay = await signInWithCode(host, code);
    expect(expectErrorShape(replay, 401).message).toBe(USED_CODE_MESSAGE);
    // An earlier step's code (still inside the clock-drift window) is refused too.
    expect(expectErrorShape(await signInWithCode(host, codeFor(host, -1)), 401).message).toBe(USED_CODE_MESSAGE);
    t.clock.advance(STEP_MS);
    expect((await signInWithCode(host)).statusCode).toBe(200);
  });

  it('lets only one of two sign-ins sent at once with the same code through', async () => {
    const host = await enrolledHost();
    const [a, b] = await Promise.all([signIn(host), signIn(host)]);
    const code = codeFor(host);
    const answers = await Promise.all([verify(a.json().data.twoStepChallenge, code), verify(b.json().data.twoStepChallenge, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((r) => r.statusCode === 401)!.json().message).toBe(USED_CODE_MESSAGE);
  });

  it('takes a recovery code instead, each one once', async () => {
    const host = await enrolledHost();
    const [recovery] = host.recoveryCodes;
    // Typed in capitals and without the hyphen: still the same code.
    const first = await signInWithCode(host, recovery.replace('-', '').toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(expectErrorShape(await signInWithCode(host, recovery), 401).message).toBe(WRONG_CODE_MESSAGE);
    expect((await status(host)).json().data.recoveryCodesLeft).toBe(9);
  });

  it('refuses a challenge after its 5 minutes, and one that was altered', async () => {
    const host = await enrolledHost();
    const { twoStepChallenge } = (await signIn(host)).json().data;
    const [payload, signature] = twoStepChallenge.split('.');
    const forged = `${Buffer.from(JSON.stringify({ u: host.id + 1, m: 'email', e: Date.now() + 1e9 })).toString('base64url')}.${signature}`;
    expect(expectErrorShape(await verify(forged, codeFor(host)), 401).message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    // One character of the signature changed (a signature that already starts with 'x' gets a 'y').
    const altered = `${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`;
    expect(expectErrorShape(await verify(`${payload}.${altered}`, codeFor(host)), 401).message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect(expectErrorShape(await verify(twoStepChallenge, codeFor(host)), 401).message).toBe(CHALLENGE_EXPIRED_MESSAGE);
  });

  it('throttles wrong codes like wrong passwords: after the limit even the right code gets 429', async () => {
    const host = await enrolledHost();
    const { twoStepChallenge } = (await signIn(host)).json().data;
    const wrong = codeFor(host) === '999999' ? '999998' : '999999';
    for (let i = 0; i < 3; i += 1) expectErrorShape(await verify(twoStepChallenge, wrong), 401);
    const blocked = await verify(twoStepChallenge, codeFor(host));
    expect(expectErrorShape(blocked, 429).error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const { twoStepChallenge: fresh } = (await signIn(host)).json().data;
    expect((await verify(fresh, codeFor(host))).statusCode).toBe(200);
  });
});

describe('turning two-step verification off', () => {
  it('needs a current code, a recovery code or the password, and then sign-in asks no code', async () => {
    const host = await enrolledHost();
    const noProof = expectErrorShape(await disable(host, {}), 422);
    expect(noProof.error.fields).toEqual({ code: 'Enter a code from your authenticator app or your password' });
    expect(expectErrorShape(await disable(host, { password: 'Wrong2026' }), 422).error.fields).toEqual({ password: 'That password is not right' });
    t.clock.advance(15 * 60 * 1000 + 1000); // the wrong password counted against the account's guesses

    const off = await disable(host, { code: codeFor(host) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-step verification is off', data: null });
    expect((await status(host)).json()).toEqual({ data: { enabled: false, required: false, recoveryCodesLeft: 0 } });
    expect(await t.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, host.id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(row.totpSecret).toBeNull();
    const plain = await signIn(host);
    expect(plain.statusCode).toBe(200);
    expect(await sessionOf(plain.json().data.accessToken)).toEqual({ id: host.id, role: 'HOST', twoStep: false });
    expectErrorShape(await disable(host, { password: host.password }), 409);
  });

  it('takes the password instead of a code', async () => {
    const host = await enrolledHost();
    expect((await disable(host, { password: host.password })).statusCode).toBe(200);
  });
});

describe('admins and two-step verification', () => {
  it('lets an admin without it sign in, but every admin tool answers 403 until it is set up', async () => {
    const admin = await t.createUser({ role: 'ADMIN', twoStep: false });
    const first = await signIn(admin);
    expect(first.statusCode).toBe(200);
    const { accessToken, user } = first.json().data;
    expect(user).toMatchObject({ role: { guard: 'ADMIN' }, twoStepEnabled: false });
    const refused = expectErrorShape(await adminOnly(`Bearer ${accessToken}`), 403);
    expect(refused).toEqual({ message: TWO_STEP_REQUIRED_MESSAGE, error: { error_message: TWO_STEP_REQUIRED_MESSAGE, code: 'TWO_STEP_REQUIRED' } });
    expect((await status(admin)).json().data).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    // Set up on /profile: the code proved in this session opens the admin tools to it at once, and after renewal.
    const headers = { authorization: `Bearer ${accessToken}` };
    const secret = (await t.inject({ method: 'POST', url: '/api/v1/auth/two-step/setup', headers })).json().data.secret;
    expect((await t.inject({ method: 'POST', url: '/api/v1/auth/two-step/enable', headers, payload: { code: codeAt(secret, t.clock()) } })).statusCode).toBe(200);
    expectErrorShape(await adminOnly(`Bearer ${accessToken}`), 400);
    const renewed = await t.inject({ method: 'POST', url: '/api/v1/auth/token/renew', cookies: { refreshToken: refreshCookieOf(first)!.value } });
    expect(renewed.statusCode).toBe(200);
    expect(await sessionOf(renewed.json().data.accessToken)).toEqual({ id: admin.id, role: 'ADMIN', twoStep: true });
    expectErrorShape(await adminOnly(`Bearer ${renewed.json().data.accessToken}`), 400); // past the access check: the empty body is refused
  });

  it('keeps a host with two-step verification out of the admin tools', async () => {
    const host = await enrolledHost();
    const session = await signInWithCode(host);
    expect(expectErrorShape(await adminOnly(`Bearer ${session.json().data.accessToken}`), 403).message).toBe('You do not have permission to do this');
  });

  it('ends an admin session 24 hours after sign-in however often it is renewed; a host session goes on', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const host = await t.createUser();
    let adminToken = refreshCookieOf(await signInWithCode(admin))!.value;
    let hostToken = refreshCookieOf(await signIn(host))!.value;
    const renew = (token: string) => t.inject({ method: 'POST', url: '/api/v1/auth/token/renew', cookies: { refreshToken: token } });
    for (let hour = 0; hour < 23; hour += 1) {
      t.clock.advance(3600 * 1000);
      const renewed = await renew(adminToken);
      expect(renewed.statusCode).toBe(200);
      adminToken = refreshCookieOf(renewed)!.value;
    }
    t.clock.advance(3600 * 1000 + 1000); // 24 h and a second after the sign-in
    expect(expectErrorShape(await renew(adminToken), 401).message).toBe('Your session has ended. Please sign in again');
    const hostRenewed = await renew(hostToken);
    expect(hostRenewed.statusCode).toBe(200);
    hostToken = refreshCookieOf(hostRenewed)!.value;
    expect(hostToken).toBeTruthy();
  });
});

describe('the secret box', () => {
  it('opens only what it sealed with the same key for the same account', () => {
    const sealed = sealSecret('a-server-secret-that-is-long-enough-0123', 7, 'JBSWY3DPEHPK3PXP');
    expect(openSecret('a-server-secret-that-is-long-enough-0123', 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret('another-server-secret-long-enough-012345', 7, sealed)).toBeNull();
    // One bit of the encrypted text flipped: the GCM tag no longer matches.
    const [version, iv, tag, body] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] ^= 1;
    expect(openSecret('a-server-secret-that-is-long-enough-0123', 7, [version, iv, tag, bytes.toString('base64url')].join('.'))).toBeNull();
    expect(openSecret('a-server-secret-that-is-long-enough-0123', 7, 'not sealed')).toBeNull();
  });
});

describe('two-step verification belongs to the session, not the account (issue 20)', () => {
  const me = (accessToken: string) => t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
  const renew = (refreshToken: string) => t.inject({ method: 'POST', url: '/api/v1/auth/token/renew', cookies: { refreshToken } });

  it('ends a password-only session when two-step is turned on elsewhere, so its renewal never gains admin reach', async () => {
    const admin = await t.createUser({ role: 'ADMIN', twoStep: false });
    const elsewhere = await signIn(admin); // a password-only session on another device
    expect(elsewhere.statusCode).toBe(200);
    const secret = (await setup(admin)).json().data.secret as string;
    expect((await enable(admin, codeAt(secret, t.clock()))).statusCode).toBe(200);

    expect(expectErrorShape(await me(elsewhere.json().data.accessToken), 401).message).toBe('Sign in to continue');
    expect(expectErrorShape(await renew(refreshCookieOf(elsewhere)!.value), 401).message).toBe('Your session has ended. Please sign in again');
    // The session that proved the code has reach at once, without renewing.
    expectErrorShape(await adminOnly(t.authFor(admin).authorization), 400);
  });

  it('ends the other sessions when two-step is turned off, and the one that turned it off loses its two-step standing', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const other = await signInWithCode(admin);
    expect(other.statusCode).toBe(200);
    expect((await disable(admin, { password: admin.password })).statusCode).toBe(200);

    expectErrorShape(await me(other.json().data.accessToken), 401);
    expect((await me(t.tokenFor(admin))).statusCode).toBe(200);
    expect(expectErrorShape(await adminOnly(t.authFor(admin).authorization), 403).error.code).toBe('TWO_STEP_REQUIRED');
  });

  it('lets a challenge sign in once: a replay is refused before its code is looked at, and uses up no recovery code', async () => {
    const host = await enrolledHost();
    const challenge = (await signIn(host)).json().data.twoStepChallenge as string;
    expect((await verify(challenge, codeFor(host))).statusCode).toBe(200);

    const [recoveryCode] = host.recoveryCodes;
    const replay = await verify(challenge, recoveryCode);
    expect(expectErrorShape(replay, 401).message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    expect(refreshCookieOf(replay)).toBeUndefined();
    expect((await status(host)).json().data.recoveryCodesLeft).toBe(10);
    // A fresh challenge still takes that recovery code.
    expect((await signInWithCode(host, recoveryCode)).statusCode).toBe(200);
  });
});
