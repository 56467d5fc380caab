import * as v from 'valibot';
import { RULE_MESSAGES as M } from './messages';
import { emailFormat } from './email';
import { nameCharacters } from './name';
import { isValidContactNumberFor } from './contact-number';
import { characterLength, isBlank } from './text';

/**
 * The inquiry's field rules (spec §5 "Inquiry form"), shared by the form schema the dialog checks
 * (inquiry.ts) and the payload schema the server checks (inquiry-payload.ts). Each pipe lists its
 * checks in the order the user should hear about them; callers keep the first issue of a field.
 */

export const INQUIRY_MESSAGE_MAX = 500;
/** The contact number box takes at most 15 characters ('You cannot exceed 15 characters'). */
export const CONTACT_NUMBER_MAX_LENGTH = 15;
export const URL_MIN_LENGTH = 6;

const notBlank = <TMessage extends string>(message: TMessage) =>
  v.check<string, TMessage>((value) => !isBlank(value), message);

export const inquiryName = v.pipe(
  v.string(M.nameEmpty),
  v.nonEmpty(M.nameEmpty),
  notBlank(M.nameSpaces),
  nameCharacters,
);

export const inquiryEmail = v.pipe(v.string(M.emailEmpty), v.nonEmpty(M.emailEmpty), emailFormat);

/** Required and at most 15 characters; validity needs the country code, see `contactNumberCheck`. */
export const inquiryContactNo = v.pipe(
  v.string(M.contactNumberEmpty),
  v.nonEmpty(M.contactNumberEmpty),
  v.maxLength(CONTACT_NUMBER_MAX_LENGTH, M.contactNumberTooLong),
);

/**
 * The cross-field contact number check. Schemas run it as
 * `v.forward(v.partialCheck([['countryCode'], ['contactNo']], contactNumberIsValid, message), ['contactNo'])`
 * inline, because valibot infers the object's type from the surrounding pipe. partialCheck runs
 * even when other fields fail, and only when these two passed their own checks.
 */
export function contactNumberIsValid(input: { countryCode: string; contactNo: string }): boolean {
  return isValidContactNumberFor(input.countryCode, input.contactNo);
}

export const inquiryLocation = v.pipe(
  v.string(M.addressEmpty),
  v.nonEmpty(M.addressEmpty),
  notBlank(M.addressSpaces),
);

/** One external URL: required (spaces alone do not count) and at least 6 characters long. */
export const inquiryLink = v.pipe(
  v.string(M.urlRequired),
  notBlank(M.urlRequired),
  v.check((value: string) => characterLength(value.trim()) >= URL_MIN_LENGTH, M.urlTooShort),
);

export const inquiryDescription = v.pipe(
  v.string(M.messageEmpty),
  v.nonEmpty(M.messageEmpty),
  notBlank(M.messageSpaces),
  v.check((value: string) => characterLength(value) <= INQUIRY_MESSAGE_MAX, M.messageTooLong),
);

/**
 * Whether a link looks like a web address: the 'Enter a valid URL' WARNING (spec: "warning only"),
 * never a blocking error. Hosts paste listings with or without the scheme ('airbnb.com/h/my-villa'),
 * so a missing scheme is assumed to be https; the result must be http(s) with a dotted host name.
 */
export function looksLikeUrl(value: string): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  const withScheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    const hostParts = url.hostname.split('.');
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      hostParts.length >= 2 &&
      hostParts.every((part) => part !== '') &&
      /^[a-z]{2,}$|^xn--/.test(hostParts[hostParts.length - 1])
    );
  } catch {
    return false;
  }
}
