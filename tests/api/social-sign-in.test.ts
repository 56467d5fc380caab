import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { codeAt } from '../../src/server/modules/two-step/totp';
import { accounts } from './helpers/accounts';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp } from './helpers/test-app';

const CLIENT = { google: 'google-client.apps.example', facebook: '1234567890', apple: 'lk.example.portal' };
const ISSUER = { google: 'https://accounts.google.com', facebook: 'https://www.facebook.com', apple: 'https://appleid.apple.com' };
type Provider = keyof typeof CLIENT;

let t: TestApp;
let keys: { privateKey: CryptoKey; publicKey: CryptoKey };
let stranger: CryptoKey; // a key the providers' key sets do not hold
let dir: string;
let counter = 0;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  stranger = (await generateKeyPair('RS256')).privateKey;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-jwks-'));
  const jwks = path.join(dir, 'jwks.json');
  await fs.writeFile(jwks, JSON.stringify({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] }));
  const url = pathToFileURL(jwks).href;
  t = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT.google, FACEBOOK_APP_ID: CLIENT.facebook, APPLE_CLIENT_ID: CLIENT.apple,
      GOOGLE_JWKS_URL: url, FACEBOOK_JWKS_URL: url, APPLE_JWKS_URL: url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

interface TokenOptions {
  claims?: Record<string, unknown>;
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

async function idToken(provider: Provider, { claims = {}, key, issuer, audience, expiresAt }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: `social${++counter}@example.lk`, email_verified: true, given_name: 'Ruwan', family_name: 'Jayasuriya', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(typeof claims.sub === 'string' ? claims.sub : `sub-${counter}`)
    .setIssuer(issuer ?? ISSUER[provider])
    .setAudience(audience ?? CLIENT[provider])
    .setIssuedAt(now - 10)
    .setExpirationTime(expiresAt ?? now + 600)
    .sign(key ?? keys.privateKey);
}

const signIn = (provider: Provider, token: string, extra: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/v1/web/auth/sign-in/${provider}`, payload: { idToken: token, ...extra } });

describe('listSignInProviders', () => {
  it('lists the configured providers with their client ids', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json().data).toEqual([
      { provider: 'google', clientId: CLIENT.google },
      { provider: 'facebook', clientId: CLIENT.facebook },
      { provider: 'apple', clientId: CLIENT.apple },
    ]);
  });
});

describe.each(['google', 'facebook', 'apple'] as const)('signIn with %s', (provider) => {
  it('creates a confirmed host on first use and signs the same person in again', async () => {
    const token = await idToken(provider, { claims: { sub: `stable-${provider}` } });
    const first = await signIn(provider, token, { firstName: 'Ruwan' });
    expect(first.statusCode).toBe(200);
    const { user } = first.json().data;
    expect(user).toMatchObject({ role: { guard: 'HOST' }, firstName: 'Ruwan' });
    const [row] = await t.db.select().from(users).where(sql`${users.id} = ${user.id}`);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toBeNull();
    // Same subject, even with another email in the token: the same account.
    const again = await signIn(provider, await idToken(provider, { claims: { sub: `stable-${provider}` } }));
    expect(again.json().data.user.id).toBe(user.id);
  });

  it('links to an existing account with the same confirmed email', async () => {
    const existing = await t.createUser({ email: `linked-${provider}@example.lk` });
    const response = await signIn(provider, await idToken(provider, { claims: { email: existing.email } }));
    expect(response.json().data.user.id).toBe(existing.id);
  });

  it('asks an account with two-step verification on for its code, then the code gives the session', async () => {
    const existing = await t.createUser({ email: `two-step-${provider}@example.lk`, twoStep: true });
    const response = await signIn(provider, await idToken(provider, { claims: { email: existing.email } }));
    expect(response.statusCode).toBe(202);
    expect(response.json().data).not.toHaveProperty('accessToken');
    expect(response.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
    const verified = await t.inject({
      method: 'POST',
      url: '/api/v1/web/auth/sign-in/two-step',
      payload: { challenge: response.json().data.twoStepChallenge, code: codeAt(existing.totpSecret!, t.clock()) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ id: existing.id, twoStepEnabled: true });
  });

  it.each([
    ['signed with a key that is not in the key set', { key: 'stranger' }],
    ['expired', { expiresAt: Math.floor(Date.now() / 1000) - 3600 }],
    ['for another audience', { audience: 'someone-else' }],
    ['from another issuer', { issuer: 'https://evil.example' }],
  ] as const)('refuses a token %s with 401', async (_why, options) => {
    const token = await idToken(provider, { ...options, key: 'key' in options ? stranger : undefined });
    const body = expectErrorShape(await signIn(provider, token), 401);
    expect(body.error.error_message).toMatch(/^We could not confirm your (Google|Facebook|Apple) sign-in/);
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await idToken(provider)).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', email: 'admin@example.lk', iss: ISSUER[provider], aud: CLIENT[provider], exp: 9e9, iat: 1 })).toString('base64url');
    expectErrorShape(await signIn(provider, `${header}.${payload}.${signature}`), 401);
  });
});

describe('email confirmation from the provider', () => {
  it('refuses to create or link an account from an unconfirmed Google or Apple email', async () => {
    const target = await t.createUser({ email: 'target@example.lk' });
    for (const provider of ['google', 'apple'] as const) {
      const token = await idToken(provider, { claims: { email: target.email, email_verified: false } });
      expectErrorShape(await signIn(provider, token), 401);
    }
  });

  it("drops a squatter's password when the owner proves the address through a provider", async () => {
    const a = accounts(t);
    await a.signUp({ email: 'squatted@example.lk', password: 'Squatter2031' });
    expect((await signIn('google', await idToken('google', { claims: { email: 'squatted@example.lk' } }))).statusCode).toBe(200);
    expectErrorShape(await a.signIn('squatted@example.lk', 'Squatter2031'), 401);
  });
});
