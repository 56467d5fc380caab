/**
 * Activating a language: Sinhala and Tamil import their compiled catalog on demand (one chunk per
 * language, so a visitor loads only the one they read); English reads the source texts the build
 * keeps in the code (english-messages.ts). Then <html lang> follows, and the fonts with it (fonts.css).
 */
import { i18n, type Messages } from '@lingui/core';
import { setFormatLocale } from '../../shared/format-locale';
import { HTML_LANG, type Locale } from '../../shared/locales';
import { compileEnglishMessage } from './english-messages';
import { loadMessageCatalogue } from '../../shared/shown-message';

// Literal paths, so the bundler makes one chunk per catalog and loads none ahead of time.
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  si: () => import('../../locales/si/messages.po'),
  ta: () => import('../../locales/ta/messages.po'),
};

/**
 * Loads `locale`'s messages (once) and makes it the language every Trans, t and format call reads;
 * then `html`'s lang says it (<html lang>: WCAG 3.1.1, and the fonts and hyphenation follow it),
 * and in the browser the page's title and description are in it too.
 * The server's renderer (src/prerender), which has no document, passes an element of its own: the
 * build writes <html lang> into the page itself. True when `html` already said this language (a
 * page the server rendered in it: src/main.tsx hydrates it).
 */
export async function activateLocale(locale: Locale, html: { lang: string } = document.documentElement): Promise<boolean> {
  i18n.setMessagesCompiler(compileEnglishMessage);
  // The shared rules' messages (shown-message.ts) come with the language, in their own chunk.
  const [{ messages }] = locale === 'en' ? [{ messages: {} }] : await Promise.all([CATALOGS[locale](), loadMessageCatalogue()]);
  i18n.load(locale, messages);
  setFormatLocale(locale); // dates, numbers and money follow, before the screens re-render
  i18n.activate(locale);
  // The page's title and description follow, in the browser, on a switch of language: a page
  // that came in this language already says them (the build writes them), so their messages load
  // only then, in a chunk of their own, and nothing waits for them.
  if (typeof document !== 'undefined' && html === document.documentElement && html.lang !== HTML_LANG[locale]) {
    void import('../document-texts').then(({ documentTexts, showDocumentTexts }) => showDocumentTexts(document, documentTexts(i18n)));
  }
  // The old value is read before the new one is written.
  return html.lang === (html.lang = HTML_LANG[locale]);
}
