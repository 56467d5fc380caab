import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Small limits so a test reaches them in a few requests; the rules are the production ones.
const LIMITS = {
  signInPerAccountAndAddress: { limit: 3, windowMs: 15 * 60 * 1000 },
  signInPerAddress: { limit: 6, windowMs: 15 * 60 * 1000 },
  signInPerAccount: { limit: 10, windowMs: 60 * 60 * 1000 },
  otpPerAddress: { limit: 5, windowMs: 15 * 60 * 1000 },
};

let t: TestApp;
let counter = 0;
const unknownEmail = () => `nobody${++counter}@example.lk`;

beforeAll(async () => {
  t = await buildTestApp({ limits: LIMITS });
});
afterAll(() => t.close());

// Each test signs in from its own client address (inject's remoteAddress), like separate people.
const from = (ip: string) => ({ remoteAddress: ip });
const signInFrom = (ip: string, email: string, password: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email, password }, headers, ...from(ip) });

describe('sign-in throttling', () => {
  it('locks an account from one client address after 3 failures with 429 in the error shape, even for the right password, until the window ends', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) expectErrorShape(await signInFrom('10.0.1.1', user.email, 'Wrong2031x'), 401);
    const locked = await signInFrom('10.0.1.1', user.email, user.password);
    const body = expectErrorShape(locked, 429);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.error_message).toMatch(/^Too many attempts\. Please try again in \d+ minutes$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    t.clock.advance(15 * 60 * 1000);
    expect((await signInFrom('10.0.1.1', user.email, user.password)).statusCode).toBe(200);
  });

  it('does not lock the owner out of their own address when someone else fails many times from another (production limits)', async () => {
    const production = await buildTestApp();
    try {
      const user = await production.createUser();
      const signIn = (ip: string, password: string) =>
        production.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email: user.email, password }, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expectErrorShape(await signIn('10.0.5.1', 'Wrong2031x'), 401);
      for (let i = 0; i < 15; i++) expectErrorShape(await signIn('10.0.5.1', 'Wrong2031x'), 429);
      expectErrorShape(await signIn('10.0.5.1', user.password), 429);
      expect((await signIn('10.0.5.2', user.password)).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('stops guessing spread over many addresses at the account ceiling, for the owner too, until its hour ends', async () => {
    const user = await t.createUser();
    // 4 addresses × 3 failures each: 10 reach the account, the rest are refused by their pair.
    for (let a = 0; a < 4; a++) for (let i = 0; i < 3; i++) await signInFrom(`10.0.6.${a}`, user.email, 'Wrong2031x');
    const refused = await signInFrom('10.0.6.99', user.email, user.password);
    expect(expectErrorShape(refused, 429).error.code).toBe('RATE_LIMITED');
    t.clock.advance(60 * 60 * 1000);
    expect((await signInFrom('10.0.6.99', user.email, user.password)).statusCode).toBe(200);
  });

  it('evaluates at most the limit of 51 concurrent guesses, so the right password among them cannot slip through', async () => {
    const user = await t.createUser();
    const guesses = Array.from({ length: 50 }, (_, i) => `Wrong${2031 + i}x`);
    const answers = await Promise.all([...guesses, user.password].map((password) => signInFrom('10.0.7.1', user.email, password)));
    // 401 and 200 were checked against the hash; 429 was refused before it.
    const evaluated = answers.filter((answer) => answer.statusCode !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(LIMITS.signInPerAccountAndAddress.limit);
    expect(answers.every((answer) => [200, 401, 429].includes(answer.statusCode))).toBe(true);
    if (answers.at(-1)!.statusCode !== 200) expectErrorShape(await signInFrom('10.0.7.1', user.email, user.password), 429);
  });

  it('answers an unknown email exactly as a known one once locked', async () => {
    const user = await t.createUser();
    const ghost = unknownEmail();
    for (let i = 0; i < 3; i++) {
      await signInFrom('10.0.2.1', user.email, 'Wrong2031x');
      await signInFrom('10.0.2.2', ghost, 'Wrong2031x');
    }
    const known = await signInFrom('10.0.2.1', user.email, 'Wrong2031x');
    const unknown = await signInFrom('10.0.2.2', ghost, 'Wrong2031x');
    expect(unknown.statusCode).toBe(429);
    expect(known.statusCode).toBe(429);
    expect(unknown.json().error.code).toBe(known.json().error.code);
  });

  it('limits one client address across many accounts, and a rotating X-Forwarded-For does not get round it', async () => {
    for (let i = 0; i < 6; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}` };
      expectErrorShape(await signInFrom('10.0.3.1', unknownEmail(), 'Wrong2031x', spoofed), 401);
    }
    const user = await t.createUser();
    const refused = await signInFrom('10.0.3.1', user.email, user.password, { 'x-forwarded-for': '192.0.2.77' });
    expectErrorShape(refused, 429);
    // Another address is not affected.
    expect((await signInFrom('10.0.3.2', user.email, user.password)).statusCode).toBe(200);
  });

  it('clears the count of the account from that address after a successful sign-in', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 2; i++) await signInFrom('10.0.4.1', user.email, 'Wrong2031x');
    expect((await signInFrom('10.0.4.1', user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expectErrorShape(await signInFrom('10.0.4.1', user.email, 'Wrong2031x'), 401);
    expect((await signInFrom('10.0.4.1', user.email, user.password)).statusCode).toBe(200);
  });
});

describe('one-time code throttling', () => {
  it('checks at most the limit of 51 concurrent codes from one address', async () => {
    const validate = () =>
      t.inject({ method: 'POST', url: `/api/v1/auth/validate-otp?key=${randomBytes(24).toString('base64url')}&otp=123456`, ...from('10.0.8.1') });
    const answers = await Promise.all(Array.from({ length: 51 }, validate));
    // 422 was checked against the codes table; 429 was refused before it.
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(LIMITS.otpPerAddress.limit);
  });
});

describe('client address behind a configured proxy', () => {
  it('believes X-Forwarded-For only from TRUST_PROXY, so each real client is counted apart', async () => {
    const proxied = await buildTestApp({ limits: LIMITS, env: { TRUST_PROXY: '10.9.9.9' } });
    try {
      const signIn = (xff: string, email: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/v1/web/auth/sign-in/email',
          payload: { email, password: 'Wrong2031x' },
          headers: { 'x-forwarded-for': xff },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 6; i++) expectErrorShape(await signIn('198.51.100.1', `p${i}@example.lk`), 401);
      expectErrorShape(await signIn('198.51.100.1', 'p9@example.lk'), 429);
      expectErrorShape(await signIn('198.51.100.2', 'p10@example.lk'), 401);
    } finally {
      await proxied.close();
    }
  });
});
