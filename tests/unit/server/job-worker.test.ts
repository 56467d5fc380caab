import { afterEach, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from '../../../src/server/lib/jobs/job-worker';

/** An in-memory queue standing in for the lease table: what was claimed, failed and released. */
function fakeQueue(ids: number[]) {
  const due = [...ids];
  const events: string[] = [];
  const failures = new Map<number, string>();
  const logged: string[] = [];
  const options = (overrides: Partial<JobWorkerOptions> = {}): JobWorkerOptions => ({
    claim: async (limit) => due.splice(0, limit),
    run: async (id) => void events.push(`run ${id}`),
    onFailure: async (id, error) => void failures.set(id, (error as Error).message),
    release: async (id) => void events.push(`release ${id}`),
    concurrency: 3,
    pollMs: 5,
    log: { error: (_details, message) => void logged.push(message) },
    ...overrides,
  });
  return { due, events, failures, logged, options };
}

let worker: JobWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

describe('the job worker', () => {
  it('tells its observer as each job starts and how it ended, after its lease is given back', async () => {
    const q = fakeQueue([1, 2]);
    const observed: string[] = [];
    worker = createJobWorker(
      q.options({
        run: async (id) => {
          observed.push(`run ${id}`);
          if (id === 2) throw new Error('The mail server refused the connection');
        },
        release: async (id) => void observed.push(`release ${id}`),
        observer: { started: () => void observed.push('started'), finished: (outcome) => void observed.push(outcome) },
      }),
    );
    await worker.runDue();
    expect(observed.filter((event) => event !== 'started')).toEqual(['run 1', 'run 2', 'release 1', 'done', 'release 2', 'failed']);
    expect(observed.filter((event) => event === 'started')).toHaveLength(2);
  });

  it('records a failing job’s error and releases it, while the other jobs run', async () => {
    const q = fakeQueue([1, 2, 3]);
    worker = createJobWorker(
      q.options({
        run: async (id) => {
          if (id === 2) throw new Error('The channel answered 500 Internal Server Error');
          q.events.push(`run ${id}`);
        },
      }),
    );
    expect(await worker.runDue()).toEqual([1, 2, 3]);
    expect(q.failures).toEqual(new Map([[2, 'The channel answered 500 Internal Server Error']]));
    expect(q.events.filter((e) => e.startsWith('run')).sort()).toEqual(['run 1', 'run 3']);
    expect(q.events.filter((e) => e.startsWith('release')).sort()).toEqual(['release 1', 'release 2', 'release 3']);
  });

  it('keeps claiming and running other jobs while one job hangs in its slot', async () => {
    const q = fakeQueue([1, 2, 3, 4, 5, 6, 7]);
    let finishHanging!: () => void;
    const hanging = new Promise<void>((resolve) => (finishHanging = resolve));
    worker = createJobWorker(q.options({ concurrency: 2, run: async (id) => (id === 1 ? hanging : void q.events.push(`run ${id}`)) }));
    worker.start();
    await expect.poll(() => q.events.filter((e) => e.startsWith('run')).length).toBe(6);
    expect(q.events).not.toContain('release 1');
    finishHanging();
    await expect.poll(() => q.events).toContain('release 1');
  });

  it('logs a failure it could not record, and a lease it could not give back, and goes on', async () => {
    const q = fakeQueue([1, 2]);
    worker = createJobWorker(
      q.options({
        run: async () => {
          throw new Error('boom');
        },
        onFailure: async () => {
          throw new Error('database gone');
        },
        release: async (id) => {
          if (id === 1) throw new Error('database gone');
          q.events.push(`release ${id}`);
        },
      }),
    );
    expect(await worker.runDue()).toEqual([1, 2]);
    expect(q.logged.sort()).toEqual(['could not record a failed job', 'could not record a failed job', 'could not release a job (its lease will run out)']);
    expect(q.events).toEqual(['release 2']);
  });

  it('logs a failed claim and claims again at the next poll', async () => {
    const q = fakeQueue([1]);
    let attempts = 0;
    worker = createJobWorker(
      q.options({
        claim: async (limit) => {
          attempts += 1;
          if (attempts === 1) throw new Error('connection reset');
          return q.due.splice(0, limit);
        },
      }),
    );
    worker.start();
    await expect.poll(() => q.events).toEqual(['run 1', 'release 1']);
    expect(q.logged).toEqual(['could not claim due jobs']);
  });

  it('stops claiming on stop, and waits for the running jobs to give their leases back', async () => {
    const q = fakeQueue([1, 2, 3, 4]);
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    worker = createJobWorker(q.options({ concurrency: 1, run: async (id) => (id === 1 ? slow : void q.events.push(`run ${id}`)) }));
    worker.start();
    await expect.poll(() => q.due.length).toBe(3);
    const stopping = worker.stop();
    expect(await Promise.race([stopping.then(() => 'stopped'), new Promise((resolve) => setImmediate(() => resolve('still waiting')))])).toBe('still waiting');
    finish();
    await stopping;
    expect(q.events).toEqual(['release 1']);
    expect(q.due).toEqual([2, 3, 4]);
  });
});
