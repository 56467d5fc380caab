import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { RULE_MESSAGES } from '../../../rules/messages';
import { isValidContactNumberFor } from '../../../rules/contact-number';
import { isValidEmail } from '../../../rules/email';
import { isValidName } from '../../../rules/name';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';
import type { AppDeps } from '../../types';
import { otpMail, signUpAttemptMail } from '../mail/account-mails';
import { throttleKey } from './auth-limits';
import { newPasswordProblem } from './check-new-password';
import { takeAttempt } from './client-throttle';
import { findUserByEmail } from './find-user';
import { takeMailSlot } from './mail-throttle';
import { issueOtp, newOtpKey } from './otp-codes';

export interface SignUpEmailOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** The client address (as in sign-in-email.ts): sign-ups per address are limited. */
  ip: string;
  body: RequestBody<'signUpEmail'>;
}

/** One answer whatever happened, so sign-up cannot be used to find out who has an account. */
export const CODE_SENT_MESSAGE = 'We have sent a 6-digit code to your email address. It expires in 10 minutes';

function fieldProblems(body: RequestBody<'signUpEmail'>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isValidName(body.firstName)) problems.firstName = RULE_MESSAGES.invalidName;
  if (!isValidName(body.lastName)) problems.lastName = RULE_MESSAGES.invalidName;
  if (!isValidEmail(body.email)) problems.email = RULE_MESSAGES.invalidEmail;
  if (!isValidContactNumberFor(body.countryCode, body.contactNo)) problems.contactNo = RULE_MESSAGES.invalidContactNumber;
  const password = newPasswordProblem(body.password);
  if (password) problems.password = password;
  return problems;
}

/**
 * Creates an unverified HOST and mails its code. The role is never read from the request (the
 * contract refuses unknown fields; this insert names every column it sets).
 * - New address: account created, code mailed.
 * - Unverified account: nobody has proved owning the address, so the newest sign-up replaces the
 *   details (a squatter cannot block the real owner) and a new code is mailed.
 * - Verified account: a "someone tried to sign up" notice instead of a code, and a decoy key.
 * The password is hashed on every path so all three take about as long, and only after the
 * client's sign-up attempt and the address's mail slot are taken, so hashing cannot be flooded.
 */
export async function signUpEmail({ deps, log, ip, body }: SignUpEmailOptions): Promise<SuccessBody<'signUpEmail'>> {
  const problems = fieldProblems(body);
  if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
  const email = body.email.trim();
  await takeAttempt(deps, [{ key: throttleKey.signUpAddress(ip), rule: deps.limits.signUpPerAddress }]);
  await takeMailSlot(deps, email);
  const passwordHash = await hashPassword(body.password, 'anonymous');

  const details = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    countryCode: body.countryCode,
    contactNo: body.contactNo === '' ? null : body.contactNo.replace(/^0/, ''),
    passwordHash,
  };
  const recipient = { to: email, name: details.firstName, publicUrl: deps.config.publicUrl };
  const answer = (key: string) => ({ message: CODE_SENT_MESSAGE, data: { key } });

  let user = await findUserByEmail(deps.db, email);
  if (user?.emailVerifiedAt) {
    await deps.mailer.send(signUpAttemptMail({ ...recipient, name: user.firstName }));
    log.info({ event: 'sign-up', outcome: 'existing-account', userId: user.id }, 'sign-up for a registered address');
    return answer(newOtpKey());
  }
  if (user) {
    [user] = await deps.db.update(users).set({ ...details, updatedAt: deps.clock() }).where(eq(users.id, user.id)).returning();
  } else {
    try {
      [user] = await deps.db.insert(users).values({ ...details, email, role: 'HOST' }).returning();
    } catch (error) {
      // Two sign-ups for one address at once: the other one won; this one gets the same answer.
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      return answer(newOtpKey());
    }
  }
  const { key, code } = await issueOtp({ db: deps.db, secret: deps.config.jwtSecret, userId: user.id, purpose: 'SIGN_UP', now: deps.clock() });
  await deps.mailer.send(otpMail(recipient, 'SIGN_UP', code));
  log.info({ event: 'sign-up', outcome: 'code-sent', userId: user.id }, 'sign-up code sent');
  return answer(key);
}
