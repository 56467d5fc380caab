/**
 * The shared rules' and the API catalogue's messages in the active language (issue 27; the one
 * catalogue is src/shared/message-catalogue.ts, which the server reads too). The rules and the
 * machines keep their English texts; the components that show a message (field errors, form
 * alerts, toasts) pass it through shownMessage() when they render. The catalogue's Sinhala and
 * Tamil load with the language's catalog (src/app/i18n/load-catalog.ts), so English never downloads them.
 */
import { i18n } from '@lingui/core';
import { isLocale } from './locales';

type Catalogue = typeof import('./message-catalogue');
let catalogue: Catalogue | undefined;

/** Loads the shared messages' translations (once); activateLocale waits for it before Sinhala or Tamil shows. */
export async function loadMessageCatalogue(): Promise<void> {
  catalogue ??= await import('./message-catalogue');
}

/** `text` in the active language when the catalogue knows it; else as it is (typed values, texts the server already translated). */
export function shownMessage(text: string): string;
export function shownMessage(text: string | null | undefined): string | null | undefined;
export function shownMessage(text: string | null | undefined): string | null | undefined {
  const locale = i18n.locale;
  if (!text || !catalogue || !isLocale(locale) || locale === 'en') return text;
  return catalogue.localizeMessage(text, locale);
}
