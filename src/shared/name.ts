import * as v from 'valibot';
import { RULE_MESSAGES } from './messages';

/**
 * "Letters and spaces only" (spec §5), with letters meaning Unicode letters, so Sinhala and Tamil
 * names pass as well as Latin ones. Sinhala and Tamil write vowels as combining marks (\p{M}, e.g.
 * the 'ි' in 'නිමල්') and Sinhala joins some consonants with a zero-width joiner (U+200D, as in
 * 'ශ්‍රී'), so both are allowed after a letter. Digits, apostrophes, hyphens and dots are refused,
 * as the spec says "letters and spaces only". At least one letter is required, so a name of only
 * spaces is not valid.
 */
const NAME_PATTERN = /^ *\p{L}[\p{L}\p{M}\u200C\u200D ]*$/u;

export const nameCharacters = v.regex<string, typeof RULE_MESSAGES.invalidName>(
  NAME_PATTERN,
  RULE_MESSAGES.invalidName,
);

export const nameSchema = v.pipe(v.string(RULE_MESSAGES.invalidName), nameCharacters);

export function isValidName(value: string): boolean {
  return v.is(nameSchema, value);
}
