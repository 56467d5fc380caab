// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { documentTexts, showDocumentTexts } from '../../../src/app/document-texts';
import { compileEnglishMessage } from '../../../src/app/i18n/english-messages';

const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

async function inLanguage(locale: 'en' | 'si' | 'ta') {
  const messages = locale === 'en' ? {} : (await import(`../../../src/locales/${locale}/messages.po`)).messages;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileEnglishMessage);
  return documentTexts(i18n);
}

// Issue 27: index.html's title, description and no-JavaScript notice are the English of the
// messages the build writes into each language's pages (scripts/prerender.mjs).
describe("the page's own words", () => {
  it("in English are index.html's, word for word", async () => {
    const english = await inLanguage('en');
    expect(english.title).toBe(page.title);
    expect(english.description).toBe(page.querySelector('meta[name="description"]')?.getAttribute('content'));
    expect(english.noScript).toBe(page.querySelector('noscript')?.textContent);
  });

  it.each([
    ['si', /[\u0D80-\u0DFF]/],
    ['ta', /[\u0B80-\u0BFF]/],
  ] as const)('in %s are written in its script', async (locale, script) => {
    const texts = await inLanguage(locale);
    for (const text of Object.values(texts)) expect(text).toMatch(script);
    // The brand stays as it is in every language.
    expect(texts.title).toContain('StayLanka');
  });

  it('retitle the open page and its description', async () => {
    const tamil = await inLanguage('ta');
    showDocumentTexts(document, tamil);
    expect(document.title).toBe(tamil.title);
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="">');
    showDocumentTexts(document, tamil);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(tamil.description);
  });
});
