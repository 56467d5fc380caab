import type { FastifyBaseLogger } from 'fastify';
import { RULE_MESSAGES } from '../../../shared/messages';
import { isValidContactNumberFor } from '../../../shared/contact-number';
import { isValidEmail } from '../../../shared/email';
import { isValidName } from '../../../shared/name';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import type { AppDeps } from '../../types';
import { isLocale, type Locale } from '../../../shared/locales';
import { otpMail, signUpAttemptMail } from '../mail/account-mails';
import { throttleKey } from './auth-limits';
import { newPasswordProblem } from './check-new-password';
import { takeAttempt } from './client-throttle';
import { findUserByEmail } from './find-user';
import { takeMailSlot } from './mail-throttle';
import { mailLater } from './mail-later';
import { issueOtp, newOtpKey } from './otp-codes';
import { savePendingSignUp, type SignUpDetails } from './pending-sign-ups';

export interface SignUpEmailOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** The client address (as in sign-in-email.ts): sign-ups per address are limited. */
  ip: string;
  /** When the answer has gone out (answerSent): the code and the mail are made after it. */
  answered?: Promise<void>;
  body: RequestBody<'signUpEmail'>;
  /** The language of the request (request-locale.ts): the code mail is written in it. */
  locale?: Locale;
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
 * Answers at once with the key of the code to come; the account row, the code and the mail are
 * made after the answer, so every path (new address, unconfirmed, confirmed) answers after the
 * same work: the rule checks, one password hash, the mail throttle and one look-up.
 * - New address: an unconfirmed HOST row WITHOUT a password (the role is never read from the
 *   request: the contract refuses unknown fields and the insert names every column it sets).
 * - New or unconfirmed address: this sign-up's details wait beside its own code
 *   (pending-sign-ups.ts): only that code sets this password, and a later sign-up changes nothing
 *   an earlier code confirms. So a squatter can neither block the owner nor choose their password.
 * - Confirmed address: a "someone tried to sign up" notice instead of a code; the key is a decoy.
 */
export async function signUpEmail({ deps, log, ip, body, answered, locale = 'en' }: SignUpEmailOptions): Promise<SuccessBody<'signUpEmail'>> {
  const problems = fieldProblems(body);
  if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
  const email = body.email.trim();
  await takeAttempt(deps, [{ key: throttleKey.signUpAddress(ip), rule: deps.limits.signUpPerAddress }]);
  await takeMailSlot(deps, email);
  const passwordHash = await hashPassword(body.password, 'anonymous');

  const details: SignUpDetails = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    countryCode: body.countryCode,
    contactNo: body.contactNo === '' ? null : body.contactNo.replace(/^0/, ''),
    passwordHash,
  };
  const recipient = { to: email, name: details.firstName, publicUrl: deps.config.publicUrl };
  const key = newOtpKey();
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.emailVerifiedAt) {
    mailLater(deps, signUpAttemptMail({ ...recipient, name: existing.firstName }, isLocale(existing.locale) ? existing.locale : locale), { userId: existing.id });
    log.info({ event: 'sign-up', outcome: 'existing-account', userId: existing.id }, 'sign-up for a registered address');
    return { message: CODE_SENT_MESSAGE, data: { key } };
  }
  deps.background.run('sign-up-code', async () => {
    const userId = existing?.id ?? (await accountRowFor(deps, email, details));
    // Other sign-ups' codes stay alive: a squatter signing up after the owner cannot kill theirs.
    const { code } = await issueOtp({
      db: deps.db, secret: deps.config.jwtSecret, userId, purpose: 'SIGN_UP', now: deps.clock(), key,
      replaces: { keys: [] }, alongside: savePendingSignUp(userId, details),
    });
    mailLater(deps, otpMail(recipient, 'SIGN_UP', code, locale), { userId });
    log.info({ event: 'sign-up', outcome: 'code-sent', userId }, 'sign-up code sent');
  }, {}, answered);
  return { message: CODE_SENT_MESSAGE, data: { key } };
}

/** The unconfirmed account row for a new address; the other one when two sign-ups race. */
async function accountRowFor(deps: AppDeps, email: string, details: SignUpDetails): Promise<number> {
  const { passwordHash: _notYet, ...profile } = details;
  const [created] = await deps.db.insert(users).values({ ...profile, email, role: 'HOST' }).onConflictDoNothing().returning({ id: users.id });
  if (created) return created.id;
  const other = await findUserByEmail(deps.db, email);
  if (!other) throw new Error('sign-up: the account row was neither created nor found');
  return other.id;
}
