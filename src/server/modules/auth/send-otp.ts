import type { FastifyBaseLogger } from 'fastify';
import { RULE_MESSAGES } from '../../../rules/messages';
import { isValidEmail } from '../../../rules/email';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { otpMail, type OtpPurpose } from '../mail/account-mails';
import { findUserByEmail } from './find-user';
import { takeMailSlot } from './mail-throttle';
import { issueOtp, newOtpKey } from './otp-codes';
import { CODE_SENT_MESSAGE } from './sign-up-email';

export interface SendOtpOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
  query: { email: string; sendOTPType: OtpPurpose; firstName?: string; lastName?: string };
}

/**
 * Mails a code when the address can use one: SIGN_UP for an account still waiting for its email to
 * be confirmed, FORGOT_PASSWORD for any account. Otherwise nothing is sent and a decoy key comes
 * back; the answer (status, message, key format) and the 60-second throttle are the same either
 * way, so this cannot be used to find out who has an account.
 */
export async function sendOtp({ deps, log, query }: SendOtpOptions): Promise<SuccessBody<'sendOtp'>> {
  const email = query.email.trim();
  if (!isValidEmail(email)) throw HttpError.unprocessable({ email: RULE_MESSAGES.invalidEmail });
  await takeMailSlot(deps, email);

  const purpose = query.sendOTPType;
  const user = await findUserByEmail(deps.db, email);
  const eligible = user && (purpose === 'FORGOT_PASSWORD' || !user.emailVerifiedAt);
  if (!eligible) {
    log.info({ event: 'otp', purpose, outcome: 'not-sent' }, 'code not sent: address not eligible');
    return { message: CODE_SENT_MESSAGE, data: { key: newOtpKey() } };
  }
  const { key, code } = await issueOtp({ db: deps.db, secret: deps.config.jwtSecret, userId: user.id, purpose, now: deps.clock() });
  await deps.mailer.send(otpMail({ to: user.email, name: user.firstName, publicUrl: deps.config.publicUrl }, purpose, code));
  log.info({ event: 'otp', purpose, outcome: 'sent', userId: user.id }, 'code sent');
  return { message: CODE_SENT_MESSAGE, data: { key } };
}
