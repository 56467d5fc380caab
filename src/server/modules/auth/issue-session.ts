import type { FastifyReply } from 'fastify';
import { TWO_STEP_MESSAGES } from '../../../shared/two-step';
import type { users } from '../../db/schema/index';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-tokens';
import type { SuccessBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { CHALLENGE_TTL_SECONDS, issueChallenge, type SignInMethod } from '../two-step/challenge';
import type { IssuedRefreshToken } from './refresh-tokens';
import { setRefreshCookie } from './session-cookie';
import { isProfileCompleted, toUserView } from './user-view';

type UserRow = typeof users.$inferSelect;

/** The role a users row signs in with (the column is checked to be one of the two). */
export const roleOf = (user: Pick<UserRow, 'role'>) => (user.role === 'ADMIN' ? 'ADMIN' : 'HOST') as 'ADMIN' | 'HOST';

/** The SignedIn answer: a fresh access token in the body, the refresh token in its cookie. */
export function signedInBody(
  deps: Pick<AppDeps, 'config' | 'tokens'>,
  reply: FastifyReply,
  user: UserRow,
  refresh: IssuedRefreshToken,
  message: string,
): SuccessBody<'renewToken'> {
  setRefreshCookie(reply, deps.config, refresh.token, refresh.expiresAt);
  const role = roleOf(user);
  return {
    message,
    data: {
      accessToken: deps.tokens.sign({ id: user.id, role, sessionId: refresh.sessionId }),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: toUserView(user),
      isProfileCompleted: isProfileCompleted(user),
    },
  };
}

/**
 * The first factor was right and the account has two-step verification on: 202 with a challenge
 * for sign-in/two-step instead of a session (no token, no cookie).
 */
export function twoStepChallengeBody(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  reply: FastifyReply,
  user: UserRow,
  method: SignInMethod,
): Extract<SuccessBody<'signInEmail'>, { data: { twoStepChallenge: string } }> {
  reply.code(202);
  return {
    message: TWO_STEP_MESSAGES.enterCode,
    data: { twoStepChallenge: issueChallenge(deps.config.jwtSecret, user.id, method, deps.clock()), expiresIn: CHALLENGE_TTL_SECONDS },
  };
}
