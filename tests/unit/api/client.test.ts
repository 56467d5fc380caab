import { describe, expect, it } from 'vitest';
import { BodyOnlyForWritesRequest, createApiClient } from '../../../src/api/client';
import { csrfTokenReader } from '../../../src/api/csrf-token';
import { BASE_URL, fakeFetch, json, settle } from './fake-fetch';

const ok = () => json(200, { data: [] });

describe('request headers', () => {
  it('sends the bearer token and the CSRF header on the real Request', async () => {
    const fake = fakeFetch(ok());
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: fake.fetch,
      getAccessToken: () => 'access-1',
      getCsrfToken: () => 'csrf-1',
    });
    await client.GET('/api/v1/plans');
    const [request] = fake.requests;
    expect(request.url).toBe('http://portal.test/api/v1/plans');
    expect(request.headers.get('Authorization')).toBe('Bearer access-1');
    expect(request.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('sends no Authorization header when signed out, and no CSRF header without a token', async () => {
    const fake = fakeFetch(ok());
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: fake.fetch,
      getAccessToken: () => null,
      getCsrfToken: () => null,
    });
    await client.GET('/api/v1/property-types');
    expect(fake.requests[0].headers.has('Authorization')).toBe(false);
    expect(fake.requests[0].headers.has('X-CSRF-Token')).toBe(false);
  });

  it('reads the CSRF token from the local storage key csrfToken by default', async () => {
    const storage = { getItem: (key: string) => (key === 'csrfToken' ? 'from-storage' : null) };
    const fake = fakeFetch(ok());
    const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch, getCsrfToken: csrfTokenReader(storage) });
    await client.GET('/api/v1/plans');
    expect(fake.requests[0].headers.get('X-CSRF-Token')).toBe('from-storage');
  });

  it('treats missing or throwing storage as no token', () => {
    expect(csrfTokenReader(undefined)()).toBeNull();
    const throwing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(csrfTokenReader(throwing)()).toBeNull();
  });

  it('keeps an Authorization header the caller set (the basic-auth calls)', async () => {
    const fake = fakeFetch(ok());
    const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch, getAccessToken: () => 'access-1' });
    await client.GET('/api/v1/plans', { headers: { Authorization: 'Basic Zm9vOmJhcg==' } });
    expect(fake.requests[0].headers.get('Authorization')).toBe('Basic Zm9vOmJhcg==');
  });

  it('calls the same origin by default: the URL is the bare contract path', async () => {
    const fake = fakeFetch(ok());
    const client = createApiClient({ fetch: fake.fetch });
    const result = await settle(client.GET('/api/v1/plans'));
    // A browser resolves '/api/v1/plans' against the page; Node has no page and refuses it,
    // naming the URL it was given, which shows no host was put in front.
    expect(String('cause' in result && result.cause)).toContain('Failed to parse URL from /api/v1/plans');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('bodies only for POST, PUT, PATCH and DELETE', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s keeps its JSON body', async (method) => {
    const request = new BodyOnlyForWritesRequest(`${BASE_URL}/x`, {
      method,
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await request.text()).toBe('{"a":1}');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('%s drops the body and its content type', (method) => {
    const request = new BodyOnlyForWritesRequest(`${BASE_URL}/x`, {
      method,
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json', 'X-Keep': 'yes' },
    });
    expect(request.body).toBeNull();
    expect(request.headers.has('Content-Type')).toBe(false);
    expect(request.headers.get('X-Keep')).toBe('yes');
  });

  it('a GET through the client goes out without a body instead of throwing', async () => {
    const fake = fakeFetch(ok());
    const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
    await client.GET('/api/v1/plans', { body: { sneaky: true } } as never);
    expect(fake.requests[0].method).toBe('GET');
    expect(fake.bodies[0]).toBeNull();
  });

  it('a POST through the client sends its JSON body', async () => {
    const fake = fakeFetch(json(201, { data: { id: 1 } }));
    const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
    await client.POST('/api/v1/web/inquiries', { body: { planId: 2 } as never });
    expect(fake.bodies[0]).toBe('{"planId":2}');
    expect(fake.requests[0].headers.get('Content-Type')).toBe('application/json');
  });
});
