import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/http-error';
import type { Access } from '../types';

const ACCESS_LEVELS: readonly Access[] = ['public', 'signed-in', 'admin'];
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who may call what comes from the contract: each operation's `x-access` is copied into the
 * route's config when the route is added, so the check per request is a property read plus one
 * synchronous JWT verification (no database look-up).
 * A public route with a bad or expired token is answered as for a visitor: a stale token in the
 * browser must not break the landing page's lists.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const declared = (route.schema as Record<string, unknown> | undefined)?.['x-access'];
      if (declared === undefined) return; // plain routes (/health, static files) are public
      if (!ACCESS_LEVELS.includes(declared as Access)) {
        throw new Error(`${route.method} ${route.url}: unknown x-access "${String(declared)}"`);
      }
      route.config = { ...(route.config as object), access: declared as Access };
    });

    // Callback style, not async: this runs on every request and a promise per hook shows up.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (header) {
        const match = BEARER.exec(header);
        request.user = match ? app.deps.tokens.verify(match[1]) : null;
      }
      const access = request.routeOptions.config.access ?? 'public';
      if (access === 'public') return done();
      if (!request.user) return done(unauthenticated());
      if (access === 'admin' && request.user.role !== 'ADMIN') return done(forbidden());
      done();
    });
  },
  { name: 'access-control', dependencies: ['app-deps'] },
);
