import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../lib/avatar-storage';
import { errorBody } from '../lib/http-error';
import { METRICS_PATH } from '../lib/metrics/metrics';
import { cutPage, type SlottedPage } from '../lib/page-slots';
import { signedInPages } from '../modules/web-pages/signed-in-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** WEB_DIST's folder of prerendered pages: <name>.html is the page at /<name>, index.html at /. */
const PRERENDERED_DIR = 'prerendered';

function readPrerendered(root: string): Map<string, SlottedPage> {
  const dir = path.join(root, PRERENDERED_DIR);
  const pages = new Map<string, SlottedPage>();
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const page = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(page, cutPage(fs.readFileSync(path.join(dir, name), 'utf8')));
  }
  return pages;
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
 * (history fallback) and gets index.html, except a missing /assets/ file, which is a real 404 so
 * a browser never caches HTML as a script. A path the build prerendered (/ and /login, in
 * WEB_DIST/prerendered/) gets that page instead: the same shell with the signed-out first render
 * in #root, which the client hydrates. A signed-in host's /dashboard and /calendar are rendered for
 * them on each request (modules/web-pages), and are theirs alone: never stored by any cache.
 */
export default fp(
  async (app) => {
    const root = app.deps.config.webDist;
    const built = fs.existsSync(path.join(root, 'index.html'));
    const shellPage = cutPage(built ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '');
    const prerendered = built ? readPrerendered(root) : new Map<string, SlottedPage>();
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
      const rendered = perVisitor ? await perVisitor.render(request, url) : null;
      // Whether a page is rendered for the visitor depends on their cookies.
      if (perVisitor) reply.header('vary', 'Cookie');
      const page = rendered ?? prerendered.get(url) ?? shellPage;
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
