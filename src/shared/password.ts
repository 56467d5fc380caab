import * as v from 'valibot';
import { RULE_MESSAGES } from './messages';
import { characterLength } from './text';

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 50;

/**
 * Spec §5: 6–50 characters, at least one uppercase letter and one digit. Every failure gives the
 * one message the spec has, so the user always sees the whole rule. Length counts code points
 * (like the contract's maxLength); an uppercase letter is any Unicode uppercase letter.
 */
function meetsPasswordRule(value: string): boolean {
  const length = characterLength(value);
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /[0-9]/.test(value)
  );
}

export const passwordRule = v.check<string, typeof RULE_MESSAGES.invalidPassword>(
  meetsPasswordRule,
  RULE_MESSAGES.invalidPassword,
);

export const passwordSchema = v.pipe(v.string(RULE_MESSAGES.invalidPassword), passwordRule);

export function isValidPassword(value: string): boolean {
  return v.is(passwordSchema, value);
}
