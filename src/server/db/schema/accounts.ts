import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * One row per one-time code sent. The browser holds the opaque `key` (we keep its SHA-256), the
 * person holds the 6-digit code from the mail (we keep an HMAC of it, keyed by a server secret, so
 * a database leak cannot be brute-forced offline over the 10^6 codes). A code is bound to its
 * account and purpose, dies after 5 wrong tries, and is used once.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    keyHash: text('key_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_user_idx').on(t.userId),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('SIGN_UP', 'FORGOT_PASSWORD')`),
  ],
);

/** What a correct FORGOT_PASSWORD code buys: one password reset within 15 minutes. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    keyHash: text('key_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_keys_user_idx').on(t.userId)],
);

/**
 * Shared fixed-window counters for throttling (sign-in failures per account and per client
 * address, mails per address). In the database rather than in process memory so several server
 * processes behind one load balancer count together. One row per key.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** A Google, Facebook or Apple account linked to one of ours, by the provider's stable subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * What one sign-up asked for, kept beside the code that was mailed for it until that code is
 * entered. The account row of an unconfirmed address holds no password: only a code proves the
 * mailbox, and the details of that code's own sign-up are what it confirms (pending-sign-ups.ts).
 * A later sign-up for the same address adds a row; it never changes an earlier one.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    otpCodeId: integer('otp_code_id')
      .primaryKey()
      .references(() => otpCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryCode: text('country_code').notNull(),
    contactNo: text('contact_no'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_sign_ups_user_idx').on(t.userId)],
);
