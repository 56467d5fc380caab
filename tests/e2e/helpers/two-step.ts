import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeAt, TOTP_PERIOD_SECONDS } from '../../../src/server/modules/two-step/totp';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lock shared by the run's workers (a directory: mkdir either makes it or fails). The work may
 * be slow (a sign-in that waits for a TOTP step), so waiters give up only after `waitMs`.
 */
export async function withLock<T>(dir: string, work: () => T | Promise<T>, waitMs = 90_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      await sleep(25);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(dir);
  }
}

/**
 * A code for the secret that no other sign-in of this run has used. The server takes each 30-second
 * step once (replay protection) and accepts the next step early (clock drift), so parallel workers
 * signing in as the same account share out steps here: now, the next one, or else wait for one.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const folder = process.env.E2E_DATA_DIR ?? tmpdir();
  const name = createHash('sha256').update(secret).digest('hex').slice(0, 12);
  const file = join(folder, `totp-steps-${name}.json`);
  const step = await withLock(join(folder, `totp-steps-${name}.lock`), () => {
    let last = -1;
    try {
      last = JSON.parse(readFileSync(file, 'utf8')).last;
    } catch {
      // first use in this run
    }
    const chosen = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
    writeFileSync(file, JSON.stringify({ last: chosen }));
    return chosen;
  });
  // A step more than one ahead is not accepted yet: wait until it is the next one.
  const acceptedFrom = (step - 1) * STEP_MS;
  if (Date.now() < acceptedFrom) await sleep(acceptedFrom - Date.now() + 200);
  return codeAt(secret, new Date(step * STEP_MS + 1000));
}
