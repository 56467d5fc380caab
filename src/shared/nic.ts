import * as v from 'valibot';
import { RULE_MESSAGES } from './messages';

/**
 * National ID per spec §5: "10 digits plus V/v, or 12 digits".
 *
 * Sri Lanka's old NIC is 9 digits followed by V (10 characters in all, e.g. '853400937V'); the new
 * NIC (since 2016) is 12 digits. The spec's wording can be read either as 10 digits + V or as the
 * 10-character form, so both are accepted: refusing the number every older host actually holds
 * would lock them out of a complete profile.
 */
const NIC_PATTERN = /^(?:[0-9]{9,10}[Vv]|[0-9]{12})$/;

export const nicFormat = v.regex<string, typeof RULE_MESSAGES.invalidNic>(
  NIC_PATTERN,
  RULE_MESSAGES.invalidNic,
);

export const nicSchema = v.pipe(v.string(RULE_MESSAGES.invalidNic), nicFormat);

export function isValidNic(value: string): boolean {
  return v.is(nicSchema, value);
}
