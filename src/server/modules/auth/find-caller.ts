import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { findLiveSession } from './refresh-tokens';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The caller a token speaks for, once its session is checked: null when the token is not valid or
 * its session has ended (logout, a password change, a replayed refresh token) or expired. One
 * primary-key read per signed-in request is what makes ending a session end its access at once.
 */
export async function callerOf(deps: Pick<AppDeps, 'db' | 'tokens' | 'clock'>, accessToken: string | null | undefined): Promise<AccessClaims | null> {
  const claims = accessToken ? deps.tokens.verify(accessToken) : null;
  if (!claims) return null;
  const session = await findLiveSession(deps.db, claims.sessionId, claims.id, deps.clock());
  return session ? { ...claims, twoStep: session.twoStep } : null;
}

/** callerOf for a request's `Authorization: Bearer …` header. */
export function bearerCaller(deps: Pick<AppDeps, 'db' | 'tokens' | 'clock'>, authorization: string | undefined): Promise<AccessClaims | null> {
  const match = authorization ? BEARER.exec(authorization) : null;
  return callerOf(deps, match?.[1]);
}
