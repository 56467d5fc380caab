import * as v from 'valibot';
import { RULE_MESSAGES } from './messages';

/**
 * Contact number (spec §5): "optional when empty; otherwise optional + and 8-15 digits after the
 * country prefix".
 *
 * A single text box (a guest's phone on a reservation) holds the whole number: its "country
 * prefix" is the optional leading '+', and the 8–15 digits are every digit after it:
 *   '+94771234567' → '+' then 11 digits → valid
 *   '771234567'    → no '+', 9 digits   → valid (a local number needs no prefix)
 *   '+9477123'     → 7 digits           → invalid
 * No spaces, dashes or brackets: the phone input sends digits only.
 *
 * Forms that keep the country code apart (the inquiry form, sign-up and the profile: countryCode
 * '+94' and contactNo '0771234567') use `isValidContactNumberFor`: there the country prefix is the
 * picked calling code, so the 8–15 digits are those of the local number after it, its leading 0
 * dropped as the spec's phone input drops it (§5 inquiry form): '+94' with '0771234567' has 9,
 * and '+94' with '123456' (6) is refused.
 */
const CONTACT_NUMBER_PATTERN = /^\+?[0-9]{8,15}$/;

/** Most digits after the country prefix (spec §5). */
export const MAX_CONTACT_DIGITS = 15;
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
 * country code must look like '+94', and the local number, without its leading 0, must be 8–15
 * digits.
 */
export function isValidContactNumberFor(countryCode: string, localNumber: string): boolean {
  if (localNumber === '') return true;
  if (!COUNTRY_CODE_PATTERN.test(countryCode)) return false;
  return LOCAL_NUMBER_PATTERN.test(dropLeadingZero(localNumber));
}

/** MIN_CONTACT_DIGITS to MAX_CONTACT_DIGITS digits. */
const LOCAL_NUMBER_PATTERN = /^[0-9]{8,15}$/;

const contactNumberFormat = v.check<string, typeof RULE_MESSAGES.invalidContactNumber>(
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
