import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

// About hashing itself: at the real cost, not the suite's test cost (tests/api/setup/password-cost.ts).
vi.unmock('../../src/server/lib/password-cost');

let t: TestApp;
beforeAll(async () => {
  // One sign-up per address, so the per-client test reaches the limit with few (slow) hashes.
  t = await buildTestApp({ limits: { signUpPerAddress: { limit: 1, windowMs: 15 * 60 * 1000 } } });
});
afterAll(() => t.close());

const signIn = (user: TestUser) =>
  t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email: user.email, password: user.password }, remoteAddress: '10.1.0.1' });
// Each sign-up from its own address and for its own email, so no per-client limit stops it before the hash.
const signUpFrom = (i: number, remoteAddress = `10.2.0.${i + 1}`) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/web/auth/sign-up/email',
    payload: { firstName: 'Nadeesha', lastName: 'Perera', email: `burst${i}.${process.pid}@example.lk`, countryCode: '+94', contactNo: '0771234567', password: 'Lagoon2031' },
    remoteAddress,
  });

async function signInMs(user: TestUser): Promise<number> {
  const start = performance.now();
  expect((await signIn(user)).statusCode).toBe(200);
  return performance.now() - start;
}

async function medianSignInMs(user: TestUser, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await signInMs(user));
  return times.sort((x, y) => x - y)[Math.floor(runs / 2)];
}

describe('password hashing under an anonymous burst', () => {
  it('refuses sign-ups from one address past its limit before hashing: no account, no mail', async () => {
    expect((await signUpFrom(100, '10.3.0.1')).statusCode).toBe(202);
    const mailsBefore = t.mails.length;
    const refused = await signUpFrom(101, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(t.mails.length).toBe(mailsBefore);
    expect((await signUpFrom(102, '10.3.0.2')).statusCode).toBe(202);
  });

  it('keeps a real sign-in within twice its quiet time while 50 sign-ups from 50 addresses hash', async () => {
    const user = await t.createUser();
    await signInMs(user); // the first request compiles routes and warms the dummy hash
    const quiet = await medianSignInMs(user);

    let settled = 0;
    const burst = Array.from({ length: 50 }, (_, i) => signUpFrom(i).finally(() => (settled += 1)));
    // Measured once the burst is hashing (its first code is mailed), not before it starts.
    const mailsBefore = t.mails.length;
    await vi.waitFor(() => expect(t.mails.length).toBeGreaterThan(mailsBefore), { timeout: 30_000, interval: 10 });
    const during = await medianSignInMs(user);
    const stillBursting = 50 - settled;
    const answers = await Promise.all(burst);

    console.info(`sign-in quiet ${quiet.toFixed(0)} ms, during the burst ${during.toFixed(0)} ms (${(during / quiet).toFixed(2)}×); sign-ups 202: ${answers.filter((r) => r.statusCode === 202).length}, 429: ${answers.filter((r) => r.statusCode === 429).length}`);
    expect(stillBursting).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.statusCode === 202 || answer.statusCode === 429)).toBe(true);
    expect(during).toBeLessThanOrEqual(2 * quiet + 100);
    // The admitted sign-ups drain at half the hashing time: ~15 s here, a minute on a loaded 2-core runner.
  }, 120_000);
});
