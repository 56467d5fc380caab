import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

// About hashing itself: at the real cost, not the suite's test cost (tests/api/setup/password-cost.ts).
vi.unmock('../../src/server/lib/password-cost');

// QUALITY.md: forgot-password and sign-up answer the same for known and unknown addresses, in
// time too. The mail server here takes 25 ms a mail, as a real one does (or far longer): an answer
// that waited for the mail, or did more database work for a real account, stands out.
const MAIL_MS = 25;
const TRIES = 30;

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  // Enough mails per address for the tries; the 60-second rule has its own test.
  t = await buildTestApp({ mailDelayMs: MAIL_MS, limits: { mailPerAddress: [{ limit: 10_000, windowMs: 60_000 }], signUpPerAddress: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/** Milliseconds until the answer; the mails sent after it are waited for outside the measure. */
async function timed(request: InjectOptions, status: number): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await t.app.inject(request);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(response.statusCode).toBe(status);
  await t.app.deps.background.idle();
  return ms;
}

/** Interleaved, so drift (JIT, caches, the other test files) falls on both sides alike. */
async function compare(tries: number, known: () => Promise<number>, unknown: () => Promise<number>) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    if (i % 2 === 0) {
      a.push(await known());
      b.push(await unknown());
    } else {
      b.push(await unknown());
      a.push(await known());
    }
  }
  return { known: median(a), unknown: median(b) };
}

// Within a quarter of the slower median, or 3 ms, whichever is more: far less than one mail.
const expectAlike = ({ known, unknown }: { known: number; unknown: number }) => {
  if (process.env.SHOW_TIMING) console.log(`TIMING known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`);
  expect(Math.abs(known - unknown), `known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThanOrEqual(Math.max(3, 0.25 * Math.max(known, unknown)));
};

// A timing comparison is a sample: on a machine busy with other work (CI runs two test files at
// once) one sample of sign-ups, each a 0.3 s hash that the load stretches past 1 s, once differed
// by 36 %. Each test may take three samples; a real difference (a mail waited for, a hash on one
// side only) shows in all three.
describe('answer time for known and unknown addresses', { retry: 2 }, () => {
  // Each try's own addresses, so a retry starts clean.
  it('answers forgot-password (sendOtp FORGOT_PASSWORD) as fast for a registered address as for an unknown one', async () => {
    const user = await t.createUser({ email: `timing.known${++counter}@example.lk` });
    const sendOtp = (email: string) => timed({ method: 'PATCH', url: `/api/v1/auth/send-otp?${new URLSearchParams({ email, sendOTPType: 'FORGOT_PASSWORD' })}`, headers: t.csrf }, 202);
    const result = await compare(TRIES, () => sendOtp(user.email), () => sendOtp(`timing.nobody${++counter}@example.lk`));
    expectAlike(result);
    // The code did go out, after the answer.
    expect(t.mails.filter((m) => m.to === user.email && m.kind === 'otp')).toHaveLength(TRIES);
  });

  it('answers a sign-up as fast for a registered address as for a new one', async () => {
    const user = await t.createUser({ email: `timing.owner${++counter}@example.lk` });
    const signUp = (email: string) =>
      timed(
        {
          method: 'POST',
          url: '/api/v1/web/auth/sign-up/email',
          headers: t.csrf,
          payload: { firstName: 'Nadeesha', lastName: 'Perera', email, countryCode: '+94', contactNo: '0771234567', password: 'Lagoon2031' },
        },
        202,
      );
    // Each try hashes a password (0.3 s, more on a busy machine), so fewer of them.
    expectAlike(await compare(8, () => signUp(user.email), () => signUp(`timing.new${++counter}@example.lk`)));
  }, 90_000);
});
