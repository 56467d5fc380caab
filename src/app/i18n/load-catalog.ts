/**
 * Activating a language: its compiled catalog is imported on demand (one chunk per language, so a
 * visitor loads only the one they read), then <html lang> and the font class follow (fonts.css).
 */
import { i18n, type Messages } from '@lingui/core';
import { HTML_LANG, type Locale } from '../../shared/locales';

// Literal paths, so the bundler makes one chunk per catalog and loads none ahead of time.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  si: () => import('../../locales/si/messages.po'),
  ta: () => import('../../locales/ta/messages.po'),
};

/** Loads `locale`'s messages (once) and makes it the language every Trans and t reads. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await CATALOGS[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale);
  markDocumentLanguage(locale);
}

/** <html lang> says which language the page is in (WCAG 3.1.1, and the fonts and hyphenation follow it). */
export function markDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
}
