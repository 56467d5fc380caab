import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails a change promised, written in the change's own transaction (lib/outbox): the change and its
 * mail commit or roll back together, and a mail server that is down never undoes a booking or a
 * decision. The job worker delivers the rows (a lease queue: due by `deliver_at`, held through
 * `locked_until`/`locked_by`) and deletes each once sent. A row that failed every try keeps its
 * last error with `deliver_at` null, for a person to look at; nothing claims it again.
 *
 * Account mails (one-time codes) never come here: a code may not be stored in clear
 * (lib/background-tasks.ts sends those from memory).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // The rendered MailMessage (to, subject, text, html, replyTo, kind, purpose).
    message: jsonb('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
  },
  (table) => [index('mail_outbox_deliver_at_idx').on(table.deliverAt)],
);
