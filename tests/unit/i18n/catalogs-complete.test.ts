/**
 * Issue 27: every message has a translation in every language, with the same placeholders. The
 * catalogs are the PO files `npm run i18n:extract` writes from the code (Lingui's extractor): a new
 * message lands in si and ta with an empty msgstr, and this test fails until someone translates it.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from './helpers/po-file';
import { LOCALES } from '../../../src/shared/locales';


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
