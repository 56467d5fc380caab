import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { TWO_STEP_MESSAGES } from '../../../shared/two-step';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';
import { roleOf, signedInBody } from '../auth/issue-session';
import { sessionExists, startSession } from '../auth/refresh-tokens';
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
  // Checked before the code too, so a replayed challenge never uses up a recovery code.
  if (await sessionExists(deps.db, challenge.sessionId)) throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE);
  let how: 'totp' | 'recovery';
  try {
    how = await checkCode(deps, { user, code: body.code, ip, allowRecovery: true, refuseWith: 401 });
  } catch (error) {
    log.info({ event: 'sign-in', method: challenge.method, step: 'two-step', outcome: 'failure', userId: user.id, ip }, 'two-step code refused');
    throw error;
  }
  let refresh;
  try {
    refresh = await startSession(deps.db, { userId: user.id, role: roleOf(user), now: deps.clock(), twoStep: true, sessionId: challenge.sessionId });
  } catch (error) {
    // The challenge's session exists already: this challenge signed someone in once. A replay
    // (or a second tab racing the first) starts over from the password.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    log.warn({ event: 'sign-in', method: challenge.method, step: 'two-step', outcome: 'challenge-reused', userId: user.id, ip }, 'two-step challenge used twice');
    throw new HttpError(401, CHALLENGE_EXPIRED_MESSAGE);
  }
  log.info({ event: 'sign-in', method: challenge.method, step: 'two-step', with: how, outcome: 'success', userId: user.id, ip }, 'signed in');
  return signedInBody(deps, reply, user, refresh, 'Signed in');
}
