/**
 * The language of a request (issue 27), for what the server writes to the caller: the browser's
 * choice (the cookie the language switcher sets), else the account's stored one, else the
 * browser's own languages (Accept-Language). English when none of them is Sinhala or Tamil.
 */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, acceptedLanguages, isLocale, pickLocale, type Locale } from '../../shared/locales';

export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'server'>, storedLocale?: string | null): Locale {
  // Cookies are parsed on demand only (app.ts registers @fastify/cookie without its hook).
  const header = request.headers.cookie;
  const chosen = header ? request.server.parseCookie(header)[LOCALE_COOKIE] : undefined;
  if (isLocale(chosen)) return chosen;
  if (isLocale(storedLocale)) return storedLocale;
  return pickLocale(acceptedLanguages(request.headers['accept-language']));
}

/**
 * The language of a mail written outside the recipient's request (the outbox, the sync worker,
 * another person's action): the recipient's stored users.locale, English until they choose one.
 */
export const storedLocale = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : 'en');
