/**
 * One catalogue for the messages the valibot rules, the API error catalogue and the server's own
 * refusals write (issue 27), read by the browser and the server alike (docs/i18n.md "Shared rules'
 * messages"). The rules keep returning their English text, word for word as the spec has it (the
 * code, the API's English answers and the tests compare it); a message is put into Sinhala or
 * Tamil where it is shown: by the server for the request's language (error-shape.ts), by the
 * browser for the active language (failure texts, form errors). A text the catalogue does not know
 * (a value typed by someone, an already translated text) is returned as it is.
 */
import type { Locale } from './locales';
import { API_MESSAGES } from './api-messages';
import { LISTING_MESSAGES } from './listing-messages';
import { RULE_MESSAGES } from './messages';
import { RESERVATION_MESSAGES } from './reservation-messages';
import { TWO_STEP_MESSAGES } from './two-step';
import { FEED_MESSAGES } from './ical-feed';
import { LISTING_TRANSLATIONS } from './message-translations/listings';
import { RESERVATION_TRANSLATIONS } from './message-translations/reservations';
import { API_TRANSLATIONS, RULE_TRANSLATIONS, TWO_STEP_TRANSLATIONS, type Translated } from './message-translations/rules';
import { SERVER_TRANSLATIONS } from './message-translations/server';
import { FEED_TRANSLATIONS } from './message-translations/feeds';

type Translations = Record<'si' | 'ta', string>;

/** A message with values in it: `{name}` stands for a value, which is kept as written. */
export interface MessageTemplate {
  en: string;
  si: string;
  ta: string;
}

export const MESSAGE_TEMPLATES: MessageTemplate[] = [
  {
    en: 'Stays starting on this date must be at least {nights} nights',
    si: 'මෙම දිනයෙන් ආරම්භ වන නවාතැන් අවම වශයෙන් රාත්‍රී {nights}ක් විය යුතුයි',
    ta: 'இந்தத் தேதியில் தொடங்கும் தங்குதல் குறைந்தது {nights} இரவுகள் இருக்க வேண்டும்',
  },
  {
    en: '{district} District is in the {expected} Province, not the {chosen} Province',
    si: '{district} දිස්ත්‍රික්කය ඇත්තේ {expected} පළාතේ මිස {chosen} පළාතේ නොවේ',
    ta: '{district} மாவட்டம் {expected} மாகாணத்தில் உள்ளது, {chosen} மாகாணத்தில் அல்ல',
  },
  {
    en: 'Too many attempts. Please try again in {minutes} minutes',
    si: 'උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු {minutes}කින් නැවත උත්සාහ කරන්න',
    ta: 'அதிகமான முயற்சிகள். {minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்',
  },
  {
    en: 'Too many attempts. Please try again in {seconds} seconds',
    si: 'උත්සාහයන් වැඩියි. කරුණාකර තත්පර {seconds}කින් නැවත උත්සාහ කරන්න',
    ta: 'அதிகமான முயற்சிகள். {seconds} விநாடிகளில் மீண்டும் முயற்சிக்கவும்',
  },
  { en: '{field} is required', si: '{field} අවශ්‍යයි', ta: '{field} தேவை' },
  { en: '{field} is not an accepted field', si: '{field} පිළිගන්නා ක්ෂේත්‍රයක් නොවේ', ta: '{field} ஏற்கப்படும் புலம் அல்ல' },
];

/** The fixed texts whose words are not in a rule table: minStay(1) reads 'night', not 'nights'. */
const EXTRA_TRANSLATIONS: Record<string, Translations> = {
  [RESERVATION_MESSAGES.minStay(1)]: {
    si: 'මෙම දිනයෙන් ආරම්භ වන නවාතැන් අවම වශයෙන් රාත්‍රී 1ක් විය යුතුයි',
    ta: 'இந்தத் தேதியில் தொடங்கும் தங்குதல் குறைந்தது 1 இரவு இருக்க வேண்டும்',
  },
};

/** Each table with its English texts, for the tests and the lookup below. */
export const MESSAGE_TABLES: { name: string; english: Record<string, unknown>; translated: Translated<Record<string, string>> }[] = [
  { name: 'RULE_MESSAGES', english: RULE_MESSAGES, translated: RULE_TRANSLATIONS },
  { name: 'API_MESSAGES', english: API_MESSAGES, translated: API_TRANSLATIONS },
  { name: 'TWO_STEP_MESSAGES', english: TWO_STEP_MESSAGES, translated: TWO_STEP_TRANSLATIONS },
  { name: 'RESERVATION_MESSAGES', english: RESERVATION_MESSAGES, translated: RESERVATION_TRANSLATIONS },
  { name: 'LISTING_MESSAGES', english: LISTING_MESSAGES, translated: LISTING_TRANSLATIONS },
  { name: 'FEED_MESSAGES', english: FEED_MESSAGES, translated: FEED_TRANSLATIONS },
];

let byEnglish: Map<string, Translations> | undefined;

/** English text → its translations, built on first use. The first table naming a text wins. */
export function messageTranslations(): Map<string, Translations> {
  if (byEnglish) return byEnglish;
  const map = new Map<string, Translations>();
  for (const { english, translated } of MESSAGE_TABLES) {
    for (const [key, text] of Object.entries(english)) {
      if (typeof text !== 'string' || map.has(text)) continue;
      const si = translated.si[key];
      const ta = translated.ta[key];
      if (si && ta) map.set(text, { si, ta });
    }
  }
  for (const [text, translations] of Object.entries({ ...SERVER_TRANSLATIONS, ...EXTRA_TRANSLATIONS })) {
    if (!map.has(text)) map.set(text, translations);
  }
  byEnglish = map;
  return map;
}

/** A template's literal parts and the names between them: 'a {x} b' → ['a ', ' b'], ['x']. */
function partsOf(template: string): { literals: string[]; names: string[] } {
  const literals: string[] = [];
  const names: string[] = [];
  let rest = template;
  for (;;) {
    const open = rest.indexOf('{');
    const close = open < 0 ? -1 : rest.indexOf('}', open);
    if (close < 0) break;
    literals.push(rest.slice(0, open));
    names.push(rest.slice(open + 1, close));
    rest = rest.slice(close + 1);
  }
  literals.push(rest);
  return { literals, names };
}

/**
 * The values of `text` read against an English template, or undefined when it does not match.
 * Plain string searches, no regular expression: linear in the text whatever it holds.
 */
export function matchTemplate(template: string, text: string): Record<string, string> | undefined {
  const { literals, names } = partsOf(template);
  const first = literals[0]!;
  const last = literals[literals.length - 1]!;
  if (names.length === 0 || !text.startsWith(first) || !text.endsWith(last) || text.length < first.length + last.length) return undefined;
  const values: Record<string, string> = {};
  let at = first.length;
  const end = text.length - last.length;
  for (let index = 0; index < names.length; index += 1) {
    const isLast = index === names.length - 1;
    const next = isLast ? end : text.indexOf(literals[index + 1]!, at + 1);
    if (next < 0 || next > end || next <= at) return undefined;
    values[names[index]!] = text.slice(at, next);
    at = next + (isLast ? 0 : literals[index + 1]!.length);
  }
  return values;
}

const fill = (template: string, values: Record<string, string>) => {
  const { literals, names } = partsOf(template);
  return literals.map((literal, index) => literal + (index < names.length ? (values[names[index]!] ?? '') : '')).join('');
};

/** `text` in `locale` when the catalogue knows it; otherwise `text` itself. */
export function localizeMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const fixed = messageTranslations().get(text);
  if (fixed) return fixed[locale];
  for (const template of MESSAGE_TEMPLATES) {
    const values = matchTemplate(template.en, text);
    if (values) return fill(template[locale], values);
  }
  return text;
}

/** A message per field, each put into `locale`. */
export function localizeFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale === 'en') return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, localizeMessage(text, locale)]));
}
