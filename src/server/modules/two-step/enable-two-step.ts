import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';
import { markSessionTwoStep, revokeAllSessions } from '../auth/refresh-tokens';
import { checkCode } from './check-code';
import { requireCurrentPassword } from './current-password';
import { replaceRecoveryCodes } from './recovery-codes';
import { ALREADY_ON_MESSAGE } from './start-two-step-setup';

const NO_SETUP_MESSAGE = 'Start the setup first: there is no code to check yet';

/**
 * Confirms the setup with a code from the app (proof the secret made it there) and, when the
 * account has one, the current password (current-password.ts), turns two-step verification on and
 * answers ten recovery codes, shown this once. This session counts as having passed two-step from
 * now on (admins need that for the admin tools); the account's other sessions end.
 */
export async function enableTwoStep(
  deps: AppDeps,
  { userId, sessionId, ip, body, log }: { userId: number; sessionId: string; ip: string; body: RequestBody<'enableTwoStep'>; log: FastifyBaseLogger },
): Promise<SuccessBody<'enableTwoStep'>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (user.totpEnabledAt) throw new HttpError(409, ALREADY_ON_MESSAGE);
  if (!user.totpSecret) throw new HttpError(409, NO_SETUP_MESSAGE);
  await requireCurrentPassword(deps, user, ip, body.currentPassword);
  await checkCode(deps, { user, code: body.code, ip, allowRecovery: false, pending: true, refuseWith: 422 });
  const now = deps.clock();
  const turnedOn = await deps.db
    .update(users)
    .set({ totpEnabledAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (turnedOn.length === 0) throw new HttpError(409, ALREADY_ON_MESSAGE);
  const recoveryCodes = await replaceRecoveryCodes(deps.db, user.id);
  // This session proved a code; every other one signed in without it and must sign in again.
  await markSessionTwoStep(deps.db, sessionId, now);
  await revokeAllSessions(deps.db, user.id, sessionId);
  log.info({ event: 'two-step', outcome: 'enabled', userId: user.id }, 'two-step verification turned on');
  return { message: 'Two-step verification is on', data: { recoveryCodes } };
}
