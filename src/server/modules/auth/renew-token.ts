import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { findUserById } from './find-user';
import { signedInBody } from './issue-session';
import { rotateRefreshToken } from './refresh-tokens';
import { clearRefreshCookie, readRefreshCookie } from './session-cookie';

export interface RenewTokenOptions {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
}

const expired = () => new HttpError(401, 'Your session has ended. Please sign in again');

/** Exchanges the refresh-token cookie for a new access token and a rotated refresh token. */
export async function renewToken({ deps, request, reply, log }: RenewTokenOptions): Promise<SuccessBody<'renewToken'>> {
  const presented = readRefreshCookie(request);
  if (!presented) throw expired();
  const result = await rotateRefreshToken(deps.db, presented, deps.clock());
  if (!result.ok) {
    if (result.reason === 'reused') log.warn({ event: 'refresh-reuse' }, 'old refresh token replayed; session revoked');
    // 'raced' keeps the cookie: the other tab's renewal already set the newer one.
    if (result.reason !== 'raced') clearRefreshCookie(reply, deps.config);
    throw expired();
  }
  const user = await findUserById(deps.db, result.userId);
  if (!user) {
    clearRefreshCookie(reply, deps.config);
    throw expired();
  }
  return signedInBody(deps, reply, user, result, 'Session renewed');
}
