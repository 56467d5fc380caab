import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/server/plugins/api-routes';
import { expectErrorShape } from './helpers/expect-error-shape';
import { bookableProperty, night } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

// Conditional GETs through Fastify's ordinary reply: @fastify/etag tags every answer from its body,
// and the routes say how long a browser may keep it (Cache-Control).
type Operation = { operationId: string; tags?: string[]; 'x-access'?: string };
const contract = loadContract() as { paths: Record<string, Record<string, Operation>> };
const referenceLists = Object.entries(contract.paths).flatMap(([path, ops]) =>
  ops.get?.tags?.includes('reference') && !path.includes('{') ? [[ops.get.operationId, path, ops.get['x-access'] === 'public' ? 'no-cache' : 'no-store'] as const] : [],
);

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [host, otherHost, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
});
afterAll(() => t?.close());

const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(user ? t.authFor(user) : {}), ...headers } });

describe('reference lists (HTTP caching)', () => {
  it('covers every reference list of the contract', () => {
    expect(referenceLists.map(([id]) => id)).toEqual(expect.arrayContaining(['listPropertyTypes', 'listAmenitiesWithCategories', 'listCancellationPolicies']));
  });

  it('keeps the lists that need sign-in no-store (authenticated answers, QUALITY.md)', () => {
    expect(referenceLists.filter(([, , control]) => control === 'no-store').map(([id]) => id).sort()).toEqual(['listCancellationPolicies', 'listOtherParties']);
  });

  it.each(referenceLists)('%s (%s) says %s with an ETag, and answers 304 without a body while the list is unchanged', async (_id, url, control) => {
    const first = await get(url, host);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe(control);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(url, host, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const stale = await get(url, host, { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('sends a large list compressed, with the same ETag as the plain answer', async () => {
    const url = '/api/v1/web/amenities/with-categories';
    const plain = await get(url, host);
    const br = await get(url, host, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect((await get(url, host, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
  });

  it('answers the new list, with a new ETag, to the copy a browser kept after an admin adds an amenity category', async () => {
    const url = '/api/v1/web/amenities/with-categories';
    const before = await get(url, host);
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/web/amenities/categories',
      headers: t.authFor(admin),
      payload: { name: 'Caching check', amenities: ['Sea breeze'] },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const after = await get(url, host, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.map((c: { name: string }) => c.name)).toContain('Caching check');
  });

  it('still refuses a signed-in list without a token, whatever ETag comes with it', async () => {
    const url = '/api/v1/web/cancellation-policies';
    const etag = String((await get(url, host)).headers.etag);
    expectErrorShape(await get(url, null, { 'if-none-match': etag }), 401);
  });
});

describe('getPropertyCalendar (HTTP caching)', () => {
  const calendarUrl = (propertyId: number, to = 3) => `/api/v1/web/properties/${propertyId}/calendar?from=${night(t, 0)}&to=${night(t, to)}`;

  it('stays no-store (a signed-in answer, QUALITY.md) with an ETag; the unchanged calendar answers 304 without a body', async () => {
    const place = await bookableProperty(t, host);
    const first = await get(calendarUrl(place.propertyId), host);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(calendarUrl(place.propertyId), host, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers the changed calendar in full, with a new ETag, after a price is set', async () => {
    const place = await bookableProperty(t, host);
    const before = await get(calendarUrl(place.propertyId), host);
    const set = await t.inject({
      method: 'PUT',
      url: `/api/v1/web/properties/${place.propertyId}/calendar/price`,
      headers: t.authFor(host),
      payload: { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2), price: 140 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = await get(calendarUrl(place.propertyId), host, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.units[0].nights.map((n: { price: number }) => n.price)).toEqual([100, 140, 100]);
  });

  it('refuses another host with 404 even when it sends the owner’s ETag', async () => {
    const place = await bookableProperty(t, host);
    const etag = String((await get(calendarUrl(place.propertyId), host)).headers.etag);
    expectErrorShape(await get(calendarUrl(place.propertyId), otherHost, { 'if-none-match': etag }), 404);
  });
});
