import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/index';
import type { BackgroundTasks } from '../background-tasks';
import type { Clock } from '../clock';
import { createJobWorker, type JobObserver, type JobWorker } from '../jobs/job-worker';
import { claimDueJobs, releaseJob, type LeaseTable } from '../jobs/lease-queue';
import type { MailMessage, Mailer } from '../mailer';

/**
 * Outbox rows as a lease queue. A minute outlasts any SMTP exchange; a process that dies while
 * sending holds its mails no longer than that, and another process then sends them (at least once:
 * a mail whose sender died after the server took it but before the row was deleted goes twice).
 */
const MAIL_OUTBOX_QUEUE: LeaseTable = { table: 'mail_outbox', dueColumn: 'deliver_at', leaseMs: 60_000 };

/** Waits before the 2nd, 3rd, … try of a mail that failed: a mail server down for a day is covered. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

interface OutboxLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface MailOutboxOptions {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: OutboxLog;
  /** Runs a delivery asked for by a request after its answer (tests wait for it to be idle). */
  background: BackgroundTasks;
  /** This process's name in locked_by. */
  holder: string;
  retryDelaysMs?: readonly number[];
  concurrency?: number;
  pollMs?: number;
  /** Counts the deliveries (metrics). */
  observer?: JobObserver;
}

export interface MailOutbox {
  /** A change just committed mails: deliver what is due now rather than at the next poll. */
  deliverSoon(): void;
  /** The worker: main.ts starts its polling, tests call runDue. */
  worker: JobWorker;
}

/**
 * Delivers the outbox with the job worker: claims due rows (FOR UPDATE SKIP LOCKED, so processes
 * behind a load balancer never send the same row), sends each, and deletes it once the mail server
 * took it. A failed send counts a try, keeps the error and is due again after the next retry delay;
 * after the last, it is logged at error level and left for a person.
 */
export function createMailOutbox({ db, mailer, clock, log, background, holder, retryDelaysMs = MAIL_RETRY_DELAYS_MS, concurrency = 4, pollMs = 10_000, observer }: MailOutboxOptions): MailOutbox {
  const worker = createJobWorker({
    claim: (limit) => claimDueJobs(db, MAIL_OUTBOX_QUEUE, { workerId: holder, now: clock(), limit }),
    run: async (id) => {
      const [row] = await db.select({ message: mailOutbox.message }).from(mailOutbox).where(and(eq(mailOutbox.id, id), eq(mailOutbox.lockedBy, holder)));
      if (!row) return; // our lease ran out and another process has it
      await mailer.send(row.message as MailMessage);
      await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
    },
    onFailure: async (id, error) => {
      const [row] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: String((error as Error)?.message ?? error).slice(0, 500) })
        .where(eq(mailOutbox.id, id))
        .returning({ attempts: mailOutbox.attempts, message: mailOutbox.message });
      if (!row) return;
      const { kind, purpose } = row.message as MailMessage;
      const delay = retryDelaysMs[row.attempts - 1];
      const deliverAt = delay === undefined ? null : new Date(clock().getTime() + delay);
      await db.update(mailOutbox).set({ deliverAt }).where(eq(mailOutbox.id, id));
      const details = { event: 'mail', outboxId: id, kind, purpose, tries: row.attempts, err: error };
      if (deliverAt) log.info({ ...details, outcome: 'retry', nextTry: deliverAt }, 'mail not sent; it will be tried again');
      else log.error({ ...details, outcome: 'failed' }, 'mail not sent after every try; it stays in mail_outbox');
    },
    release: async (id) => {
      await releaseJob(db, MAIL_OUTBOX_QUEUE, id, { workerId: holder });
    },
    concurrency,
    pollMs,
    log,
    observer,
  });
  return {
    worker,
    deliverSoon() {
      background.run('mail-outbox', async () => {
        await worker.runDue();
      });
    },
  };
}
