import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { BASE_URL, failure, fakeFetch, json, settle, type Answer } from './fake-fetch';

const expired = () => json(401, failure('Token expired'));

/** A client whose token becomes 'access-2' once renewToken succeeds. */
function setup(answers: Answer[], renewal: 'succeeds' | 'fails' | 'throws' | 'absent') {
  const fake = fakeFetch(...answers);
  let token = 'access-1';
  const renewToken = vi.fn(async () => {
    if (renewal === 'throws') throw new TypeError('fetch failed');
    if (renewal === 'fails') return false;
    token = 'access-2';
    return true;
  });
  const onSessionExpired = vi.fn();
  const onNotFound = vi.fn();
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: fake.fetch,
    getAccessToken: () => token,
    getCsrfToken: () => `csrf-for-${token}`,
    onSessionExpired,
    onNotFound,
    ...(renewal === 'absent' ? {} : { renewToken }),
  });
  return { client, fake, renewToken, onSessionExpired, onNotFound };
}

describe('a 401 and token renewal', () => {
  it('renews, retries the call once with the new token, and succeeds quietly', async () => {
    const { client, fake, renewToken, onSessionExpired } = setup([expired(), json(200, { data: [] })], 'succeeds');
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ data: [] });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].url).toBe(fake.requests[0].url);
    expect(fake.requests[1].headers.get('Authorization')).toBe('Bearer access-2');
    expect(fake.requests[1].headers.get('X-CSRF-Token')).toBe('csrf-for-access-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('replays the original body on the retry', async () => {
    const { client, fake } = setup([expired(), json(201, { data: { id: 5 } })], 'succeeds');
    const body = { planId: 2, name: 'Nimal' } as never;
    const result = await settle(client.POST('/api/v1/web/inquiries', { body }));
    expect(result).toMatchObject({ data: { id: 5 } });
    expect(fake.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(fake.bodies).toEqual(['{"planId":2,"name":"Nimal"}', '{"planId":2,"name":"Nimal"}']);
  });

  it('retries only once: a second 401 ends with the session-expired failure', async () => {
    const { client, fake, renewToken, onSessionExpired } = setup([expired(), expired(), json(200, { data: [] })], 'succeeds');
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ httpStatus: 401, message: 'Your session expired! Please login again..' });
    expect(fake.requests).toHaveLength(2);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each(['fails', 'throws'] as const)('keeps the 401 failure when renewal %s', async (renewal) => {
    const { client, fake, renewToken, onSessionExpired } = setup([expired()], renewal);
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ status: 0, message: 'Your session expired! Please login again..' });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries without renewing again when a renewal already finished while the call was on its way', async () => {
    const fake = fakeFetch(expired(), json(200, { data: [] }));
    let token = 'access-1';
    const renewToken = vi.fn(async () => true);
    const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch, getAccessToken: () => token, renewToken });
    const pending = settle(client.GET('/api/v1/plans'));
    token = 'access-2'; // another call's renewal lands before this call's 401 comes back
    const result = await pending;
    expect(result).toMatchObject({ data: [] });
    expect(renewToken).not.toHaveBeenCalled();
    expect(fake.requests[1].headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('shares one renewal between calls that fail together when the renewal is shared, as the session\'s is', async () => {
    const fake = fakeFetch(expired(), expired(), json(200, { data: [] }));
    let token = 'access-1';
    // Like session-api's renewSession: a renewal asked for while one runs waits for that one.
    const renewal = vi.fn(async () => {
      await Promise.resolve();
      token = 'access-2';
      return true;
    });
    let running: Promise<boolean> | null = null;
    const renewToken = () => (running ??= renewal());
    const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch, getAccessToken: () => token, renewToken });
    const results = await Promise.all([
      settle(client.GET('/api/v1/plans')),
      settle(client.GET('/api/v1/languages')),
    ]);
    expect(results).toEqual([{ data: [] }, { data: [] }]);
    expect(renewal).toHaveBeenCalledTimes(1);
  });

  it('passes the retried answer through the other rows (a 404 still goes to /not-found)', async () => {
    const { client, onNotFound } = setup([expired(), json(404, failure('Gone'))], 'succeeds');
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ message: 'NotFound.' });
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });

  it('without renewToken a 401 only reports the expired session', async () => {
    const { client, fake, onSessionExpired } = setup([expired()], 'absent');
    expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({ httpStatus: 401 });
    expect(fake.requests).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never renews for a sign-in 401 (wrong credentials) or for the renewal call itself', async () => {
    const { client, fake, renewToken, onSessionExpired } = setup([json(401, failure('Wrong email or password'))], 'succeeds');
    const signIn = await settle(
      client.POST('/api/v1/web/auth/sign-in/email', { body: { email: 'a@b.lk', password: 'x' } }),
    );
    await settle(client.POST('/api/v1/auth/token/renew'));
    expect(signIn).toMatchObject({ message: 'Wrong email or password' });
    expect(renewToken).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(fake.requests).toHaveLength(2);
  });
});
