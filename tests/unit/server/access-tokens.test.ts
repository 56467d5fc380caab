import { createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../../../src/server/lib/access-tokens';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const sessionId = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verify their own claims, from the cache too', () => {
    const tokens = createAccessTokens(SECRET);
    const token = tokens.sign({ id: 7, role: 'HOST', sessionId });
    expect(tokens.verify(token)).toEqual({ id: 7, role: 'HOST', sessionId });
    expect(tokens.verify(token)).toEqual({ id: 7, role: 'HOST', sessionId });
  });

  it('name their session, and refuse a well-signed token that names none or no session id', () => {
    const tokens = createAccessTokens(SECRET);
    const payload = tokens.sign({ id: 7, role: 'HOST', sessionId }).split('.')[1];
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString()).sid).toBe(sessionId);
    // Signed with the right key and audience, as the tokens made before sessions were (no `sid`).
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', aud: 'host-portal', expiresIn: 60_000 });
    expect(tokens.verify(sign({ sub: '7', role: 'HOST', typ: 'access' }))).toBeNull();
    expect(tokens.verify(sign({ sub: '7', role: 'HOST', typ: 'access', sid: 'not-a-session' }))).toBeNull();
    expect(tokens.verify(sign({ sub: '7', role: 'HOST', typ: 'access', sid: sessionId }))).toEqual({ id: 7, role: 'HOST', sessionId });
  });

  it('refuse a token once it has expired, even after it was cached', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const tokens = createAccessTokens(SECRET, 60);
    const token = tokens.sign({ id: 7, role: 'ADMIN', sessionId });
    expect(tokens.verify(token)).toEqual({ id: 7, role: 'ADMIN', sessionId });
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuse tokens signed with another key, altered, or not tokens at all', () => {
    const tokens = createAccessTokens(SECRET);
    const other = createAccessTokens(`${SECRET}-other`).sign({ id: 7, role: 'ADMIN', sessionId });
    expect(tokens.verify(other)).toBeNull();
    const [header, payload, signature] = tokens.sign({ id: 7, role: 'HOST', sessionId }).split('.');
    const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'ADMIN' })).toString('base64url');
    expect(tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    expect(tokens.verify('expired.garbage.token')).toBeNull();
  });
});
