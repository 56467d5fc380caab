import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { welcomeMail } from '../mail/account-mails';
import { throttleKey } from './auth-limits';
import { countFailure, refuseWhenThrottled } from './client-throttle';
import { findUserById } from './find-user';
import { roleOf, signedInBody } from './issue-session';
import { checkOtp } from './otp-codes';
import { startSession } from './refresh-tokens';
import { issueResetKey } from './reset-keys';

export interface ValidateOtpOptions {
  deps: AppDeps;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  ip: string;
  query: { key: string; otp: string };
}

// Wrong, expired, used up, dead after 5 tries, or a decoy key: one answer, so a decoy handed out
// for an unknown email can never be told apart from a real key.
export const WRONG_CODE_MESSAGE = 'This code is not correct or has expired. Please check it or ask for a new code';

/**
 * SIGN_UP: confirms the email, signs the person in (access token + refresh cookie) and welcomes
 * them. FORGOT_PASSWORD: returns a single-use reset key for PUT /auth/password (and confirms the
 * email too: the code proved the person reads that inbox).
 */
export async function validateOtp({ deps, reply, log, ip, query }: ValidateOtpOptions): Promise<SuccessBody<'validateOtp'>> {
  const limits: Parameters<typeof countFailure>[1] = [[throttleKey.otpAddress(ip), deps.limits.otpPerAddress]];
  await refuseWhenThrottled(deps, limits);
  const now = deps.clock();
  const result = await checkOtp(deps.db, deps.config.jwtSecret, query.key, query.otp, now);
  if (!result.ok) {
    await countFailure(deps, limits);
    log.info({ event: 'otp-check', outcome: result.reason, ip }, 'one-time code refused');
    throw HttpError.unprocessable({ otp: WRONG_CODE_MESSAGE });
  }

  // Set only when it was unset: tells us whether this is the first confirmation (welcome mail).
  const confirmed = await deps.db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, result.userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  const user = await findUserById(deps.db, result.userId);
  if (!user) throw HttpError.unprocessable({ otp: WRONG_CODE_MESSAGE });

  if (result.purpose === 'FORGOT_PASSWORD') {
    log.info({ event: 'otp-check', purpose: result.purpose, outcome: 'success', userId: user.id }, 'reset key issued');
    return { message: 'Code confirmed. Please choose a new password', data: { resetKey: await issueResetKey(deps.db, user.id, now) } };
  }

  if (confirmed.length > 0) await deps.mailer.send(welcomeMail({ to: user.email, name: user.firstName, publicUrl: deps.config.publicUrl }));
  const refresh = await startSession(deps.db, { userId: user.id, role: roleOf(user), now, twoStep: false });
  log.info({ event: 'sign-in', method: 'otp', outcome: 'success', userId: user.id, ip }, 'email confirmed; signed in');
  return signedInBody(deps, reply, user, refresh, 'Your email address is confirmed. Welcome!');
}
