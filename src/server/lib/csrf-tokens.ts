import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit CSRF tokens: `<random>.<HMAC(secret, random)>`. Only tokens we made verify,
 * so an attacker cannot plant one in the victim's storage.
 * Enforcement (header X-CSRF-Token on every state-changing call, binding to the session, refusing
 * Sec-Fetch-Site: cross-site) arrives with the accounts issue; today the token is only issued.
 */
export function createCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

export function verifyCsrfToken(secret: string, token: string): boolean {
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
}
