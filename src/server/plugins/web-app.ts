import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALES, type Locale } from '../../shared/locales';
import { renderedPageFile, shellPageFile } from '../../shared/signed-in-slots';
import { UPLOADS_PREFIX } from '../lib/avatar-storage';
import { errorBody } from '../lib/http-error';
import { METRICS_PATH } from '../lib/metrics/metrics';
import { cutPage, pageIn, pageInLanguages, readPageInLanguages, type PageInLanguages, type SlottedPage } from '../lib/page-slots';
import { requestLocale } from '../lib/request-locale';
import { signedInPages } from '../modules/web-pages/signed-in-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * WEB_DIST's folder of prerendered pages: <name>.html is the page at /<name> in English, index.html
 * at /; <name>.si.html and <name>.ta.html the same page in Sinhala and Tamil (src/shared/signed-in-slots.ts).
 */
const PRERENDERED_DIR = 'prerendered';

/** Whose answer depends on the reader's language: the page is chosen by these request headers (request-locale.ts). */
const VARY_BY_LANGUAGE = 'Cookie, Accept-Language';

/** The languages, longest file suffix first: 'index.si.html' also ends as an English file name ('.html') would. */
const BY_SUFFIX = [...LOCALES].sort((a, b) => renderedPageFile('', b).length - renderedPageFile('', a).length);

/** The file's page and language: 'login.ta.html' → /login in Tamil; null for a file of no page. */
function pageOfFile(name: string): { page: string; locale: Locale } | null {
  for (const locale of BY_SUFFIX) {
    const suffix = renderedPageFile('', locale);
    if (!name.endsWith(suffix) || name.length === suffix.length) continue;
    const base = name.slice(0, -suffix.length);
    return { page: base === 'index' ? '/' : `/${base}`, locale };
  }
  return null;
}

function readPrerendered(root: string): Map<string, PageInLanguages> {
  const dir = path.join(root, PRERENDERED_DIR);
  const found = new Map<string, Partial<Record<Locale, SlottedPage>>>();
  if (!fs.existsSync(dir)) return new Map();
  for (const name of fs.readdirSync(dir)) {
    const of = pageOfFile(name);
    if (!of) continue;
    const languages = found.get(of.page) ?? {};
    languages[of.locale] = cutPage(fs.readFileSync(path.join(dir, name), 'utf8'));
    found.set(of.page, languages);
  }
  const pages = new Map<string, PageInLanguages>();
  for (const [page, languages] of found) {
    const inLanguages = pageInLanguages(languages);
    if (inLanguages) pages.set(page, inLanguages);
  }
  return pages;
}

/**
 * The app's shell in each language the build wrote it in (prerendered/shell/), else index.html in
 * English (a build from before the shell had languages).
 */
function readShell(root: string): PageInLanguages {
  return readPageInLanguages((locale) => path.join(root, PRERENDERED_DIR, shellPageFile(locale))) ?? { en: cutPage(fs.readFileSync(path.join(root, 'index.html'), 'utf8')) };
}

/** Adds a nonce to the style-src directive of a page CSP. */
export function withStyleNonce(csp: string, nonce: string): string {
  return csp.replace(/(^|;)\s*style-src ([^;]*)/, (directive) => `${directive} 'nonce-${nonce}'`);
}

/**
 * Serves the built SPA from WEB_DIST. Vite names everything under /assets/ by content hash, so
 * those files never change and may be cached for a year; index.html must be revalidated on every
 * load or a deploy would never reach returning visitors. The build writes .br/.gz beside each
 * asset and preCompressed serves them without compressing per request.
 *
 * Unknown paths: /api/... answer 404 in the error shape; any other GET is a client-side route
 * (history fallback) and gets the app's shell (index.html, its title and no-JavaScript notice in
 * the reader's language: WEB_DIST/prerendered/shell/), except a missing /assets/ file, which is a
 * real 404 so a browser never caches HTML as a script. A path the build prerendered (/ and /login, in
 * WEB_DIST/prerendered/) gets that page instead: the same shell with the signed-out first render
 * in #root, which the client hydrates, in the reader's language (request-locale.ts: the
 * portal_locale cookie, else Accept-Language; the browser chooses by the same rules, so it hydrates
 * the page in the language it is in). A signed-in host's /dashboard, /calendar and
 * /reservation-manage are rendered for them on each request (modules/web-pages), in their language
 * too, and are theirs alone: never stored by any cache.
 */
export default fp(
  async (app) => {
    const root = app.deps.config.webDist;
    const built = fs.existsSync(path.join(root, 'index.html'));
    const shell = built ? readShell(root) : { en: cutPage('') };
    const prerendered = built ? readPrerendered(root) : new Map<string, PageInLanguages>();
    const signedIn = built ? signedInPages(path.join(root, PRERENDERED_DIR), app.deps, app.log) : null;
    // After start, not during it: start-up stays as quick, and the first host's page does not wait.
    if (signedIn) app.addHook('onReady', async () => void setTimeout(() => signedIn.warm(), 1000).unref());

    /**
     * The page, with a fresh style nonce per answer in its CSP and in a meta tag. Radix dialogs lock
     * the page's scroll with a small <style> element (react-remove-scroll); the CSP allows no inline
     * style, so that element carries the nonce (src/components/style-nonce.ts hands it to them), as
     * do the stylesheets the build wrote into the prerendered pages. Script stays 'self' only.
     */
    const servePage = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
      const perVisitor = signedIn?.has(url) ? signedIn : null;
      const locale = requestLocale(request);
      const rendered = perVisitor ? await perVisitor.render(request, url, locale) : null;
      const languages = prerendered.get(url);
      // Whether a page is rendered for the visitor depends on their cookies, and its language (the
      // shell's too: its title) on the cookie or their Accept-Language.
      const inLanguages = languages ?? shell;
      if (perVisitor || Object.keys(inLanguages).length > 1) reply.header('vary', VARY_BY_LANGUAGE);
      const page = rendered ?? pageIn(inLanguages, locale).page;
      const nonce = randomBytes(16).toString('base64');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', withStyleNonce(csp, nonce));
      return reply
        .header('cache-control', rendered ? 'private, no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page(nonce));
    };

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        preCompressed: true,
        cacheControl: false, // set below, per file kind
        // The page itself is served by servePage, with its nonce.
        index: false,
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith(`/${PRERENDERED_DIR}/`),
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        },
      });
    }

    // '/' is a directory to the static server (it would answer 403 without an index).
    if (built) app.get('/', (request, reply) => servePage(request, reply, '/'));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.code(404).send(errorBody('There is no such API endpoint'));
      }
      if (!built) {
        return reply
          .code(404)
          .send(errorBody(`The web app is not built: ${root}/index.html is missing. Run npm run build:web.`));
      }
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      // A missing script or image is a real 404: a browser must never get the page in its place.
      // So is /metrics while metrics are off (plugins/metrics.ts): a scraper must not read a page.
      if (!isPageRequest || url.startsWith('/assets/') || url.startsWith(UPLOADS_PREFIX) || url === METRICS_PATH) {
        return reply.code(404).send(errorBody('Not found'));
      }
      return servePage(request, reply, url);
    });
  },
  { name: 'web-app', dependencies: ['app-deps'] },
);
