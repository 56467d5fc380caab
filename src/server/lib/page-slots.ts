/**
 * Pages the server sends with a fresh nonce per answer (src/server/plugins/web-app.ts) and, for a
 * page rendered per request, the render and its data in their slots. A page is cut once, at start,
 * where those go: an answer joins the parts instead of searching 30 KiB of HTML on every request.
 */

import fs from 'node:fs';
import { LOCALES, type Locale } from '../../shared/locales';

/** index.html's placeholder for the page's style nonce. */
export const NONCE_META = '<meta name="csp-nonce" content="" />';

/** The opening tag of a prerendered page's inlined stylesheets (scripts/prerender.mjs), given the page's nonce. */
export const STYLE_NONCE_PLACEHOLDER = '<style nonce="">';

/** Marks a nonce's place while a page is cut (no page holds a NUL character). */
const NONCE_SLOT = '\u0000';

export type SlottedPage = (nonce: string, ...fills: string[]) => string;

/**
 * Cuts `html` at its nonce places and at each of `slots`, which must each be there exactly once
 * and in this order; the answer is `page(nonce, fillOfSlot0, fillOfSlot1, …)`.
 */
export function cutPage(html: string, slots: readonly string[] = []): SlottedPage {
  const marked = html
    .replace(NONCE_META, NONCE_META.replace('content=""', `content="${NONCE_SLOT}"`))
    .replaceAll(STYLE_NONCE_PLACEHOLDER, STYLE_NONCE_PLACEHOLDER.replace('nonce=""', `nonce="${NONCE_SLOT}"`));
  // Literal text, or the index of what goes there: -1 the nonce, 0… a slot.
  const pieces: Array<string | number> = [];
  let rest = marked;
  for (const [index, slot] of slots.entries()) {
    const at = rest.indexOf(slot);
    if (at < 0 || rest.indexOf(slot, at + slot.length) >= 0) throw new Error(`the page must hold ${slot} once, after the slots before it`);
    pieces.push(...withNonces(rest.slice(0, at)), index);
    rest = rest.slice(at + slot.length);
  }
  pieces.push(...withNonces(rest));
  return (nonce, ...fills) => {
    let out = '';
    for (const piece of pieces) out += typeof piece === 'string' ? piece : piece < 0 ? nonce : fills[piece];
    return out;
  };
}

function withNonces(text: string): Array<string | number> {
  return text.split(NONCE_SLOT).flatMap((part, i) => (i === 0 ? [part] : [-1, part]));
}

/** A page in each language the build wrote it in: all of them, or English alone (an older build). */
export type PageInLanguages = { en: SlottedPage } & Partial<Record<Locale, SlottedPage>>;

/** The languages found for a page, or null when English is not among them (every page has English). */
export function pageInLanguages(found: Partial<Record<Locale, SlottedPage>>): PageInLanguages | null {
  return found.en ? { ...found, en: found.en } : null;
}

/**
 * A page the build wrote once per language, read from `fileOf(locale)` and cut at `slots` (see
 * cutPage); null when it has no English file (not built, or not built with this page).
 */
export function readPageInLanguages(fileOf: (locale: Locale) => string, slots: readonly string[] = []): PageInLanguages | null {
  const found: Partial<Record<Locale, SlottedPage>> = {};
  for (const locale of LOCALES) {
    const file = fileOf(locale);
    if (fs.existsSync(file)) found[locale] = cutPage(fs.readFileSync(file, 'utf8'), slots);
  }
  return pageInLanguages(found);
}

/** The page in `wanted`, else in English, with the language it is in. */
export function pageIn(page: PageInLanguages, wanted: Locale): { page: SlottedPage; locale: Locale } {
  const inWanted = page[wanted];
  return inWanted ? { page: inWanted, locale: wanted } : { page: page.en, locale: 'en' };
}
