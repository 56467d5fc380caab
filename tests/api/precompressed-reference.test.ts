import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/server/plugins/api-routes';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

// The reference lists compress their answers once per list (modules/reference/list-reference.ts)
// instead of through @fastify/compress on every request; the contract marks them, and the calendar
// (tests/api/calendar.test.ts), with `x-precompressed: true`.
type Operation = { operationId: string; tags?: string[]; 'x-precompressed'?: boolean };
const contract = loadContract() as { paths: Record<string, Record<string, Operation>> };
const precompressed = Object.entries(contract.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => op['x-precompressed'] === true)
    .map(([method, op]) => ({ id: op.operationId, method: method.toUpperCase(), url: path.replace(/{(\w+)}/g, ':$1') })),
);
const referenceGets = precompressed.filter((op) => op.method === 'GET' && !op.url.includes(':')).map((op) => [op.id, op.url] as const);

let t: TestApp;
let host: TestUser;
let admin: TestUser;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
  host = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...t.authFor(host), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

function expectApiSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'none'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('precompressed reference lists', () => {
  it('covers the reference lists of the contract, and only GET operations', () => {
    const referenceTagged = Object.values(contract.paths).flatMap((ops) => (ops.get?.tags?.includes('reference') ? [ops.get.operationId] : []));
    expect(referenceGets.map(([id]) => id)).toEqual(expect.arrayContaining([...referenceTagged, 'listPlans']));
    expect(precompressed.map((op) => op.id)).toContain('getPropertyCalendar');
    expect(precompressed.filter((op) => op.method !== 'GET')).toEqual([]);
  });

  it.each(referenceGets)('%s (%s): br and gzip decode to the identity JSON, with the security headers', async (_id, url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectApiSecurityHeaders(plain.headers);
    const json = plain.json();

    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expectApiSecurityHeaders(br.headers);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gz = await get(url, 'gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expectApiSecurityHeaders(gz.headers);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json);

    const identity = await get(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.payload).toBe(plain.payload);
  });

  it('leaves @fastify/compress off those routes and on for the others', async () => {
    const byUrl = (url: string, method = 'GET') => routes.find((r) => r.url === url && r.method === method)!;
    for (const { url, method } of precompressed) expect(byUrl(url, method).compress, url).toBe(false);
    expect((byUrl('/api/v1/property-types').onSend as unknown[] | undefined) ?? []).toHaveLength(0);
    expect(byUrl('/api/v1/web/profile').compress).toBeUndefined();
  });

  it('still requires a valid token on signed-in reference lists', async () => {
    const url = '/api/v1/web/cancellation-policies';
    const anonymous = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-encoding']).toBeUndefined();
  });

  it('serves the new list, compressed, after an admin adds an amenity category', async () => {
    const url = '/api/v1/web/amenities/with-categories';
    const before = JSON.parse(brotliDecompressSync((await get(url, 'br')).rawPayload).toString('utf8'));
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/web/amenities/categories',
      headers: t.authFor(admin),
      payload: { name: 'Precompression check', amenities: ['Sea breeze'] },
    });
    expect(created.statusCode).toBeLessThan(300);
    const after = JSON.parse(brotliDecompressSync((await get(url, 'br')).rawPayload).toString('utf8'));
    expect(after.data.length).toBe(before.data.length + 1);
    expect(after.data.map((c: { name: string }) => c.name)).toContain('Precompression check');
    expect(JSON.parse(gunzipSync((await get(url, 'gzip')).rawPayload).toString('utf8'))).toEqual(after);
    expect((await get(url)).json()).toEqual(after);
  });
});
