import * as v from 'valibot';
import { characterLength, isBlank } from './text';

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
 * Required text: `empty` for '' (or a missing value), `spaces` for whitespace only, `tooLong` past
 * `max` characters (code points, as the contract's maxLength counts). The output is trimmed.
 */
export const requiredText = (max: number, messages: { empty: string; spaces?: string; tooLong: string }) =>
  v.pipe(
    v.string(messages.empty),
    v.nonEmpty(messages.empty),
    v.check((text) => !isBlank(text), messages.spaces ?? messages.empty),
    v.transform((text) => text.trim()),
    v.check((text) => characterLength(text) <= max, messages.tooLong),
  );

/** Optional text: null, absent or blank gives null; otherwise trimmed and at most `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(tooLong)), null),
    v.transform((text) => (text === null || isBlank(text) ? null : text.trim())),
    v.check((text) => text === null || characterLength(text) <= max, tooLong),
  );

/** True when a number has at most two decimal places (money). */
export function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export const yesNo = (message: string) => v.boolean(message);
