import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/index';
import type { MailMessage } from '../mailer';

/** A database or the transaction of the change the mail belongs to. */
type OutboxWriter = Pick<Database, 'insert'>;

/**
 * Puts a mail in the outbox. Call it with the transaction of the change the mail tells about, so
 * the mail exists if and only if the change does; after the commit, `outbox.deliverSoon()` sends
 * it without waiting for the worker's next poll.
 */
export async function queueMail(tx: OutboxWriter, message: MailMessage, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({ message, createdAt: now, deliverAt: now });
}
