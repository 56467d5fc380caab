import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { TWO_STEP_MESSAGES } from '../../../shared/two-step';
import type { users } from '../../db/schema/index';
import { users as usersTable } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { guessChecks } from '../auth/auth-limits';
import { takeAttempt, type ThrottleCheck } from '../auth/client-throttle';
import { looksLikeRecoveryCode, useRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { matchingStep } from './totp';

type UserRow = typeof users.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'limits'>;

export const WRONG_CODE_MESSAGE = TWO_STEP_MESSAGES.wrongCode;
export const USED_CODE_MESSAGE = TWO_STEP_MESSAGES.usedCode;

const twoStepThrottleKey = (userId: number) => `two-step:user:${userId}`;

/** The same three limits as wrong passwords (auth-limits.ts), on the account's own two-step key. */
export const codeLimits = (deps: Deps, userId: number, ip: string): ThrottleCheck[] => guessChecks(deps.limits, twoStepThrottleKey(userId), ip);

const sixDigits = (text: string) => {
  const digits = text.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/**
 * Accepts a code from the authenticator for the account's (enabled or pending) secret once: the
 * step is recorded atomically, and only a later step passes afterwards (RFC 6238 §5.2).
 */
async function acceptTotp(deps: Deps, user: UserRow, code: string, pending: boolean): Promise<'ok' | 'wrong' | 'used'> {
  const secret = user.totpSecret ? openSecret(deps.config.jwtSecret, user.id, user.totpSecret) : null;
  if (!secret) return 'wrong';
  const step = matchingStep(secret, code, deps.clock());
  if (step === null) return 'wrong';
  const claimed = await deps.db
    .update(usersTable)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(usersTable.id, user.id),
        pending ? isNull(usersTable.totpEnabledAt) : isNotNull(usersTable.totpEnabledAt),
        or(isNull(usersTable.totpLastStep), lt(usersTable.totpLastStep, step)),
      ),
    )
    .returning({ id: usersTable.id });
  return claimed.length > 0 ? 'ok' : 'used';
}

export interface CheckCodeOptions {
  user: UserRow;
  code: string;
  ip: string;
  /** Recovery codes count too (sign-in and turning it off); not when confirming a setup. */
  allowRecovery: boolean;
  /** Confirming a setup: the secret is set but not enabled yet. */
  pending?: boolean;
  /**
   * 401 at sign-in; 422 (a field error on `code`) for a signed-in caller, whose client would take
   * a 401 for an expired access token.
   */
  refuseWith: 401 | 422;
}

/**
 * Throws 429 when the account or address has used up its wrong guesses, 401/422 for a wrong or
 * reused code (counted); resolves how the code was accepted.
 */
export async function checkCode(deps: Deps, { user, code, ip, allowRecovery, pending = false, refuseWith }: CheckCodeOptions): Promise<'totp' | 'recovery'> {
  const attempt = await takeAttempt(deps, codeLimits(deps, user.id, ip));
  const digits = sixDigits(code);
  let outcome: 'totp' | 'recovery' | 'wrong' | 'used' = 'wrong';
  if (digits) {
    const result = await acceptTotp(deps, user, digits, pending);
    outcome = result === 'ok' ? 'totp' : result;
  } else if (allowRecovery && looksLikeRecoveryCode(code) && (await useRecoveryCode(deps.db, user.id, code, deps.clock()))) {
    outcome = 'recovery';
  }
  if (outcome === 'wrong' || outcome === 'used') {
    const message = outcome === 'used' ? USED_CODE_MESSAGE : WRONG_CODE_MESSAGE;
    throw refuseWith === 401 ? new HttpError(401, message) : HttpError.unprocessable({ code: message });
  }
  await attempt.succeeded();
  return outcome;
}
