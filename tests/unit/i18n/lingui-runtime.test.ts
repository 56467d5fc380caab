/**
 * The browser runs the portal's own small Lingui runtime (src/app/i18n/lingui-core.ts and
 * lingui-react.tsx, resolved in place of @lingui/core and @lingui/react by vite.config.ts). Here
 * both run side by side: every message of every catalog, compiled by Lingui's own compiler (as the
 * vite plugin compiles the catalogs), must render the same text through ours and through Lingui's,
 * with numbers for plural arguments and names for the rest; and Trans must put the same elements
 * back into a translation.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { setupI18n as setupLingui } from '@lingui/core';
import { I18nProvider as LinguiProvider, Trans as LinguiTrans } from '@lingui/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../src/app/i18n/lingui-core';
import { I18nProvider, Trans } from '../../../src/app/i18n/lingui-react';

const LOCALES = ['en', 'si', 'ta'] as const;

/** Source text → translation (English: the text itself), read from the PO file; keyed by the source, as both runtimes only look keys up. */
function catalog(locale: string): Record<string, string> {
  const po = readFileSync(new URL(`../../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const entries: Record<string, string> = {};
  for (const block of po.split(/\n\n+/)) {
    const msgid = /^msgid (".*")$/m.exec(block)?.[1];
    const msgstr = /^msgstr (".*")$/m.exec(block)?.[1];
    if (msgid && msgid !== '""' && msgstr) entries[JSON.parse(msgid) as string] = JSON.parse(msgstr === '""' ? msgid : msgstr) as string;
  }
  return entries;
}

/** Plural and ordinal arguments get a count, the rest a value that names them. */
function sampleValues(message: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name, type] of message.matchAll(/\{(\w+)(?:,\s*(\w+))?/g)) values[name!] = type === 'plural' || type === 'selectordinal' ? count : `«${name}»`;
  return values;
}

describe('the app’s Lingui runtime', () => {
  for (const locale of LOCALES) {
    it(`renders every ${locale} message as Lingui does, for counts 0, 1, 2 and 21`, () => {
      const texts = catalog(locale);
      expect(Object.keys(texts).length).toBeGreaterThan(50);
      const compiled = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
      const ours = setupI18n({ locale, messages: { [locale]: compiled } });
      const linguis = setupLingui({ locale, messages: { [locale]: compiled as never } });
      for (const [id, text] of Object.entries(texts)) {
        for (const count of [0, 1, 2, 21]) {
          const values = sampleValues(text, count);
          expect(ours._(id, values), `${locale} ${id}: ${text}`).toBe(linguis._(id, values));
        }
      }
    });
  }

  it('falls back to the descriptor’s own message, compiled, when the catalog lacks the id', () => {
    const ours = setupI18n({ locale: 'si', messages: { si: {} } }).setMessagesCompiler(compileMessage as never);
    expect(ours._({ id: 'x', message: '{count, plural, one {# night} other {# nights}}', values: { count: 3 } })).toBe('3 nights');
  });

  it('tells its readers when the language changes', () => {
    const ours = setupI18n();
    const seen: string[] = [];
    const stop = ours.on('change', () => seen.push(ours.locale));
    ours.load('ta', {});
    ours.activate('ta');
    stop();
    ours.activate('si');
    expect(seen).toEqual(['', 'ta']);
  });

  it('Trans puts the same elements back into a translation as Lingui’s Trans', () => {
    const messages = { a: compileMessage('Read <0>the guide</0>, then <1/> and {name}'), b: compileMessage('{count, plural, one {<0>#</0> night} other {<0>#</0> nights}}') };
    const props = [
      { id: 'a', components: { 0: createElement('a', { href: '/help' }), 1: createElement('br') }, values: { name: createElement('b', null, 'Kandy') } },
      { id: 'b', components: { 0: createElement('strong') }, values: { count: 4 } },
    ];
    for (const prop of props) {
      const ours = setupI18n({ locale: 'en', messages: { en: messages } });
      const linguis = setupLingui({ locale: 'en', messages: { en: messages as never } });
      const mine = renderToStaticMarkup(createElement(I18nProvider, { i18n: ours }, createElement(Trans, prop as never)));
      const theirs = renderToStaticMarkup(createElement(LinguiProvider, { i18n: linguis }, createElement(LinguiTrans, prop as never)));
      expect(mine).toBe(theirs);
      expect(mine).toContain(prop.id === 'a' ? '<a href="/help">the guide</a>' : '<strong>4</strong> nights');
    }
  });
});
