import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { channelCredentialCheck } from '../lib/channel-credentials';
import { forbidden, twoStepRequired, unauthenticated } from '../lib/http-error';
import type { AccessClaims, AccessTokens } from '../lib/access-tokens';
import type { Access } from '../types';

const ACCESS_LEVELS: readonly Access[] = ['public', 'signed-in', 'admin', 'channel'];
const BEARER = /^Bearer\s+(\S+)$/i;

/** The claims of the request's bearer token, or null: no header, another scheme, or not a valid access token. */
export function bearerClaims(tokens: AccessTokens, authorization: string | undefined): AccessClaims | null {
  const match = authorization ? BEARER.exec(authorization) : null;
  return match ? tokens.verify(match[1]) : null;
}

/** Appends a route-level hook, whatever shape (none, one, a list) the route's onRequest has. */
function appendOnRequest(route: { onRequest?: onRequestHookHandler | onRequestHookHandler[] }, hook: onRequestHookHandler) {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/**
 * Who may call what comes from the contract: each operation's `x-access` is copied into the
 * route's config when the route is added, and only signed-in and admin routes get the check, as
 * a route-level hook. Public routes (most reference lists, the landing page, static files) do no
 * work at all for access control: they never read the token, so a stale token in the browser
 * cannot break them, and request.user stays null there (no public handler reads it).
 * The check is one synchronous, cached JWT verification: no database look-up.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const { tokens } = app.deps;

    // Callback style, not async: a promise per request shows up on small routes.
    const readUser = (request: FastifyRequest) => (request.user = bearerClaims(tokens, request.headers.authorization));
    const requireUser: onRequestHookHandler = (request, _reply, done) => {
      if (!readUser(request)) return done(unauthenticated());
      done();
    };
    const requireAdmin: onRequestHookHandler = (request, _reply, done) => {
      const user = readUser(request);
      if (!user) return done(unauthenticated());
      if (user.role !== 'ADMIN') return done(forbidden());
      // Admins must have two-step verification on; until then they can sign in and enrol on /profile.
      if (!user.twoStep) return done(twoStepRequired());
      done();
    };

    const requireChannel = channelCredentialCheck(app.deps.config.channelApi);

    app.addHook('onRoute', (route) => {
      const declared = (route.schema as Record<string, unknown> | undefined)?.['x-access'];
      if (declared === undefined) return; // plain routes (/health, static files) are public
      if (!ACCESS_LEVELS.includes(declared as Access)) {
        throw new Error(`${route.method} ${route.url}: unknown x-access "${String(declared)}"`);
      }
      route.config = { ...(route.config as object), access: declared as Access };
      if (declared === 'signed-in') appendOnRequest(route, requireUser);
      if (declared === 'admin') appendOnRequest(route, requireAdmin);
      if (declared === 'channel') appendOnRequest(route, requireChannel);
    });
  },
  { name: 'access-control', dependencies: ['app-deps'] },
);
