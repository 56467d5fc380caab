import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes, pendingSignUps, users } from '../../db/schema/index';
import type { OtpPurpose } from '../mail/account-mails';
import { findOtpByKey, type Transaction } from './otp-codes';

/**
 * Pre-account hijack (someone signs up with another person's address first, then waits for them
 * to confirm it) is closed by one rule: a sign-up's details and password reach the account only
 * when the code mailed FOR THAT SIGN-UP is entered. Until then they wait here, beside the code.
 * - A later sign-up for the same unconfirmed address adds its own row and code; the earlier code
 *   still confirms the earlier details, and neither changes the other.
 * - The first code entered confirms the address, writes its own sign-up's details and password,
 *   and kills every other sign-up code and pending row of the account: a code read later (or
 *   guessed) can never change the password of a confirmed account.
 * - A code that carries no sign-up (a resend without its key, or a forgotten-password code)
 *   confirms the address with NO password: nobody who has not read the mailbox can sign in.
 */
export interface SignUpDetails {
  firstName: string;
  lastName: string;
  countryCode: string;
  contactNo: string | null;
  passwordHash: string;
}

/** Stores one sign-up beside its code (issueOtp's `alongside`, same transaction). */
export const savePendingSignUp = (userId: number, details: SignUpDetails) => async (tx: Transaction, otpCodeId: number) => {
  await tx.insert(pendingSignUps).values({ otpCodeId, userId, ...details });
};

/** The sign-up an earlier code of this account was sent for (a resend keeps confirming it). */
export async function pendingSignUpOfKey(db: Database, userId: number, key: string): Promise<SignUpDetails | null> {
  const code = await findOtpByKey(db, key);
  if (!code || code.userId !== userId || code.purpose !== 'SIGN_UP') return null;
  const [row] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.otpCodeId, code.id)).limit(1);
  if (!row) return null;
  const { firstName, lastName, countryCode, contactNo, passwordHash } = row;
  return { firstName, lastName, countryCode, contactNo, passwordHash };
}

/** The newest waiting sign-up's password hash: sign-in's "confirm your email first" hint. */
export async function newestPendingPasswordHash(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: pendingSignUps.passwordHash })
    .from(pendingSignUps)
    .where(eq(pendingSignUps.userId, userId))
    .orderBy(desc(pendingSignUps.createdAt), desc(pendingSignUps.otpCodeId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export interface ConfirmEmailOptions {
  userId: number;
  otpCodeId: number;
  purpose: OtpPurpose;
  now: Date;
}

/**
 * Marks the address confirmed by a right code. Answers true when this was the first
 * confirmation (the account was waiting), false when it was confirmed already (nothing changes).
 */
export async function confirmEmail(db: Database, { userId, otpCodeId, purpose, now }: ConfirmEmailOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [pending] = purpose === 'SIGN_UP' ? await tx.select().from(pendingSignUps).where(eq(pendingSignUps.otpCodeId, otpCodeId)).limit(1) : [];
    const details = pending
      ? { firstName: pending.firstName, lastName: pending.lastName, countryCode: pending.countryCode, contactNo: pending.contactNo, passwordHash: pending.passwordHash }
      : { passwordHash: null };
    const confirmed = await tx
      .update(users)
      .set({ ...details, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (confirmed.length === 0) return false;
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.userId, userId));
    await tx
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, 'SIGN_UP'), isNull(otpCodes.usedAt)));
    return true;
  });
}
