import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The sign-in step between the password (or provider) and the code: a short-lived, signed note
 * "user N passed the first factor at T". It is no session (the access-token verifier never accepts
 * it) and carries nothing secret; wrong codes sent with it are throttled per account.
 * It names the session it will start (`s`): the sessions table's primary key lets one sign-in
 * through per challenge, so a challenge (and a code seen with it) cannot be replayed.
 */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type SignInMethod = 'email' | 'google' | 'facebook' | 'apple';
const METHODS: readonly SignInMethod[] = ['email', 'google', 'facebook', 'apple'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyFrom = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, 'host-portal', 'two-step-challenge-v1', 32));
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function issueChallenge(serverSecret: string, userId: number, method: SignInMethod, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, m: method, s: randomUUID(), e: now.getTime() + CHALLENGE_TTL_SECONDS * 1000 })).toString('base64url');
  return `${payload}.${mac(keyFrom(serverSecret), payload)}`;
}

/** The user and first factor of a challenge that is ours and not expired; null otherwise. */
export function readChallenge(serverSecret: string, challenge: string, now: Date): { userId: number; method: SignInMethod; sessionId: string } | null {
  const [payload, signature, extra] = challenge.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(keyFrom(serverSecret), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, m, s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: unknown; m: unknown; s: unknown; e: unknown };
    if (!Number.isSafeInteger(u) || (u as number) < 1 || typeof e !== 'number' || e <= now.getTime()) return null;
    if (!METHODS.includes(m as SignInMethod) || typeof s !== 'string' || !UUID.test(s)) return null;
    return { userId: u as number, method: m as SignInMethod, sessionId: s };
  } catch {
    return null;
  }
}
