import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, csrfCookieName, verifyCsrfToken } from '../lib/csrf-tokens';
import { HttpError } from '../lib/http-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const crossSite = () =>
  new HttpError(403, 'Requests from other websites are not accepted', undefined, 'CROSS_SITE_REQUEST');
// 403 with a code: the browser fetches a new token and retries once instead of signing out.
const badToken = () =>
  new HttpError(403, 'Your security token is missing or out of date. Please refresh the page and try again', undefined, 'CSRF_TOKEN_INVALID');

/**
 * Every state-changing API call needs a valid X-CSRF-Token for this browser's nonce cookie, and
 * none may come from another site (Sec-Fetch-Site: cross-site; browsers set it and scripts cannot).
 * The check is added as a route hook to unsafe API routes only, when the route is registered, so
 * GETs (the hot path) pay nothing, and it runs before access control and before any body is read.
 */
export default fp(
  async (app) => {
    const { csrfSecret, secureCookies } = app.deps.config;
    const cookieName = csrfCookieName(secureCookies);

    const requireCsrf: onRequestHookHandler = (request, _reply, done) => {
      if (request.headers['sec-fetch-site'] === 'cross-site') return done(crossSite());
      const token = request.headers[CSRF_HEADER];
      const cookies = request.headers.cookie;
      const nonce = cookies ? request.server.parseCookie(cookies)[cookieName] : undefined;
      if (typeof token !== 'string' || !nonce || !verifyCsrfToken(csrfSecret, nonce, token)) return done(badToken());
      done();
    };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || !methods.some((m) => UNSAFE.has(m))) return;
      // Channel calls come from the guest site's server with HTTP Basic, never from a browser with
      // cookies, so there is no ambient credential for another site to ride on.
      if ((route.schema as Record<string, unknown> | undefined)?.['x-access'] === 'channel') return;
      const existing = route.onRequest;
      route.onRequest = existing === undefined ? [requireCsrf] : [requireCsrf, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'csrf-protection', dependencies: ['app-deps'] },
);
