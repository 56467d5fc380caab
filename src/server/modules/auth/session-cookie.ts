import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const REFRESH_COOKIE = 'refreshToken';
// Only the renewal and logout calls live under this path, so the browser sends the refresh token
// nowhere else.
const REFRESH_COOKIE_PATH = '/api/v1/auth';

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: REFRESH_COOKIE_PATH,
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
    expires: expiresAt,
  });
}

/** Clears the cookie both host-only and on the shared domain, whichever the browser holds. */
export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  const base = { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  reply.clearCookie(REFRESH_COOKIE, base);
  if (config.cookieDomain) reply.clearCookie(REFRESH_COOKIE, { ...base, domain: config.cookieDomain });
}

/**
 * Cookies are parsed here, on the two routes that read one, not on every request: @fastify/cookie
 * is registered with `hook: false` (see app.ts).
 */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  const value = header ? request.server.parseCookie(header)[REFRESH_COOKIE] : undefined;
  return value && value.length <= 200 ? value : undefined;
}
