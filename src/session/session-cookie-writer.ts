/**
 * Writes and clears the session cookies on the shared country domain (when there is one) and on
 * this host, path /. Loaded with the session machine, not on the first paint.
 */
import type { SessionUser } from '../shared/session-user';
import type { CookieJar } from '../shared/session-cookies';

const SESSION_COOKIES = ['accessToken', 'user', 'isProfileCompleted'] as const;

/** The refresh token lives 30 days at most (QUALITY.md), so the user record may too. */
const USER_COOKIE_SECONDS = 30 * 24 * 60 * 60;

function cookie(jar: CookieJar, name: string, value: string, maxAge: number, domain: string): string {
  return (
    `${name}=${value}; path=/; max-age=${maxAge}; samesite=lax` +
    (domain ? `; domain=${domain}` : '') +
    (jar.secure ? '; secure' : '')
  );
}

/** Both places a session cookie lives: the shared country domain (when there is one) and this host. */
const domainsOf = (sharedDomain: string) => (sharedDomain ? [sharedDomain, ''] : ['']);

export function writeSessionCookies(
  jar: CookieJar,
  sharedDomain: string,
  session: { accessToken: string | null; expiresIn?: number; user: SessionUser; isProfileCompleted: boolean },
): void {
  for (const domain of domainsOf(sharedDomain)) {
    if (session.accessToken) {
      jar.set(cookie(jar, 'accessToken', session.accessToken, session.expiresIn ?? 15 * 60, domain));
    }
    jar.set(cookie(jar, 'user', encodeURIComponent(JSON.stringify(session.user)), USER_COOKIE_SECONDS, domain));
    jar.set(cookie(jar, 'isProfileCompleted', String(session.isProfileCompleted), USER_COOKIE_SECONDS, domain));
  }
}

/** Every session cookie, on the shared domain and on this host. */
export function clearSessionCookies(jar: CookieJar, sharedDomain: string): void {
  for (const domain of domainsOf(sharedDomain)) clearCookiesOn(jar, domain);
}

/**
 * Only this host's copies (the admin redirect routes): the admin panel's session lives in the
 * shared-domain cookies and must survive. Without a shared domain (localhost) the host's cookies
 * are the only copy, which is the shared one, so nothing is cleared.
 */
export function clearHostSessionCookies(jar: CookieJar, sharedDomain: string): void {
  if (sharedDomain) clearCookiesOn(jar, '');
}

function clearCookiesOn(jar: CookieJar, domain: string): void {
  for (const name of SESSION_COOKIES) jar.set(cookie(jar, name, '', 0, domain));
}
