import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../../../src/server/lib/access-tokens';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verify their own claims, from the cache too', () => {
    const tokens = createAccessTokens(SECRET);
    const token = tokens.sign({ id: 7, role: 'HOST' });
    expect(tokens.verify(token)).toEqual({ id: 7, role: 'HOST' });
    expect(tokens.verify(token)).toEqual({ id: 7, role: 'HOST' });
  });

  it('carry two-step verification only when it was on', () => {
    const tokens = createAccessTokens(SECRET);
    expect(tokens.verify(tokens.sign({ id: 7, role: 'ADMIN', twoStep: true }))).toEqual({ id: 7, role: 'ADMIN', twoStep: true });
    expect(tokens.verify(tokens.sign({ id: 7, role: 'ADMIN', twoStep: false }))).toEqual({ id: 7, role: 'ADMIN' });
  });

  it('refuse a token once it has expired, even after it was cached', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const tokens = createAccessTokens(SECRET, 60);
    const token = tokens.sign({ id: 7, role: 'ADMIN' });
    expect(tokens.verify(token)).toEqual({ id: 7, role: 'ADMIN' });
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuse tokens signed with another key, altered, or not tokens at all', () => {
    const tokens = createAccessTokens(SECRET);
    const other = createAccessTokens(`${SECRET}-other`).sign({ id: 7, role: 'ADMIN' });
    expect(tokens.verify(other)).toBeNull();
    const [header, payload, signature] = tokens.sign({ id: 7, role: 'HOST' }).split('.');
    const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'ADMIN' })).toString('base64url');
    expect(tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    expect(tokens.verify('expired.garbage.token')).toBeNull();
  });
});
