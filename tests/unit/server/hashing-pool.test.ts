import { beforeEach, describe, expect, it, vi } from 'vitest';

// The pool is per process (module state): each test gets a fresh one.
let inHashingPool: typeof import('../../../src/server/lib/hashing-pool').inHashingPool;
beforeEach(async () => {
  vi.resetModules();
  ({ inHashingPool } = await import('../../../src/server/lib/hashing-pool'));
});

/** A job that records when it starts and ends when the test says so. */
function jobs() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const job = (name: string) => () => {
    started.push(name);
    return new Promise<void>((resolve) => finish.set(name, resolve));
  };
  return { started, job, finish: (name: string) => finish.get(name)!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
/**
 * A sign-up hash starts only after the pool has rested as long as the last hash ran, here the time
 * the test took to finish it: milliseconds, but over vi.waitFor's default second on a busy
 * machine (it failed so once). The wait ends as soon as the hash starts.
 */
const AFTER_REST = { timeout: 10_000, interval: 5 };
/**
 * The second test waits through ten such rests, each as long as the test took to finish the hash
 * before it: about a second in all here, but over Vitest's default 5 s once in CI on a loaded
 * machine. Its own limit leaves it a minute.
 */
const TEN_RESTS_MS = 60_000;

describe('the hashing pool', () => {
  it('runs at most two hashes at once, and waiting sign-in work before waiting sign-up work', async () => {
    const { started, job, finish } = jobs();
    const all = [
      inHashingPool('account', job('a1')),
      inHashingPool('account', job('a2')),
      inHashingPool('anonymous', job('s1')),
      inHashingPool('account', job('a3')),
    ];
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    finish('a1');
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    finish('a2');
    finish('a3');
    await vi.waitFor(() => expect(started).toEqual(['a1', 'a2', 'a3', 's1']), AFTER_REST);
    finish('s1');
    await Promise.all(all);
  });

  it('starts no sign-up hash while a sign-in hash runs, and refuses a sign-up with 429 once 10 wait', async () => {
    const { started, job, finish } = jobs();
    const signIn = inHashingPool('account', job('a1'));
    const waitingSignUps = Array.from({ length: 10 }, (_, i) => inHashingPool('anonymous', job(`s${i}`)));
    await expect(inHashingPool('anonymous', job('refused'))).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: 10 });
    await settle();
    expect(started).toEqual(['a1']);
    finish('a1');
    await signIn;
    await vi.waitFor(() => expect(started).toEqual(['a1', 's0']), AFTER_REST);
    for (let i = 0; i < 10; i++) await vi.waitFor(() => finish(`s${i}`), AFTER_REST);
    await Promise.all(waitingSignUps);
    expect(started).not.toContain('refused');
  }, TEN_RESTS_MS);
});
