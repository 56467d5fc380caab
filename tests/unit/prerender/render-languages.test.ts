import { describe, expect, it } from 'vitest';
import type { PageDataSource } from '../../../src/shared/page-data';
import type { Locale } from '../../../src/shared/locales';
import { renderPage } from '../../../src/prerender/entry-server';

// The renderer has one active language at a time (Lingui's i18n and the formats' default, as in
// the browser), while the server renders signed-in pages for hosts of every language at once
// (src/server/modules/web-pages). entry-server.tsx takes turns: renders in one language run side
// by side, another language waits for them. Without the turns a page would come out with some of
// its words in another reader's language.

/** / and /login read no data; anything asked of this source is a mistake. */
const noData: PageDataSource = {
  dashboard: () => Promise.reject(new Error('not read')),
  calendarProperties: () => Promise.reject(new Error('not read')),
  calendar: () => Promise.reject(new Error('not read')),
  today: () => '2026-11-26',
  reservations: () => Promise.reject(new Error('not read')),
};

const SCRIPT: Record<Locale, RegExp> = { en: /[A-Za-z]/, si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
const OTHER_SCRIPTS: Record<Locale, RegExp> = { en: /[\u0D80-\u0DFF\u0B80-\u0BFF]/, si: /[\u0B80-\u0BFF]/, ta: /[\u0D80-\u0DFF]/ };
/** The text a reader sees, without markup: the language switcher names every language in its own script, so it is left out. */
const visibleText = (html: string) => html.replace(/<select[\s\S]*?<\/select>/g, '').replace(/<[^>]+>/g, ' ');

describe('rendering pages in several languages at once', () => {
  it('renders each page wholly in its own language, the same as when it is rendered alone', { timeout: 120_000 }, async () => {
    const pages = ['/', '/login'] as const;
    const locales: Locale[] = ['en', 'si', 'ta'];
    const alone = new Map<string, string>();
    for (const locale of locales) for (const page of pages) alone.set(`${page} ${locale}`, (await renderPage(page, noData, null, locale)).html);

    // Twenty-four renders asked for at once, the languages interleaved.
    const asked = Array.from({ length: 24 }, (_, i) => ({ page: pages[i % 2]!, locale: locales[i % 3]! }));
    const rendered = await Promise.all(asked.map(({ page, locale }) => renderPage(page, noData, null, locale)));

    rendered.forEach(({ html }, i) => {
      const { page, locale } = asked[i]!;
      const text = visibleText(html);
      expect(text, `${page} in ${locale}`).toMatch(SCRIPT[locale]);
      expect(text, `${page} in ${locale} holds another language's words`).not.toMatch(OTHER_SCRIPTS[locale]);
      expect(html, `${page} in ${locale} differs from its render alone`).toBe(alone.get(`${page} ${locale}`));
    });
  });
});
