/**
 * Issue 27: every message has a translation in every language, with the same placeholders. The
 * catalogs are the PO files `npm run i18n:extract` writes from the code (Lingui's extractor): a new
 * message lands in si and ta with an empty msgstr, and this test fails until someone translates it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/shared/locales';

type Entry = { msgid: string; msgstr: string; obsolete: boolean };

/** A PO file's entries (the header, msgid "", left out): msgid and msgstr, each possibly over several quoted lines. */
function readPo(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line.slice(6)), msgstr: '', obsolete };
      entries.push(current);
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return entries.filter((entry) => entry.msgid !== '');
}

const catalog = (locale: string) => readPo(readFileSync(new URL(`../../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8'));

/** The ICU arguments and Trans's element tags of a message: a translation must keep each of them. */
const placeholders = (message: string) => [...message.matchAll(/\{\w+\}|<\/?\d+>/g)].map((match) => match[0]).sort();

const english = catalog('en').filter((entry) => !entry.obsolete);

describe('message catalogs', () => {
  it('has the English messages', () => {
    expect(english.length).toBeGreaterThan(50);
  });

  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    describe(locale, () => {
      const entries = new Map(catalog(locale).map((entry) => [entry.msgid, entry]));

      it('translates every message', () => {
        const missing = english.filter((entry) => !entries.get(entry.msgid)?.msgstr.trim()).map((entry) => entry.msgid);
        expect(missing, `untranslated in ${locale}: run npm run i18n:extract and translate src/locales/${locale}/messages.po`).toEqual([]);
      });

      it('keeps each message’s placeholders and tags', () => {
        const broken = english
          .filter((entry) => entries.get(entry.msgid)?.msgstr)
          .filter((entry) => placeholders(entries.get(entry.msgid)!.msgstr).join() !== placeholders(entry.msgid).join())
          .map((entry) => entry.msgid);
        expect(broken).toEqual([]);
      });

      it('holds no message the code no longer has', () => {
        const stale = [...entries.values()].filter((entry) => entry.obsolete).map((entry) => entry.msgid);
        expect(stale).toEqual([]);
      });
    });
  }
});
