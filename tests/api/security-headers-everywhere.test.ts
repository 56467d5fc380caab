import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsRoot } from '../../src/server/lib/avatar-storage';
import { REFERENCE_OPERATIONS } from '../../src/server/modules/reference/list-reference';
import { loadContract } from '../../src/server/plugins/api-routes';
import { expectErrorShape } from './helpers/expect-error-shape';
import { syncOf } from './helpers/feeds';
import { bookableProperty, CHANNEL_ENV, channelAuth } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * QUALITY.md's security headers on every answer the server can give: every registered route (the
 * app reports them through onRoute, as in the authorization matrix, so a new route is checked the
 * day it is added), for every kind of caller, plus the answers no route gives: static files and
 * their 304s, the page fallback, 404s, and the 4xx of body parsing, CSRF and bad URLs.
 */

const INDEX = '<!doctype html><html><head><meta name="csp-nonce" content="" /></head><body><div id="root"></div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const UPLOAD = 'uploads/avatars/0123456789abcdef0123456789abcdef-128.webp';

const routes: string[] = [];
let t: TestApp;
let webDist: string;
let host: TestUser;
let admin: TestUser;
let propertyId: number;
let exportPath: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-headers-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), ASSET);
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  await fs.writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
  t = await buildTestApp({
    webDist,
    env: CHANNEL_ENV,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    },
  });
  await fs.mkdir(path.dirname(path.join(t.config.dataDir, UPLOAD)), { recursive: true });
  await fs.writeFile(path.join(uploadsRoot(t.config.dataDir), UPLOAD.replace('uploads/', '')), Buffer.from('RIFF....WEBP'));
  [host, admin] = await Promise.all([t.createUser(), t.createUser({ role: 'ADMIN' })]);
  propertyId = (await bookableProperty(t, host)).propertyId;
  exportPath = new URL((await syncOf(t, host, propertyId)).units[0].exportLinks[0].url).pathname;
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

// Public reference lists hold no one's personal data: a browser may keep them (no-cache, with an
// ETag). Those that need sign-in stay no-store like every authenticated answer.
const referenceListUrls = new Set(
  Object.entries((loadContract() as { paths: Record<string, { get?: { operationId: string; 'x-access'?: string } }> }).paths)
    .filter(([, ops]) => ops.get && ops.get.operationId in REFERENCE_OPERATIONS && ops.get['x-access'] === 'public')
    .map(([url]) => url),
);

/** Every header QUALITY.md asks for; `signedIn` adds no-store on API answers (reference lists: no-cache). */
function expectSecurityHeaders(response: LightMyRequestResponse, request: { url: string; signedIn: boolean }) {
  const where = `${response.statusCode} for ${request.url}`;
  const csp = directives(String(response.headers['content-security-policy'] ?? ''));
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  // Without script-src, default-src governs scripts.
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, where).toBeDefined();
  expect(scriptSrc, where).not.toContain("'unsafe-inline'");
  expect(scriptSrc, where).not.toContain("'unsafe-eval'");
  expect(response.headers['strict-transport-security'], where).toMatch(/^max-age=31536000; includeSubDomains/);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  if (request.signedIn && request.url.startsWith('/api/')) {
    const keptList = response.statusCode === 200 && referenceListUrls.has(request.url.split('?')[0]!);
    expect(response.headers['cache-control'], where).toBe(keptList ? 'no-cache' : 'no-store');
  }
}

async function check(options: InjectOptions & { url: string; csrf?: boolean }, signedIn = false) {
  const response = await t.inject(options);
  expectSecurityHeaders(response, { url: options.url, signedIn });
  return response;
}

const concreteUrl = (route: string) => route.replace(/:(\w+)/g, '987654').replace(/\*/g, 'anything');

describe('security headers on every registered route', () => {
  it('collects the routes of every plugin', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toEqual(expect.arrayContaining(['GET /', 'GET /*', 'GET /uploads/*', 'GET /health', 'GET /api/v1/web/dashboard']));
  });

  it('on every route, for anyone, a host, an admin and the guest site', { timeout: 120_000 }, async () => {
    const callers = { anonymous: {}, host: t.authFor(host), admin: t.authFor(admin), channel: channelAuth() };
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      for (const [who, headers] of Object.entries(callers)) {
        await check(
          {
            method: method as 'GET',
            url: concreteUrl(pattern),
            headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            // Fails validation on any route with required fields, so no handler does real work.
            ...(hasBody ? { payload: '{}' } : {}),
          },
          who === 'host' || who === 'admin',
        );
      }
    }
  });

  it('on signed-in answers that succeed, which are never stored by a cache', async () => {
    for (const url of ['/api/v1/auth/me', '/api/v1/web/dashboard', `/api/v1/web/properties/${propertyId}`, '/api/v1/web/reservations/export?format=csv']) {
      const response = await check({ method: 'GET', url, headers: t.authFor(host) }, true);
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('security headers on answers no route of ours gives', () => {
  it('on the page, its fallback for client routes, and HEAD', async () => {
    for (const url of ['/', '/login', '/property/01/12']) {
      expect((await check({ method: 'GET', url })).statusCode).toBe(200);
      expect((await check({ method: 'HEAD', url })).statusCode).toBe(200);
    }
  });

  it('on static files, compressed or not, uploads, and their 304s', async () => {
    for (const url of ['/assets/index-abc123.js', '/robots.txt', `/${UPLOAD}`]) {
      const first = await check({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toBeDefined();
      const again = await check({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it("on the calendar export and its 304, which channels poll with the link's secret", async () => {
    const first = await check({ method: 'GET', url: exportPath });
    expect(first.statusCode).toBe(200);
    const again = await check({ method: 'GET', url: exportPath, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('on 404s: unknown API paths, missing assets and uploads, other methods', async () => {
    const misses: InjectOptions[] = [
      { method: 'GET', url: '/api/v1/nothing-here', headers: t.authFor(host) },
      { method: 'GET', url: '/api' },
      { method: 'GET', url: '/assets/missing-123.js' },
      { method: 'GET', url: '/uploads/avatars/missing.webp' },
      { method: 'POST', url: '/login' },
      { method: 'OPTIONS', url: '/api/v1/web/dashboard' },
    ];
    for (const request of misses) {
      expectErrorShape(await check({ ...request, url: String(request.url) }, Boolean(request.headers)), 404);
    }
  });

  it('on 4xx from access, CSRF, body parsing and bad URLs', async () => {
    const signedIn = { ...t.authFor(host), 'content-type': 'application/json' };
    const cases: [InjectOptions & { url: string; csrf?: boolean }, number][] = [
      [{ method: 'GET', url: '/api/v1/web/dashboard' }, 401],
      [{ method: 'GET', url: '/api/v1/web/admin/properties', headers: t.authFor(host) }, 403],
      [{ method: 'PUT', url: '/api/v1/web/profile', headers: signedIn, payload: '{}', csrf: false }, 403],
      [{ method: 'PUT', url: '/api/v1/web/profile', headers: signedIn, payload: '{"firstName":' }, 400],
      [{ method: 'PUT', url: '/api/v1/web/profile', headers: { ...signedIn, 'content-type': 'text/plain' }, payload: 'hello' }, 415],
      [{ method: 'PUT', url: '/api/v1/web/profile', headers: signedIn, payload: `{"firstName":"${'x'.repeat(2_000_000)}"}` }, 413],
      [{ method: 'GET', url: '/api/v1/web/reservations/%E0%A4%A' }, 400],
      [{ method: 'GET', url: '/%E0%A4%A' }, 400],
    ];
    for (const [request, status] of cases) {
      const response = await check(request, Boolean(request.headers && 'authorization' in request.headers));
      expectErrorShape(response, status);
    }
  });
});
