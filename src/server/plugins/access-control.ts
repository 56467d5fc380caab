import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { refusalFor } from '../lib/access-policy';
import { channelCredentialCheck } from '../lib/channel-credentials';
import { unauthenticated } from '../lib/http-error';
import { bearerCaller } from '../modules/auth/find-caller';
import type { Access } from '../types';

const ACCESS_LEVELS: readonly Access[] = ['public', 'account', 'signed-in', 'admin', 'channel'];

/** Appends a route-level hook, whatever shape (none, one, a list) the route's onRequest has. */
function appendOnRequest(route: { onRequest?: onRequestHookHandler | onRequestHookHandler[] }, hook: onRequestHookHandler) {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/**
 * Who may call what comes from the contract: each operation's `x-access` is copied into the
 * route's config when the route is added, and signed-in routes get the check as a route-level
 * hook. Public routes (most reference lists, the landing page, static files) never read the token,
 * so a stale token in the browser cannot break them, and request.user stays null there.
 * What each level lets a caller do is lib/access-policy.ts's decision.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const { deps } = app;

    const requireCaller = (access: 'account' | 'signed-in' | 'admin'): onRequestHookHandler =>
      async function checkAccess(request: FastifyRequest) {
        const caller = await bearerCaller(deps, request.headers.authorization);
        if (!caller) throw unauthenticated();
        const refusal = refusalFor(caller, access);
        if (refusal) throw refusal;
        request.user = caller;
      };
    const requireChannel = channelCredentialCheck(deps.config.channelApi);

    app.addHook('onRoute', (route) => {
      const declared = (route.schema as Record<string, unknown> | undefined)?.['x-access'];
      if (declared === undefined) return; // plain routes (/health, static files) are public
      if (!ACCESS_LEVELS.includes(declared as Access)) {
        throw new Error(`${route.method} ${route.url}: unknown x-access "${String(declared)}"`);
      }
      const access = declared as Access;
      route.config = { ...(route.config as object), access };
      if (access === 'channel') appendOnRequest(route, requireChannel);
      else if (access !== 'public') appendOnRequest(route, requireCaller(access));
    });
  },
  { name: 'access-control', dependencies: ['app-deps'] },
);
