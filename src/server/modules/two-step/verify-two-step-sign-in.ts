import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { TWO_STEP_MESSAGES } from '../../../rules/two-step';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';
import { signedInBody } from '../auth/issue-session';
import { startSession } from '../auth/refresh-tokens';
import { readChallenge } from './challenge';
import { checkCode } from './check-code';

export const CHALLENGE_EXPIRED_MESSAGE = TWO_STEP_MESSAGES.challengeExpired;

/** The second half of a sign-in: the challenge from the first factor and a code; answers the session. */
export async function verifyTwoStepSignIn(
  deps: AppDeps,
  { reply, log, ip, body }: { reply: FastifyReply; log: FastifyBaseLogger; ip: string; body: RequestBody<'verifyTwoStepSignIn'> },
): Promise<SuccessBody<'verifyTwoStepSignIn'>> {
  const challenge = readChallenge(deps.config.jwtSecret, body.challenge, deps.clock());
  const user = challenge ? await findUserById(deps.db, challenge.userId) : undefined;
  if (!challenge || !user || !user.totpEnabledAt) throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE);
  let how: 'totp' | 'recovery';
  try {
    how = await checkCode(deps, { user, code: body.code, ip, allowRecovery: true, refuseWith: 401 });
  } catch (error) {
    log.info({ event: 'sign-in', method: challenge.method, step: 'two-step', outcome: 'failure', userId: user.id, ip }, 'two-step code refused');
    throw error;
  }
  const refresh = await startSession(deps.db, user.id, user.role === 'ADMIN' ? 'ADMIN' : 'HOST', deps.clock());
  log.info({ event: 'sign-in', method: challenge.method, step: 'two-step', with: how, outcome: 'success', userId: user.id, ip }, 'signed in');
  return signedInBody(deps, reply, user, refresh, 'Signed in');
}
