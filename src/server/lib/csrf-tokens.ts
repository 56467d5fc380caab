import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit CSRF tokens (OWASP's "signed double-submit cookie"), bound to a per-browser
 * nonce: the nonce lives in an HttpOnly cookie, the token in the page's local storage, and the
 * token is `<random>.<HMAC(secret, nonce, random)>`. A forged request from another site carries
 * the cookie but cannot read or compute the token; a token copied from another browser does not
 * match this browser's nonce. Bound to a nonce rather than to the session because sign-in and
 * sign-up need protection too (login CSRF), before any session exists.
 */
export const CSRF_HEADER = 'x-csrf-token';

/** `__Host-` (Secure, path /, no Domain) stops a sibling subdomain from planting its own nonce. */
export const csrfCookieName = (secure: boolean) => (secure ? '__Host-csrfNonce' : 'csrfNonce');

const NONCE_PATTERN = /^[\w-]{24}$/;

export const newCsrfNonce = () => randomBytes(18).toString('base64url');
export const isCsrfNonce = (value: string | undefined): value is string => value !== undefined && NONCE_PATTERN.test(value);

export function createCsrfToken(secret: string, nonce: string): string {
  const random = randomBytes(18).toString('base64url');
  return `${random}.${sign(secret, nonce, random)}`;
}

export function verifyCsrfToken(secret: string, nonce: string, token: string): boolean {
  if (token.length > 200) return false;
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce, random));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, nonce: string, random: string): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}:${random}`).digest('base64url');
}
