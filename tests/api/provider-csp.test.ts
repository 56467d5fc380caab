import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let webDist: string;
let none: TestApp;
let google: TestApp;
let all: TestApp;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  [none, google, all] = await Promise.all([
    buildTestApp({ webDist }),
    buildTestApp({ webDist, env: { GOOGLE_CLIENT_ID: 'g-client.apps.googleusercontent.com' } }),
    buildTestApp({ webDist, env: { GOOGLE_CLIENT_ID: 'g-client', APPLE_CLIENT_ID: 'lk.example.web', FACEBOOK_APP_ID: '1234567890' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([none?.close(), google?.close(), all?.close()]);
  await fs.rm(webDist, { recursive: true, force: true });
});

/** The page CSP as directive → sources. */
async function pageCsp(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/login' });
  expect(response.statusCode).toBe(200);
  const csp = String(response.headers['content-security-policy']);
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      // The page's per-answer style nonce is tested in web-app.test.ts.
      .map(([name, ...sources]) => [name, sources.filter((source) => !source.startsWith("'nonce-"))] as const),
  );
  return { directives, coop: response.headers['cross-origin-opener-policy'], csp };
}

describe('the page CSP follows the configured sign-in providers', () => {
  it('allows no provider origin when none is configured', async () => {
    const { directives, coop, csp } = await pageCsp(none);
    expect(csp).not.toMatch(/google|apple|facebook/);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.has('frame-src')).toBe(false);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(coop).toBe('same-origin');
  });

  it("allows Google Identity Services' origins, and only those, for Google", async () => {
    const { directives, coop, csp } = await pageCsp(google);
    expect(directives.get('script-src')).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directives.get('style-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(csp).not.toMatch(/apple|facebook/);
    expect(coop).toBe('same-origin-allow-popups');
  });

  it('adds Apple and nothing for Facebook when all three are configured', async () => {
    const { directives, csp } = await pageCsp(all);
    expect(directives.get('script-src')).toEqual(["'self'", 'https://accounts.google.com', 'https://appleid.cdn-apple.com']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com', 'https://appleid.apple.com']);
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com', 'https://appleid.apple.com']);
    expect(csp).not.toMatch(/facebook/);
    for (const fixed of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(fixed);
  });

  it('keeps the short deny-all CSP on API answers whatever is configured', async () => {
    const response = await all.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'");
  });
});
