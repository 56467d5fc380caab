import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes } from '../../db/schema/index';
import type { OtpPurpose } from '../mail/account-mails';

const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_WRONG_TRIES = 5;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The code is kept as an HMAC under a key derived from the server secret and bound to its key:
 * a plain hash of a 6-digit code falls to a million guesses if the table leaks.
 */
function codeHash(secret: string, keyHash: string, code: string): string {
  const derived = createHmac('sha256', secret).update('otp-codes').digest();
  return createHmac('sha256', derived).update(`${keyHash}:${code}`).digest('base64url');
}

/** The opaque handle the browser keeps between send-otp and validate-otp (192 bits). */
export const newOtpKey = () => randomBytes(24).toString('base64url');

export interface IssueOtpOptions {
  db: Database;
  secret: string;
  userId: number;
  purpose: OtpPurpose;
  now: Date;
  /** The key already handed to the browser (the answer goes out before the code is made). */
  key?: string;
  /**
   * Which earlier unused codes of this account and purpose stop working: all of them (default),
   * or only the listed ones (a sign-up's resend replaces that sign-up's code, not another's).
   */
  replaces?: 'all' | { keys: string[] };
  /** Runs in the same transaction with the new code's id (a sign-up's details go beside it). */
  alongside?: (tx: Transaction, otpCodeId: number) => Promise<void>;
}

/** A new code for one account and purpose; earlier unused codes of that purpose stop working. */
export async function issueOtp({ db, secret, userId, purpose, now, key = newOtpKey(), replaces = 'all', alongside }: IssueOtpOptions): Promise<{ key: string; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const keyHash = sha256(key);
  await db.transaction(async (tx) => {
    const earlier = and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt));
    if (replaces === 'all') await tx.update(otpCodes).set({ usedAt: now }).where(earlier);
    else if (replaces.keys.length > 0) await tx.update(otpCodes).set({ usedAt: now }).where(and(earlier, inArray(otpCodes.keyHash, replaces.keys.map(sha256))));
    const [row] = await tx
      .insert(otpCodes)
      .values({
        keyHash,
        userId,
        purpose,
        codeHash: codeHash(secret, keyHash, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      })
      .returning({ id: otpCodes.id });
    await alongside?.(tx, row!.id);
  });
  return { key, code };
}

/** The code row a key names (used or not), or undefined: a resend finds its sign-up through it. */
export async function findOtpByKey(db: Database, key: string) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.keyHash, sha256(key))).limit(1);
  return row;
}

export type CheckOtpResult =
  | { ok: true; otpCodeId: number; userId: number; purpose: OtpPurpose }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'dead' | 'wrong' };

/**
 * Checks and, when right, consumes a code. Every miss counts; the fifth wrong try kills the code
 * even for the right digits afterwards. The caller answers every failure alike, so a decoy key
 * (handed out for an unknown email) behaves exactly like a real one.
 */
export async function checkOtp(db: Database, secret: string, key: string, code: string, now: Date): Promise<CheckOtpResult> {
  const keyHash = sha256(key);
  const row = await findOtpByKey(db, key);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.failedAttempts >= OTP_MAX_WRONG_TRIES) return { ok: false, reason: 'dead' };

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(secret, keyHash, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // Conditional update: of two concurrent right answers only one consumes the code.
    const consumed = await db
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt), sql`${otpCodes.failedAttempts} < ${OTP_MAX_WRONG_TRIES}`))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) return { ok: false, reason: 'used' };
    return { ok: true, otpCodeId: row.id, userId: row.userId, purpose: row.purpose as OtpPurpose };
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(eq(otpCodes.id, row.id))
    .returning({ failedAttempts: otpCodes.failedAttempts });
  return { ok: false, reason: counted && counted.failedAttempts >= OTP_MAX_WRONG_TRIES ? 'dead' : 'wrong' };
}
