import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SuccessBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { revokeSessionOf } from './refresh-tokens';
import { clearRefreshCookie, readRefreshCookie } from './session-cookie';

/**
 * Revokes the session family of the refresh cookie and clears it. Answers the same when there was
 * no session, so logging out twice is harmless. The access token dies on its own within 15 min.
 */
export async function logout(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<SuccessBody<'logout'>> {
  const presented = readRefreshCookie(request);
  if (presented) await revokeSessionOf(deps.db, presented);
  clearRefreshCookie(reply, deps.config);
  return { data: null, message: 'Signed out' };
}
