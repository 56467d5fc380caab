import type { FastifyBaseLogger } from 'fastify';
import { TWO_STEP_MESSAGES } from '../../../rules/two-step';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../../types';
import { countFailure, refuseWhenThrottled } from '../auth/client-throttle';
import { findUserById } from '../auth/find-user';
import { markSessionTwoStep, revokeAllSessions } from '../auth/refresh-tokens';
import { checkCode, codeLimits } from './check-code';
import { deleteRecoveryCodes } from './recovery-codes';

export const NOT_ON_MESSAGE = 'Two-step verification is not on';
export const CODE_OR_PASSWORD_MESSAGE = TWO_STEP_MESSAGES.codeOrPassword;
export const WRONG_PASSWORD_MESSAGE = 'That password is not right';

/**
 * Turns two-step verification off after a current code, a recovery code or the password (all
 * throttled as sign-in guesses). The secret and recovery codes are deleted, the account's other
 * sessions end and this one no longer counts as two-step: an admin keeps signing in but has no
 * admin reach until it is set up again.
 */
export async function disableTwoStep(
  deps: AppDeps,
  { userId, sessionId, ip, body, log }: { userId: number; sessionId: string; ip: string; body: RequestBody<'disableTwoStep'>; log: FastifyBaseLogger },
): Promise<SuccessBody<'disableTwoStep'>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (!user.totpEnabledAt) throw new HttpError(409, NOT_ON_MESSAGE);
  const code = body.code?.trim();
  if (code) {
    await checkCode(deps, { user, code, ip, allowRecovery: true, refuseWith: 422 });
  } else if (body.password) {
    const limits = codeLimits(deps, user.id, ip);
    await refuseWhenThrottled(deps, limits);
    if (!user.passwordHash || !(await verifyPassword(body.password, user.passwordHash))) {
      await countFailure(deps, limits);
      throw HttpError.unprocessable({ password: WRONG_PASSWORD_MESSAGE });
    }
  } else {
    throw HttpError.unprocessable({ code: CODE_OR_PASSWORD_MESSAGE });
  }
  const now = deps.clock();
  await deps.db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, user.id));
  await deleteRecoveryCodes(deps.db, user.id);
  // Sessions that passed two-step must not outlive it: this one keeps going without it, the others end.
  await markSessionTwoStep(deps.db, sessionId, null);
  await revokeAllSessions(deps.db, user.id, sessionId);
  log.info({ event: 'two-step', outcome: 'disabled', userId: user.id, with: code ? 'code' : 'password' }, 'two-step verification turned off');
  return { message: 'Two-step verification is off', data: null };
}
