/** Where failures are reported (pino's signature, so app.log fits). */
export interface BackgroundLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackgroundTasks {
  /**
   * Starts `task` now without the caller waiting for it. A task that throws is tried again after
   * each of the retry delays, then logged as failed; it never reaches the request that started it.
   */
  run(name: string, task: () => Promise<void>, details?: object, startAfter?: Promise<unknown>): void;
  /** Resolves when every task started so far has finished (tests, and shutdown). */
  idle(): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Work a request starts but does not answer with: account mails and the code rows they carry.
 * Sending after the answer keeps the answer's time the same whether or not there is an account
 * (QUALITY.md: no enumeration), and a slow mail server never holds a request.
 *
 * Kept in memory on purpose: a one-time code may not be stored in clear (otp-codes.ts keeps an
 * HMAC), so a durable queue could not hold the mail. If the process stops before a task has run,
 * the mail is lost and the person asks for a new code (the screens offer it after 60 s).
 */
export function createBackgroundTasks(log: BackgroundLog, retryDelaysMs: readonly number[] = [1_000, 10_000]): BackgroundTasks {
  const running = new Set<Promise<void>>();

  async function attempt(name: string, task: () => Promise<void>, details: object): Promise<void> {
    for (let tryNo = 0; ; tryNo += 1) {
      try {
        await task();
        return;
      } catch (err) {
        if (tryNo >= retryDelaysMs.length) {
          log.error({ event: 'background', task: name, outcome: 'failed', tries: tryNo + 1, err, ...details }, 'background task failed');
          return;
        }
        log.info({ event: 'background', task: name, outcome: 'retry', tries: tryNo + 1, err, ...details }, 'background task failed; trying again');
        await wait(retryDelaysMs[tryNo]!);
      }
    }
  }

  return {
    run(name, task, details = {}, startAfter = Promise.resolve()) {
      // Started on a later turn of the event loop, after `startAfter` (the answer sent): on the
      // embedded database the task's queries run in this process and would otherwise slow the answer.
      const job = startAfter
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
        .then(() => attempt(name, task, details))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/** Settles once the answer has been handed to the network (or the client went away). */
export function answerSent(reply: { raw: { once(event: 'finish' | 'close', listener: () => void): unknown } }): Promise<void> {
  return new Promise((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });
}
