/**
 * The session's cookies (spec §3): accessToken, user and isProfileCompleted, written on the shared
 * country domain (SHARED_COOKIE_DOMAIN, empty on localhost) and on the current host, path /. The
 * refresh token is the server's HttpOnly cookie and never touched here. This is the browser's jar
 * (part of the first load); src/shared/session-cookies.ts reads it, session-cookie-writer.ts
 * writes and clears.
 */
import type { CookieJar } from '../shared/session-cookies';

export function browserCookieJar(): CookieJar {
  return {
    get: () => document.cookie,
    set: (cookie) => {
      document.cookie = cookie;
    },
    secure: location.protocol === 'https:',
  };
}
