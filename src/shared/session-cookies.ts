/**
 * Reading the session's cookies (spec §3): accessToken, user and isProfileCompleted. The browser
 * reads its own (src/session/session-cookies.ts gives the jar) and the server reads the request's,
 * to render a signed-in host's page (src/server/modules/web-pages), so both read them alike.
 */
import type { SessionUser } from './session-user';

/** Cookies as a string to read and a place to write them: document.cookie, or a request's header. */
export type CookieJar = { get: () => string; set: (cookie: string) => void; secure: boolean };

/** What the cookies hold when the app starts (the session machine's input). */
export type StoredSession = {
  accessToken: string | null;
  user: SessionUser | null;
  isProfileCompleted: boolean;
};

function readCookie(cookies: string, name: string): string | null {
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

