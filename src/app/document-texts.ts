/**
 * The page's own words outside #root: its title, its search description and the no-JavaScript
 * notice. index.html holds them in English; the build writes each language's page with these
 * (scripts/prerender.mjs, through src/prerender/entry-server.tsx), and a switch of language in the
 * browser retitles the page (i18n/load-catalog.ts, which loads this module only then, as a chunk
 * of its own: it sits outside src/app/i18n/, whose modules go into the first load). The English
 * texts here and in index.html are the same: tests/unit/i18n/document-texts.test.ts holds them together.
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

const TITLE = msg`List Your Property in Sri Lanka | StayLanka Host`;
const DESCRIPTION = msg`List your guest house, villa or apartment in Sri Lanka for free, reach travellers worldwide and get paid on time. Manage your calendar, reservations and earnings in one place.`;
const NO_SCRIPT = msg`This host portal needs JavaScript. Please enable it in your browser to continue.`;

export type DocumentTexts = { title: string; description: string; noScript: string };

/** The texts in `i18n`'s active language. */
export function documentTexts(i18n: I18n): DocumentTexts {
  return { title: i18n._(TITLE), description: i18n._(DESCRIPTION), noScript: i18n._(NO_SCRIPT) };
}

/** Puts the title and description into the open page (the notice only matters without JavaScript). */
export function showDocumentTexts(page: Document, texts: DocumentTexts): void {
  page.title = texts.title;
  page.querySelector('meta[name="description"]')?.setAttribute('content', texts.description);
}
