/**
 * Activating a language: Sinhala and Tamil import their compiled catalog on demand (one chunk per
 * language, so a visitor loads only the one they read); English reads the source texts the build
 * keeps in the code (english-messages.ts). Then <html lang> follows, and the fonts with it (fonts.css).
 */
import { i18n, type Messages } from '@lingui/core';
import { HTML_LANG, type Locale } from '../../shared/locales';
import { compileEnglishMessage } from './english-messages';

// Literal paths, so the bundler makes one chunk per catalog and loads none ahead of time.
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  si: () => import('../../locales/si/messages.po'),
  ta: () => import('../../locales/ta/messages.po'),
};

/** Loads `locale`'s messages (once) and makes it the language every Trans and t reads. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.setMessagesCompiler(compileEnglishMessage);
  const { messages } = locale === 'en' ? { messages: {} } : await CATALOGS[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale);
  markDocumentLanguage(locale);
}

/** <html lang> says which language the page is in (WCAG 3.1.1, and the fonts and hyphenation follow it). */
function markDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
}
