import { createSigner, createVerifier } from 'fast-jwt';

export type Role = 'HOST' | 'ADMIN';

export interface AccessClaims {
  id: number;
  role: Role;
  /**
   * The account had two-step verification on when the token was made: its session began with a
   * code, or the code was proved at enrolment. Admin-only routes need it (access-control.ts).
   */
  twoStep?: boolean;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'host-portal';
const TOKEN_TYPE = 'access';
const VERIFIED_CACHE_SIZE = 1000;

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  /** Returns the claims, or null for any token that is not a valid, current access token. */
  verify(token: string): AccessClaims | null;
}

/**
 * HS256 only (no `alg: none`, no RS/HS confusion), `aud` and `exp` checked by fast-jwt, and our own
 * `typ` claim so a future token kind signed with the same key is never taken for an access token.
 * Verification is synchronous and cached, which keeps authenticated routes close to bare speed.
 */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', aud: AUDIENCE, expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    requiredClaims: ['exp', 'aud', 'sub', 'typ', 'role'],
  });
  // Verified tokens, keyed by the token text itself (unique by construction). fast-jwt's own cache
  // hashes every token with SHA-256 per request, and a custom key for it prints a security warning
  // at every start; this map costs one lookup. Entries expire with their token.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const check = (token: string): (AccessClaims & { exp: number }) | null => {
    try {
      const payload = verifier(token) as { sub?: unknown; role?: unknown; typ?: unknown; exp?: unknown; tsv?: unknown };
      const id = Number(payload.sub);
      if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(id) || id < 1) return null;
      if (payload.role !== 'HOST' && payload.role !== 'ADMIN') return null;
      return { id, role: payload.role, twoStep: payload.tsv === true, exp: Number(payload.exp) };
    } catch {
      return null;
    }
  };
  return {
    sign: ({ id, role, twoStep }) => signer({ sub: String(id), role, typ: TOKEN_TYPE, ...(twoStep ? { tsv: true } : {}) }),
    verify(token) {
      const hit = verified.get(token);
      if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
      if (hit) verified.delete(token);
      const claims = check(token);
      if (!claims) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      const result: AccessClaims = { id: claims.id, role: claims.role, ...(claims.twoStep ? { twoStep: true } : {}) };
      verified.set(token, { claims: result, expiresAtMs: claims.exp * 1000 });
      return result;
    },
  };
}

/** For tests and scripts: a valid access token for a user id and role under the given secret. */
export function mintAccessToken(secret: string, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
  return createAccessTokens(secret, ttlSeconds).sign(claims);
}
