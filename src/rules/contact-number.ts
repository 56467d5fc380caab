import * as v from 'valibot';
import { RULE_MESSAGES } from './messages';

/**
 * Contact number (spec §5): "optional when empty; otherwise optional + and 8-15 digits after the
 * country prefix".
 *
 * How we read it: the "country prefix" is the optional leading '+' that marks an international
 * number, and the 8–15 digits are every digit after it, the country calling code included. That
 * is the E.164 limit (at most 15 digits in all), and it is what a single text box can check:
 *   '+94771234567' → '+' then 11 digits → valid
 *   '771234567'    → no '+', 9 digits   → valid (a local number needs no prefix)
 *   '+9477123'     → 7 digits           → invalid
 * No spaces, dashes or brackets: the phone input sends digits only.
 *
 * Forms that keep the country code apart (the inquiry form and the profile: countryCode '+94' and
 * contactNo '0771234567') use `isValidContactNumberFor`, which first joins the two the way the
 * spec's phone input does (the leading 0 of the local number dropped, §5 inquiry form) and then
 * applies the same rule, so '+94' with '0771234567' is judged as '+94771234567'.
 */
export const CONTACT_NUMBER_PATTERN = /^\+?[0-9]{8,15}$/;

/** Most digits a phone number may have (E.164, spec §9 "at most 15 digits"). */
export const MAX_CONTACT_DIGITS = 15;
export const MIN_CONTACT_DIGITS = 8;
/** The phone input's default country, Sri Lanka (spec §5 and §9). */
export const DEFAULT_COUNTRY_CODE = '+94';
/** '+' and one to four digits; the same pattern as `countryCode` in openapi/portal.yaml. */
export const COUNTRY_CODE_PATTERN = /^\+[0-9]{1,4}$/;

/** "A leading 0 is dropped from the local number": '0771234567' → '771234567'. Only one zero. */
export function dropLeadingZero(localNumber: string): string {
  return localNumber.startsWith('0') ? localNumber.slice(1) : localNumber;
}

/** '+94' and '0771234567' → '+94771234567'. No validation; see `isValidContactNumberFor`. */
export function toInternationalNumber(countryCode: string, localNumber: string): string {
  return `${countryCode}${dropLeadingZero(localNumber)}`;
}

/** The single-value rule: '' is fine (optional), anything else must match the pattern. */
export function isValidContactNumber(value: string): boolean {
  return value === '' || CONTACT_NUMBER_PATTERN.test(value);
}

/**
 * The country-code-aware rule. An empty local number is fine (optional, as above); otherwise the
 * country code must look like '+94', the local number must be digits only, and the joined number
 * must have 8–15 digits after its '+'.
 */
export function isValidContactNumberFor(countryCode: string, localNumber: string): boolean {
  if (localNumber === '') return true;
  if (!COUNTRY_CODE_PATTERN.test(countryCode) || !/^[0-9]+$/.test(localNumber)) return false;
  return CONTACT_NUMBER_PATTERN.test(toInternationalNumber(countryCode, localNumber));
}

export const contactNumberFormat = v.check<string, typeof RULE_MESSAGES.invalidContactNumber>(
  isValidContactNumber,
  RULE_MESSAGES.invalidContactNumber,
);

export const contactNumberSchema = v.pipe(
  v.string(RULE_MESSAGES.invalidContactNumber),
  contactNumberFormat,
);

/** `{ countryCode, contactNo }` as stored on a user; the issue is reported on `contactNo`. */
export const contactNumberWithCountrySchema = v.pipe(
  v.object({
    countryCode: v.string(RULE_MESSAGES.invalidContactNumber),
    contactNo: v.string(RULE_MESSAGES.invalidContactNumber),
  }),
  v.forward(
    v.check(
      (input) => isValidContactNumberFor(input.countryCode, input.contactNo),
      RULE_MESSAGES.invalidContactNumber,
    ),
    ['contactNo'],
  ),
);
