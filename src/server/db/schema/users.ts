import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, boolean, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    countryCode: text('country_code'),
    contactNo: text('contact_no'),
    nic: text('nic'),
    address: text('address'),
    avatarSmallPath: text('avatar_small_path'),
    avatarLargePath: text('avatar_large_path'),
    // Null for accounts that only sign in through Google, Facebook or Apple.
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('HOST'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    // Two-step verification (TOTP, RFC 6238). The secret is AES-256-GCM encrypted (two-step/secret-box.ts)
    // and never sent again after setup; set with no enabled_at it is a setup not yet confirmed.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The newest 30-second step whose code was accepted: a code is good once (RFC 6238 §5.2).
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    // The interface language chosen on the account (en, si, ta; src/shared/locales.ts); null until
    // one is chosen, and then mails go in the language of the request that causes them.
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // People type their address in any case; Ana@x.lk and ana@x.lk are one account.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // Admin listings find properties by a piece of their host's email (ILIKE '%…%'). GiST, not GIN
    // (migration 0019): the planner costs a GIN trigram search by the number of trigrams in the
    // pattern, so a typed email (20-odd trigrams) read dearer than scanning 5 000 users, and
    // it scanned them (2.5 ms); GiST is costed by the rows it finds, and emails are short enough that
    // its leaves hold their trigrams exactly (0.05 ms for one host's email).
    index('users_email_trgm_idx').using('gist', t.email.op('gist_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('HOST', 'ADMIN')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'si', 'ta')`),
  ],
);

/**
 * One row per signed-in session (a refresh-token family, migration 0023). Every signed-in request
 * checks its row, so revoking it ends access at once; `twoStepAt` says this session, not merely the
 * account, passed two-step verification.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    twoStepAt: timestamp('two_step_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    // Named as migration 0023 created it (an inline REFERENCES), so the snapshot and the database agree.
    foreignKey({ name: 'sessions_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
  ],
);

/**
 * One row per refresh token ever issued. A sign-in starts a family; each renewal revokes the
 * presented token, points it at its successor and issues a new one in the same family, so a stolen
 * token replayed later is recognised and the whole family revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    family: uuid('family')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque token: a database leak does not hand out sessions.
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The family's absolute end (30 days, admins 24 h); rotation never extends it.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Ten single-use codes per enrolment, for a lost phone; stored as SHA-256 (random, ~49.5 bits each). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);
