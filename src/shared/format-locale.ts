/**
 * The language dates, numbers and money are written in when a call names none (src/shared/format.ts).
 * Its own tiny module so the browser can set it on a language switch (src/app/i18n/load-catalog.ts)
 * without loading the formatting module on pages that format nothing. The server's own code never
 * sets it: it passes the reader's language to each call (a mail's), and the default stays English.
 * The page renderer (src/prerender/entry-server.tsx), a bundle with its own copy of this module,
 * sets it as the browser does, for the language of the page it renders.
 */
import type { Locale } from './locales';

let formatLocale: Locale = 'en';

export const getFormatLocale = (): Locale => formatLocale;

export function setFormatLocale(locale: Locale): void {
  formatLocale = locale;
}
