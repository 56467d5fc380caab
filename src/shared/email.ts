import * as v from 'valibot';
import { RULE_MESSAGES } from './messages';

/**
 * "Email must match an address pattern" (spec §5). Valibot's email action is the pattern: a local
 * part of word characters, '+', '-' and dots, a domain of labels, and a letters-only TLD of two or
 * more. It deliberately refuses quoted local parts and IP-literal domains, which hosts never use.
 */
export const emailFormat = v.email<string, typeof RULE_MESSAGES.invalidEmail>(
  RULE_MESSAGES.invalidEmail,
);

export const emailSchema = v.pipe(v.string(RULE_MESSAGES.invalidEmail), emailFormat);

export function isValidEmail(value: string): boolean {
  return v.is(emailSchema, value);
}
