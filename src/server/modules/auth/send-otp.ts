import type { FastifyBaseLogger } from 'fastify';
import { RULE_MESSAGES } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/email';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import type { Locale } from '../../../shared/locales';
import { otpMail, type OtpPurpose } from '../mail/account-mails';
import { findUserByEmail } from './find-user';
import { takeMailSlot } from './mail-throttle';
import { mailLater } from './mail-later';
import { issueOtp, newOtpKey } from './otp-codes';
import { pendingSignUpOfKey, savePendingSignUp } from './pending-sign-ups';
import { CODE_SENT_MESSAGE } from './sign-up-email';

export interface SendOtpOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** When the answer has gone out (answerSent): the code and the mail are made after it. */
  answered?: Promise<void>;
  /** The language of the request given the account's stored one (request-locale.ts): the code mail is written in it. */
  localeOf?: (storedLocale: string | null) => Locale;
  query: { email: string; sendOTPType: OtpPurpose; firstName?: string; lastName?: string; key?: string };
}

/**
 * Mails a code when the address can use one: SIGN_UP for an account still waiting for its email to
 * be confirmed, FORGOT_PASSWORD for any account. Otherwise nothing is sent. Either way the answer
 * (status, message, key format) comes after the same work (the throttle and one look-up): the
 * code row and the mail are made after the answer (background-tasks.ts), so neither the answer
 * nor its time tells who has an account.
 * A SIGN_UP resend that brings its earlier key keeps confirming that sign-up (pending-sign-ups.ts);
 * without it, the new code confirms the address alone and sets no password.
 */
export async function sendOtp({ deps, log, query, answered, localeOf = () => 'en' }: SendOtpOptions): Promise<SuccessBody<'sendOtp'>> {
  const email = query.email.trim();
  if (!isValidEmail(email)) throw HttpError.unprocessable({ email: RULE_MESSAGES.invalidEmail });
  await takeMailSlot(deps, email);

  const purpose = query.sendOTPType;
  const key = newOtpKey();
  const user = await findUserByEmail(deps.db, email);
  const eligible = user && (purpose === 'FORGOT_PASSWORD' || !user.emailVerifiedAt);
  if (!eligible) {
    log.info({ event: 'otp', purpose, outcome: 'not-sent' }, 'code not sent: address not eligible');
    return { message: CODE_SENT_MESSAGE, data: { key } };
  }
  deps.background.run(
    'otp-code',
    async () => {
      const signUp = purpose === 'SIGN_UP' && query.key ? await pendingSignUpOfKey(deps.db, user.id, query.key) : null;
      const { code } = await issueOtp({
        db: deps.db, secret: deps.config.jwtSecret, userId: user.id, purpose, now: deps.clock(), key,
        // A sign-up resend replaces its own earlier code only: other sign-ups' codes stay alive.
        replaces: purpose === 'SIGN_UP' ? { keys: query.key ? [query.key] : [] } : 'all',
        alongside: signUp ? savePendingSignUp(user.id, signUp) : undefined,
      });
      mailLater(deps, otpMail({ to: user.email, name: signUp?.firstName ?? user.firstName, publicUrl: deps.config.publicUrl }, purpose, code, localeOf(user.locale)), { userId: user.id });
      log.info({ event: 'otp', purpose, outcome: 'sent', userId: user.id, withSignUp: Boolean(signUp) }, 'code sent');
    },
    { purpose, userId: user.id },
    answered,
  );
  return { message: CODE_SENT_MESSAGE, data: { key } };
}
