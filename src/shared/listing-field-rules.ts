import * as v from 'valibot';
import { characterLength, hasNoControlCharacters, isBlank, isSingleLine, TEXT_MESSAGES } from './text';

/** The database id range of the contract's `Id` schema. */
export const MAX_ID = 2_147_483_647;

/** A reference id (property type, language, …); `message` for any problem, a select gives no other. */
export const listingId = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));

/** A list of reference ids, each at most once. */
export const listingIds = (message: string, duplicate: string) =>
  v.pipe(
    v.array(listingId(message), message),
    v.check((ids) => new Set(ids).size === ids.length, duplicate),
  );

/**
 * Which characters a text field takes besides printable ones: a name, street or calendar name is
 * one line (no control characters, no line breaks: they end up in iCal exports, CSV downloads and
 * mail subjects); a multi-line box (a reason, special requests) may hold line breaks and tabs.
 */
export type TextLines = 'single' | 'multi';
const LINE_RULES = {
  single: { fits: isSingleLine, message: TEXT_MESSAGES.singleLine },
  multi: { fits: hasNoControlCharacters, message: TEXT_MESSAGES.controlCharacters },
} as const;

/**
 * Required text: `empty` for '' (or a missing value), `spaces` for whitespace only, `tooLong` past
 * `max` characters (code points, as the contract's maxLength counts). The output is trimmed.
 * One line unless `lines` is 'multi'.
 */
export const requiredText = (max: number, messages: { empty: string; spaces?: string; tooLong: string }, lines: TextLines = 'single') =>
  v.pipe(
    v.string(messages.empty),
    v.nonEmpty(messages.empty),
    v.check((text) => !isBlank(text), messages.spaces ?? messages.empty),
    v.transform((text) => text.trim()),
    v.check((text) => LINE_RULES[lines].fits(text), LINE_RULES[lines].message),
    v.check((text) => characterLength(text) <= max, messages.tooLong),
  );

/** Optional text: null, absent or blank gives null; otherwise trimmed and at most `max` characters. One line unless `lines` is 'multi'. */
export const optionalText = (max: number, tooLong: string, lines: TextLines = 'single') =>
  v.pipe(
    v.optional(v.nullable(v.string(tooLong)), null),
    v.transform((text) => (text === null || isBlank(text) ? null : text.trim())),
    v.check((text) => text === null || LINE_RULES[lines].fits(text), LINE_RULES[lines].message),
    v.check((text) => text === null || characterLength(text) <= max, tooLong),
  );

/** True when a number has at most two decimal places (money). */
export function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export const yesNo = (message: string) => v.boolean(message);
