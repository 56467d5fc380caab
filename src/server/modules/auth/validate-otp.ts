import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import type { Locale } from '../../../shared/locales';
import { welcomeMail } from '../mail/account-mails';
import { otpChecks } from './auth-limits';
import { takeAttempt } from './client-throttle';
import { findUserById } from './find-user';
import { roleOf, signedInBody } from './issue-session';
import { mailLater } from './mail-later';
import { checkOtp } from './otp-codes';
import { confirmEmail } from './pending-sign-ups';
import { startSession } from './refresh-tokens';
import { issueResetKey } from './reset-keys';

export interface ValidateOtpOptions {
  deps: AppDeps;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  ip: string;
  query: { key: string; otp: string };
  /** The language of the welcome mail: the request's (request-locale.ts), given the account's stored one. */
  localeOf?: (storedLocale: string | null) => Locale;
}

// Wrong, expired, used up, dead after 5 tries, or a decoy key: one answer, so a decoy handed out
// for an unknown email can never be told apart from a real key.
const WRONG_CODE_MESSAGE = 'This code is not correct or has expired. Please check it or ask for a new code';

/**
 * SIGN_UP: confirms the email (with that sign-up's details and password), signs the person in
 * (access token + refresh cookie) and welcomes them. FORGOT_PASSWORD: returns a single-use reset key for PUT /auth/password (and confirms the
 * email too: the code proved the person reads that inbox).
 */
export async function validateOtp({ deps, reply, log, ip, query, localeOf = () => 'en' }: ValidateOtpOptions): Promise<SuccessBody<'validateOtp'>> {
  const attempt = await takeAttempt(deps, otpChecks(deps.limits, ip));
  const now = deps.clock();
  const result = await checkOtp(deps.db, deps.config.jwtSecret, query.key, query.otp, now);
  if (!result.ok) {
    log.info({ event: 'otp-check', outcome: result.reason, ip }, 'one-time code refused');
    throw HttpError.unprocessable({ otp: WRONG_CODE_MESSAGE });
  }
  await attempt.succeeded();

  // The first right code confirms the address with its own sign-up's password (pending-sign-ups.ts);
  // on a confirmed account a code changes nothing. `confirmed` also decides the welcome mail.
  const confirmed = await confirmEmail(deps.db, { userId: result.userId, otpCodeId: result.otpCodeId, purpose: result.purpose, now });
  const user = await findUserById(deps.db, result.userId);
  if (!user) throw HttpError.unprocessable({ otp: WRONG_CODE_MESSAGE });

  if (result.purpose === 'FORGOT_PASSWORD') {
    log.info({ event: 'otp-check', purpose: result.purpose, outcome: 'success', userId: user.id }, 'reset key issued');
    return { message: 'Code confirmed. Please choose a new password', data: { resetKey: await issueResetKey(deps.db, user.id, now) } };
  }

  if (confirmed) mailLater(deps, welcomeMail({ to: user.email, name: user.firstName, publicUrl: deps.config.publicUrl }, localeOf(user.locale)), { userId: user.id });
  const refresh = await startSession(deps.db, { userId: user.id, role: roleOf(user), now, twoStep: false });
  log.info({ event: 'sign-in', method: 'otp', outcome: 'success', userId: user.id, ip }, 'email confirmed; signed in');
  return signedInBody(deps, reply, user, refresh, 'Your email address is confirmed. Welcome!');
}
