/**
 * Which language the browser reads the portal in: the one chosen before (a cookie, which the
 * server also reads for mails sent before sign-in), else the first of the browser's own languages
 * the portal speaks (src/shared/locales.ts).
 */
import { LOCALE_COOKIE, isLocale, pickLocale, type Locale } from '../../shared/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language remembered in this browser's cookie, if any. */
function rememberedLocale(): Locale | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The language of a page's first render. */
export function initialLocale(): Locale {
  return rememberedLocale() ?? pickLocale(navigator.languages ?? [navigator.language]);
}

/** Remembers the choice in this browser for a year (path /, so every page and the API see it). */
export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}
