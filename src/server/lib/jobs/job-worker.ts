/** Where the worker reports what no one is waiting for (pino's signature, so app.log fits). */
export interface JobLog {
  error(details: object, message: string): void;
}

/** Told as each job starts and how it ended (lib/metrics counts them; absent when metrics are off). */
export interface JobObserver {
  started(): void;
  finished(outcome: 'done' | 'failed'): void;
}

export interface JobWorkerOptions {
  /** Claims up to `limit` due jobs for this process (a lease, so no other process runs them). */
  claim: (limit: number) => Promise<number[]>;
  /** Runs one job. Throwing fails this job only. */
  run: (id: number) => Promise<void>;
  /** Records a failed job where people will see it, and reschedules it. */
  onFailure: (id: number, error: unknown) => Promise<void>;
  /** Gives the job's lease back. */
  release: (id: number) => Promise<void>;
  /** Jobs running at once in this process. */
  concurrency: number;
  /** How often to look for due jobs while slots are free. */
  pollMs: number;
  log: JobLog;
  observer?: JobObserver;
}

export interface JobWorker {
  /** Starts polling every pollMs (main.ts; tests call runDue instead). */
  start(): void;
  /** One claim of as many due jobs as there are free slots, waiting until they have all finished. */
  runDue(): Promise<number[]>;
  /** No new claims; resolves when the running jobs have finished and given their leases back. */
  stop(): Promise<void>;
}

/**
 * Runs claimed jobs with a fixed number of slots. Each job runs on its own: one that fails (or
 * takes its full 10 s fetch) holds one slot and never stops the others from being claimed and run.
 * When a claim fills every slot, more jobs are probably due, so a slot that frees up claims again
 * at once instead of waiting for the next poll.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<unknown> | null = null;
  let backlog = false;
  let started = false;
  let stopped = false;

  async function runOne(id: number): Promise<void> {
    options.observer?.started();
    let outcome: 'done' | 'failed' = 'done';
    try {
      await options.run(id);
    } catch (error) {
      outcome = 'failed';
      await options.onFailure(id, error).catch((err: unknown) => options.log.error({ err, jobId: id, cause: error }, 'could not record a failed job'));
    } finally {
      await options.release(id).catch((err: unknown) => options.log.error({ err, jobId: id }, 'could not release a job (its lease will run out)'));
      options.observer?.finished(outcome);
    }
  }

  function launch(id: number): Promise<void> {
    const job = runOne(id).finally(() => {
      running.delete(job);
      if (backlog && started) schedule(0);
    });
    running.add(job);
    return job;
  }

  async function claimAndLaunch(): Promise<{ ids: number[]; jobs: Promise<void>[] }> {
    const free = options.concurrency - running.size;
    if (stopped || free <= 0) return { ids: [], jobs: [] };
    let ids: number[];
    try {
      ids = await options.claim(free);
    } catch (err) {
      options.log.error({ err }, 'could not claim due jobs');
      return { ids: [], jobs: [] };
    }
    backlog = ids.length === free;
    return { ids, jobs: ids.map(launch) };
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick(): void {
    timer = null;
    if (stopped || claiming) return;
    claiming = claimAndLaunch().finally(() => {
      claiming = null;
      schedule(options.pollMs);
    });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    async runDue() {
      const { ids, jobs } = await claimAndLaunch();
      await Promise.all(jobs);
      return ids;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await claiming;
      await Promise.allSettled([...running]);
    },
  };
}
