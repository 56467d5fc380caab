import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import { queueMail } from '../../lib/outbox/queue-mail';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requestLocale } from '../../lib/request-locale';
import type { AppDeps } from '../../types';
import { passwordChangedMail } from '../mail/account-mails';
import { guessChecks, otpChecks, throttleKey } from './auth-limits';
import { takeAttempt } from './client-throttle';
import { newPasswordProblem } from './check-new-password';
import { findUserById } from './find-user';
import { bearerCaller } from './find-caller';
import { roleOf } from './issue-session';
import { revokeAllSessions, startSession } from './refresh-tokens';
import { consumeResetKey } from './reset-keys';
import { setRefreshCookie } from './session-cookie';

export interface UpdatePasswordOptions {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  body: RequestBody<'updatePassword'>;
}

const SAME_AS_TEMPORARY = 'Please choose a new password of your own, not the temporary one';
const SAME_AS_CURRENT = 'Your new password must be different from your current one';

const staleResetKey = () => HttpError.unprocessable({ resetKey: 'This password reset has expired. Please ask for a new code' });

/**
 * Three ways in, one way out:
 * - `resetKey` (forgot password, from validate-otp): no session needed;
 * - signed in with `currentPassword`: an ordinary change;
 * - signed in on an account flagged `mustResetPassword` (admin-created with a temporary password,
 *   just signed in with it): the current password may be left out.
 * Then: the new password is stored, every session of the account is revoked, the notice is
 * mailed. A signed-in caller gets a fresh session (new refresh cookie) so only the other devices
 * are signed out; after a reset the person signs in with the new password.
 * The route is public in the contract (a reset has no session), so the bearer token is read here.
 */
export async function updatePassword({ deps, request, reply, log, body }: UpdatePasswordOptions): Promise<SuccessBody<'updatePassword'>> {
  const problem = newPasswordProblem(body.password);
  // Checked before the reset key is used up, so a weak choice does not cost the person their key.
  if (problem) throw HttpError.unprocessable({ password: problem });
  const now = deps.clock();

  let userId: number;
  let signedIn = false;
  // The caller's new session keeps what their old one proved.
  let keepsTwoStep = false;
  if (body.resetKey !== undefined) {
    const attempt = await takeAttempt(deps, otpChecks(deps.limits, request.ip));
    const owner = await consumeResetKey(deps.db, body.resetKey, now);
    if (owner === null) throw staleResetKey();
    await attempt.succeeded();
    userId = owner;
  } else {
    const claims = await bearerCaller(deps, request.headers.authorization);
    if (!claims) throw unauthenticated();
    const user = await findUserById(deps.db, claims.id);
    if (!user) throw unauthenticated();
    // Social-only accounts have no password yet; a flagged account may skip the temporary one.
    const needsCurrent = user.passwordHash !== null && (!user.mustResetPassword || body.currentPassword !== undefined);
    if (needsCurrent) {
      if (body.currentPassword === undefined) throw HttpError.unprocessable({ currentPassword: 'Please enter your current password' });
      // The same guesses as a sign-in with this email, counted in the same places.
      const attempt = await takeAttempt(deps, guessChecks(deps.limits, throttleKey.account(user.email), request.ip));
      if (!(await verifyPassword(body.currentPassword, user.passwordHash!))) {
        log.info({ event: 'password-change', outcome: 'wrong-current', userId: user.id }, 'password change refused');
        throw HttpError.unprocessable({ currentPassword: 'Your current password is not correct' });
      }
      await attempt.succeeded();
    }
    // A first-time reset that keeps the temporary password would leave the account on a password
    // someone else chose (and saw): refused, as is a change that changes nothing.
    if (user.passwordHash !== null && (await verifyPassword(body.password, user.passwordHash))) {
      throw HttpError.unprocessable({ password: user.mustResetPassword ? SAME_AS_TEMPORARY : SAME_AS_CURRENT });
    }
    userId = user.id;
    signedIn = true;
    keepsTwoStep = claims.twoStep;
  }

  const passwordHash = await hashPassword(body.password);
  // The new password, the other sessions ended and the notice to the account's address, together.
  // Two-step verification stays on through a change or a reset (README: Accounts and mail); the notice says so.
  const user = await deps.db.transaction(async (tx) => {
    const [changed] = await tx.update(users).set({ passwordHash, mustResetPassword: false, updatedAt: now }).where(eq(users.id, userId)).returning();
    if (!changed) throw staleResetKey();
    await revokeAllSessions(tx, changed.id);
    const notice = passwordChangedMail({ to: changed.email, name: changed.firstName, publicUrl: deps.config.publicUrl }, { twoStepOn: changed.totpEnabledAt !== null, locale: requestLocale(request, changed.locale) });
    await queueMail(tx, notice, now);
    return changed;
  });
  deps.outbox.deliverSoon();
  if (signedIn) {
    const refresh = await startSession(deps.db, { userId: user.id, role: roleOf(user), now, twoStep: keepsTwoStep });
    setRefreshCookie(reply, deps.config, refresh.token, refresh.expiresAt);
  }
  log.info({ event: 'password-change', outcome: 'success', via: signedIn ? 'session' : 'reset-key', userId: user.id }, 'password changed');
  return {
    data: null,
    message: signedIn ? 'Your password was changed. Other devices have been signed out' : 'Your password was changed. Please sign in with your new password',
  };
}
