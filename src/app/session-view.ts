/**
 * A read-only view of the session taken from the `user` cookie, so the shell can render its
 * logged-in and logged-out shapes before the session machine exists. The session machine replaces
 * this module: keep every cookie detail in here.
 */
import { SHARED_COOKIE_DOMAIN } from './config';

export type StoredUser = {
  id: number | string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  contactNo: string;
  file?: { smallPath: string };
  role: { guard: 'ADMIN' | 'HOST' };
};

export type SessionView = { user: StoredUser | null; isProfileCompleted: boolean };

const SESSION_COOKIES = ['user', 'accessToken', 'refreshToken', 'isProfileCompleted'];

export const isAdmin = (user: StoredUser | null): boolean => user?.role.guard === 'ADMIN';

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredUser>;
  return (
    typeof candidate.firstName === 'string' &&
    typeof candidate.role === 'object' &&
    candidate.role !== null &&
    (candidate.role.guard === 'ADMIN' || candidate.role.guard === 'HOST')
  );
}

export function parseSessionView(cookies: string): SessionView {
  const raw = readCookie(cookies, 'user');
  if (!raw) return { user: null, isProfileCompleted: false };
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!isStoredUser(parsed)) return { user: null, isProfileCompleted: false };
    // Until GET auth/me is wired in, only an explicit 'false' marks the profile as incomplete.
    return { user: parsed, isProfileCompleted: readCookie(cookies, 'isProfileCompleted') !== 'false' };
  } catch {
    return { user: null, isProfileCompleted: false };
  }
}

export function readSessionView(): SessionView {
  return typeof document === 'undefined' ? { user: null, isProfileCompleted: false } : parseSessionView(document.cookie);
}

/** Logout for now: drop the session cookies on this host and on the shared country domain. */
export function clearSessionView(): void {
  const expired = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const name of SESSION_COOKIES) {
    document.cookie = `${name}=; ${expired}`;
    if (SHARED_COOKIE_DOMAIN) document.cookie = `${name}=; ${expired}; domain=${SHARED_COOKIE_DOMAIN}`;
  }
}
