/**
 * The session's cookies (spec §3): accessToken, user and isProfileCompleted, written on the shared
 * country domain (SHARED_COOKIE_DOMAIN, empty on localhost) and on the current host, path /. The
 * refresh token is the server's HttpOnly cookie and never touched here. This half only reads (it is
 * part of the first load); session-cookie-writer.ts writes and clears.
 */
import type { SessionUser, StoredSession } from '../../machines/session.machine';

export type CookieJar = { get: () => string; set: (cookie: string) => void; secure: boolean };

export function browserCookieJar(): CookieJar {
  return {
    get: () => document.cookie,
    set: (cookie) => {
      document.cookie = cookie;
    },
    secure: location.protocol === 'https:',
  };
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<SessionUser> | null;
    const guard = value?.role?.guard;
    return value && typeof value.firstName === 'string' && (guard === 'ADMIN' || guard === 'HOST')
      ? (value as SessionUser)
      : null;
  } catch {
    return null;
  }
}

/** What the cookies say now; an unreadable user cookie counts as none. */
export function readStoredSession(jar: CookieJar): StoredSession {
  const cookies = jar.get();
  return {
    accessToken: readCookie(cookies, 'accessToken') || null,
    user: parseUser(readCookie(cookies, 'user')),
    isProfileCompleted: readCookie(cookies, 'isProfileCompleted') === 'true',
  };
}

