import type { FastifyReply } from 'fastify';
import type { users } from '../../db/schema/index';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-tokens';
import type { SuccessBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { setRefreshCookie } from './session-cookie';
import { isProfileCompleted, toUserView } from './user-view';

type UserRow = typeof users.$inferSelect;

/** The SignedIn answer: a fresh access token in the body, the refresh token in its cookie. */
export function signedInBody(
  deps: Pick<AppDeps, 'config' | 'tokens'>,
  reply: FastifyReply,
  user: UserRow,
  refresh: { token: string; expiresAt: Date },
  message: string,
): SuccessBody<'signInEmail'> {
  setRefreshCookie(reply, deps.config, refresh.token, refresh.expiresAt);
  const role = user.role === 'ADMIN' ? 'ADMIN' : 'HOST';
  return {
    message,
    data: {
      accessToken: deps.tokens.sign({ id: user.id, role }),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: toUserView(user),
      isProfileCompleted: isProfileCompleted(user),
    },
  };
}
