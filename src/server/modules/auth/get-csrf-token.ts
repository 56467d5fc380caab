import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SuccessBody } from '../../handler-types';
import { createCsrfToken, csrfCookieName, isCsrfNonce, newCsrfNonce } from '../../lib/csrf-tokens';
import type { AppDeps } from '../../types';

// Long-lived so that a token kept in local storage keeps working across browser restarts; the
// nonce is no credential on its own (it only pairs with tokens signed by us). 400 days is the
// longest lifetime browsers accept.
const NONCE_MAX_AGE_SECONDS = 400 * 24 * 3600;

/**
 * A fresh signed CSRF token for this browser; the browser keeps it in local storage under
 * `csrfToken` and sends it as X-CSRF-Token. The browser's nonce cookie is reused when it has a
 * valid one, so tokens fetched by several tabs all stay valid.
 */
export function getCsrfToken(deps: Pick<AppDeps, 'config'>, request: FastifyRequest, reply: FastifyReply): SuccessBody<'getCsrfToken'> {
  const { csrfSecret, secureCookies } = deps.config;
  const name = csrfCookieName(secureCookies);
  const header = request.headers.cookie;
  let nonce = header ? request.server.parseCookie(header)[name] : undefined;
  if (!isCsrfNonce(nonce)) {
    nonce = newCsrfNonce();
    reply.setCookie(name, nonce, { httpOnly: true, secure: secureCookies, sameSite: 'strict', path: '/', maxAge: NONCE_MAX_AGE_SECONDS });
  }
  return { data: { csrfToken: createCsrfToken(csrfSecret, nonce) } };
}
