import type { FastifyBaseLogger } from 'fastify';
import { TWO_STEP_MESSAGES } from '../../../shared/two-step';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';
import { markSessionTwoStep, revokeAllSessions } from '../auth/refresh-tokens';
import { checkCode } from './check-code';
import { requireCurrentPassword } from './current-password';
import { deleteRecoveryCodes } from './recovery-codes';

const NOT_ON_MESSAGE = 'Two-step verification is not on';
const CODE_OR_RECOVERY_MESSAGE = TWO_STEP_MESSAGES.codeOrRecoveryCode;

/**
 * Turns two-step verification off. An account with a password must give it (requireCurrentPassword);
 * one without (social sign-in only) gives a current code or a recovery code instead. A code sent
 * along is checked too. The secret and recovery codes are deleted, the account's other sessions
 * end and this one no longer counts as two-step: an admin keeps signing in but has no admin reach
 * until it is set up again.
 */
export async function disableTwoStep(
  deps: AppDeps,
  { userId, sessionId, ip, body, log }: { userId: number; sessionId: string; ip: string; body: RequestBody<'disableTwoStep'>; log: FastifyBaseLogger },
): Promise<SuccessBody<'disableTwoStep'>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (!user.totpEnabledAt) throw new HttpError(409, NOT_ON_MESSAGE);
  const code = body.code?.trim();
  if (!user.passwordHash && !code) throw HttpError.unprocessable({ code: CODE_OR_RECOVERY_MESSAGE });
  await requireCurrentPassword(deps, user, ip, body.currentPassword);
  if (code) await checkCode(deps, { user, code, ip, allowRecovery: true, refuseWith: 422 });
  const now = deps.clock();
  await deps.db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, user.id));
  await deleteRecoveryCodes(deps.db, user.id);
  // Sessions that passed two-step must not outlive it: this one keeps going without it, the others end.
  await markSessionTwoStep(deps.db, sessionId, null);
  await revokeAllSessions(deps.db, user.id, sessionId);
  log.info({ event: 'two-step', outcome: 'disabled', userId: user.id, with: user.passwordHash ? 'password' : 'code' }, 'two-step verification turned off');
  return { message: 'Two-step verification is off', data: null };
}
