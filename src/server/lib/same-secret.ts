import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a credential someone sent equals the configured one. Both sides are hashed first so the
 * constant-time comparison works on equal lengths and leaks nothing about the secret's length.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
