import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { STYLE_NONCE_PLACEHOLDER } from '../../src/server/lib/page-slots';

let t: TestApp;
let bare: TestApp;
let webDist: string;
const INDEX = '<!doctype html><html><head><title>Host portal</title><meta name="csp-nonce" content="" /></head><body><div id="root"></div></body></html>';

/** The page as served: the placeholder filled with the nonce of that answer. */
const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)" \/>/.exec(body)?.[1];
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  t = await buildTestApp({ webDist });
  bare = await buildTestApp(); // no web build at all
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/login', '/property/01/12', '/view-reservation/LK7H3K9Q'])(
    'answers the client route %s with index.html marked no-cache',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const nonce = nonceOf(response.body);
      expect(response.body).toBe(INDEX.replace('content=""', `content="${nonce}"`));
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('gives each page answer its own style nonce, in the meta tag and in the CSP style-src only', async () => {
    const [first, second] = await Promise.all([t.app.inject({ url: '/' }), t.app.inject({ url: '/calendar' })]);
    const nonces = [nonceOf(first.body), nonceOf(second.body)];
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`style-src 'self'[^;]* 'nonce-${nonces[0]!.replace(/[+/]/g, '\\$&')}'`));
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('does not serve the page template itself with an empty nonce', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(nonceOf(response.body)).toBeDefined();
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' }), 404);
  });

  it('still answers unknown API paths with 404 JSON', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }), 404);
  });

  it('says the web app is not built when WEB_DIST is missing', async () => {
    const body = expectErrorShape(await bare.app.inject({ method: 'GET', url: '/login' }), 404);
    expect(body.message).toMatch(/web app is not built/);
  });
});

// Security headers on every answer: security-headers-everywhere.test.ts.
describe('compression', () => {
  it('compresses larger answers when the client accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/web/amenities/with-categories',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('prerendered pages (scripts/prerender.mjs)', () => {
  let pre: TestApp;
  let dist: string;
  const page = (body: string) => INDEX.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  /** A page as the build writes it in another language: <html lang> and the content in it. */
  const inLanguage = (lang: string, body: string) => page(body).replace('<html>', `<html lang="${lang}">`);
  // A page whose stylesheets the build wrote into it, each in a <style> waiting for the answer's nonce.
  const STYLED = page('<h1>Styled</h1>').replace(
    '</head>',
    `${STYLE_NONCE_PLACEHOLDER}h1{color:teal}</style><link rel="stylesheet" href="/assets/a.css" disabled>${STYLE_NONCE_PLACEHOLDER}p{margin:0}</style></head>`,
  );

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-pre-'));
    await fs.mkdir(path.join(dist, 'prerendered'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    await fs.writeFile(path.join(dist, 'prerendered', 'index.html'), page('<h1>Landing</h1>'));
    await fs.writeFile(path.join(dist, 'prerendered', 'login.html'), page('<h1>Login</h1>'));
    await fs.writeFile(path.join(dist, 'prerendered', 'styled.html'), STYLED);
    // Each page in Sinhala and Tamil too, as the build writes them (styled.html stands for an older build: English only).
    for (const [name, heading] of [['index', 'Landing'], ['login', 'Login']]) {
      for (const [locale, lang] of [['si', 'si-LK'], ['ta', 'ta-LK']]) {
        await fs.writeFile(path.join(dist, 'prerendered', `${name}.${locale}.html`), inLanguage(lang, `<h1>${heading} in ${locale}</h1>`));
      }
    }
    pre = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await pre.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', '<h1>Landing</h1>'],
    ['/login', '<h1>Login</h1>'],
    ['/login?next=%2Fcalendar', '<h1>Login</h1>'],
  ])('answers %s with its prerendered page, with a fresh nonce and no-cache', async (url, content) => {
    const response = await pre.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const nonce = nonceOf(response.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toBe(page(content).replace('content=""', `content="${nonce}"`));
  });

  it("gives the stylesheets written into a prerendered page the answer's nonce, the one its CSP allows", async () => {
    const response = await pre.app.inject({ method: 'GET', url: '/styled' });
    const nonce = nonceOf(response.body)!;
    const styles = response.body.match(/<style[^>]*>/g);
    expect(styles).toEqual([`<style nonce="${nonce}">`, `<style nonce="${nonce}">`]);
    expect(response.body).not.toContain(STYLE_NONCE_PLACEHOLDER);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(response.body).toBe(STYLED.replace('content=""', `content="${nonce}"`).replaceAll('<style nonce="">', `<style nonce="${nonce}">`));
  });

  describe("in the reader's language (issue 27)", () => {
    const served = (url: string, headers: Record<string, string>) => pre.app.inject({ method: 'GET', url, headers });
    const filled = (html: string, body: string) => html.replace('content=""', `content="${nonceOf(body)}"`);

    it.each([
      ['/', 'Landing'],
      ['/login', 'Login'],
    ])("answers %s with the Sinhala page to a reader whose portal_locale cookie says si, whatever Accept-Language says", async (url, heading) => {
      const response = await served(url, { cookie: 'theme=dark; portal_locale=si', 'accept-language': 'ta-LK,ta;q=0.9' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(filled(inLanguage('si-LK', `<h1>${heading} in si</h1>`), response.body));
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
    });

    it.each([
      ['/', 'Landing'],
      ['/login?next=%2Fcalendar', 'Login'],
    ])('answers %s with the Tamil page to a browser without the cookie whose first language the portal speaks is Tamil', async (url, heading) => {
      const response = await served(url, { 'accept-language': 'fr-FR,fr;q=0.9,ta-LK;q=0.8,ta;q=0.7,en;q=0.5' });
      expect(response.body).toBe(filled(inLanguage('ta-LK', `<h1>${heading} in ta</h1>`), response.body));
      expect(response.body).toContain('<html lang="ta-LK">');
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
      const plain = await served(url, { 'accept-language': 'ta-LK,ta;q=0.9' });
      expect(plain.body).toContain(`<h1>${heading} in ta</h1>`);
    });

    it.each([
      ['no cookie and no Accept-Language', {}],
      ['languages the portal does not speak', { 'accept-language': 'fr-FR,fr;q=0.9,de;q=0.8' }],
      ['English chosen over a Sinhala browser', { cookie: 'portal_locale=en', 'accept-language': 'si-LK,si;q=0.9' }],
      ['a cookie of no language the portal speaks, and no Accept-Language', { cookie: 'portal_locale=fr' }],
    ])('answers / in English to %s, still saying it varies by language', async (_case, headers) => {
      const response = await served('/', headers);
      expect(response.body).toBe(filled(page('<h1>Landing</h1>'), response.body));
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
    });

    it('answers in English where the build wrote the page in English only (an older build)', async () => {
      const response = await served('/styled', { cookie: 'portal_locale=ta' });
      expect(response.body).toContain('<h1>Styled</h1>');
      expect(response.body).toContain(`<style nonce="${nonceOf(response.body)}">`);
    });

    it("leaves a page the browser renders (the shell) as it was: no language of its own, no Vary", async () => {
      const response = await served('/sign-up', { cookie: 'portal_locale=si' });
      expect(response.body).toBe(filled(INDEX, response.body));
      expect(String(response.headers.vary ?? '')).not.toMatch(/Cookie|Accept-Language/);
    });

    it("answers a page the browser renders with the shell in the reader's language where the build wrote it in each", async () => {
      const shellDir = path.join(dist, 'prerendered', 'shell');
      await fs.mkdir(shellDir);
      const shellIn = (lang: string, title: string) => INDEX.replace('<html>', `<html lang="${lang}">`).replace('<title>Host portal</title>', `<title>${title}</title>`);
      await fs.writeFile(path.join(shellDir, 'index.html'), shellIn('en', 'List Your Property'));
      await fs.writeFile(path.join(shellDir, 'index.si.html'), shellIn('si-LK', 'ඔබේ දේපළ'));
      await fs.writeFile(path.join(shellDir, 'index.ta.html'), shellIn('ta-LK', 'உங்கள் சொத்து'));
      const withShells = await buildTestApp({ webDist: dist });
      try {
        const sinhala = await withShells.app.inject({ method: 'GET', url: '/sign-up', headers: { cookie: 'portal_locale=si' } });
        expect(sinhala.body).toBe(filled(shellIn('si-LK', 'ඔබේ දේපළ'), sinhala.body));
        expect(sinhala.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
        const tamil = await withShells.app.inject({ method: 'GET', url: '/calendar/7', headers: { 'accept-language': 'ta-LK,ta;q=0.9' } });
        expect(tamil.body).toContain('<title>உங்கள் சொத்து</title>');
        const english = await withShells.app.inject({ method: 'GET', url: '/sign-up' });
        expect(english.body).toBe(filled(shellIn('en', 'List Your Property'), english.body));
      } finally {
        await withShells.close();
        await fs.rm(shellDir, { recursive: true, force: true });
      }
    });

    it('does not serve the pages in other languages as static files, nor as pages of their own', async () => {
      for (const url of ['/prerendered/index.si.html', '/index.si', '/login.ta']) {
        const response = await pre.app.inject({ method: 'GET', url });
        expect(response.body).not.toMatch(/ in (si|ta)<\/h1>/);
      }
    });
  });

  it.each(['/dashboard', '/login/extra', '/sign-up'])('answers %s, which has no prerendered page, with the empty shell', async (url) => {
    const response = await pre.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX.replace('content=""', `content="${nonceOf(response.body)}"`));
  });

  it('does not serve the prerendered files as static files (they would have no nonce)', async () => {
    const response = await pre.app.inject({ method: 'GET', url: '/prerendered/login.html' });
    expect(response.body).not.toContain('<h1>Login</h1>');
    expect(response.body).not.toContain('<meta name="csp-nonce" content="" />');
  });
});
