import { createSigner, createVerifier } from 'fast-jwt';

export type Role = 'HOST' | 'ADMIN';

/** What an access token says: who, in which role, in which session (sessions.id). */
export interface TokenClaims {
  id: number;
  role: Role;
  sessionId: string;
}

/**
 * The caller of a signed-in request: the token's claims and what its live session row says
 * (plugins/access-control.ts reads it on every request). `twoStep`: this session passed two-step
 * verification; lib/access-policy.ts decides what that opens.
 */
export interface AccessClaims extends TokenClaims {
  twoStep: boolean;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'host-portal';
const TOKEN_TYPE = 'access';
const VERIFIED_CACHE_SIZE = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokens {
  sign(claims: TokenClaims): string;
  /** Returns the claims, or null for any token that is not a valid, unexpired access token (its session is checked apart). */
  verify(token: string): TokenClaims | null;
}

/**
 * HS256 only (no `alg: none`, no RS/HS confusion), `aud` and `exp` checked by fast-jwt, and our own
 * `typ` claim so a future token kind signed with the same key is never taken for an access token.
 * Verification is synchronous and cached; the session the token names is checked apart, on every
 * request (modules/auth/find-caller.ts).
 */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', aud: AUDIENCE, expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    requiredClaims: ['exp', 'aud', 'sub', 'typ', 'role', 'sid'],
  });
  // Verified tokens, keyed by the token text itself (unique by construction). fast-jwt's own cache
  // hashes every token with SHA-256 per request, and a custom key for it prints a security warning
  // at every start; this map costs one lookup. Entries expire with their token.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const check = (token: string): (TokenClaims & { exp: number }) | null => {
    try {
      const payload = verifier(token) as { sub?: unknown; role?: unknown; typ?: unknown; exp?: unknown; sid?: unknown };
      const id = Number(payload.sub);
      if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(id) || id < 1) return null;
      if (payload.role !== 'HOST' && payload.role !== 'ADMIN') return null;
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return { id, role: payload.role, sessionId: payload.sid, exp: Number(payload.exp) };
    } catch {
      return null;
    }
  };
  return {
    sign: ({ id, role, sessionId }) => signer({ sub: String(id), role, typ: TOKEN_TYPE, sid: sessionId }),
    verify(token) {
      const hit = verified.get(token);
      if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
      if (hit) verified.delete(token);
      const claims = check(token);
      if (!claims) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      const result: TokenClaims = { id: claims.id, role: claims.role, sessionId: claims.sessionId };
      verified.set(token, { claims: result, expiresAtMs: claims.exp * 1000 });
      return result;
    },
  };
}

/** For tests and scripts: a valid access token for a user, role and session under the given secret. */
export function mintAccessToken(secret: string, claims: TokenClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
  return createAccessTokens(secret, ttlSeconds).sign(claims);
}
