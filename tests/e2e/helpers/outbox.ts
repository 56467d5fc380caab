import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * How long a mail may take to arrive. A sign-up's code goes out after its password hash, which
 * waits its turn in the hashing pool's anonymous lane (src/server/lib/hashing-pool.ts: behind any
 * sign-in, and resting as long as the last hash took): on a CI machine whose two cores also run two
 * browsers that has reached 10 s. The wait ends as soon as the mail is there.
 */
const MAIL_WAIT_MS = 30_000;

/** The mail outbox the e2e server writes to (playwright.config.ts sets E2E_DATA_DIR). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

type OutboxMail = { to: string; subject: string; kind?: string; purpose?: string; otp?: string; text: string; sentAt?: string };

async function allMails(): Promise<{ name: string; mail: OutboxMail }[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => ({ name, mail: JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as OutboxMail })),
  );
  return mails;
}

async function mailsTo(email: string): Promise<{ name: string; mail: OutboxMail }[]> {
  return (await allMails()).filter(({ mail }) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The first mail in the outbox that `matches`, waiting (polling) until it arrives. */
export async function waitForMail(matches: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMails()).map(({ mail }) => mail).find(matches);
        return found !== undefined;
      },
      { message: 'the expected mail in the outbox', timeout: MAIL_WAIT_MS },
    )
    .toBe(true);
  return found!;
}

/**
 * The newest one-time code mailed to `email` for `purpose`, waiting (polling, no sleeps) until one
 * newer than `after` codes has arrived.
 */
export async function readOtp(email: string, purpose: 'SIGN_UP' | 'FORGOT_PASSWORD', after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const otps = (await mailsTo(email)).filter(({ mail }) => mail.kind === 'otp' && (!mail.purpose || mail.purpose === purpose));
        const newest = otps.length > after ? otps[otps.length - 1].mail : undefined;
        code = newest?.otp ?? newest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `an OTP mail to ${email}`, timeout: MAIL_WAIT_MS },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many OTP mails `email` has had so far. */
export async function countOtps(email: string): Promise<number> {
  return (await mailsTo(email)).filter(({ mail }) => mail.kind === 'otp').length;
}
