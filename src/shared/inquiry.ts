import * as v from 'valibot';
import { RULE_MESSAGES as M } from './messages';
import {
  contactNumberIsValid,
  inquiryContactNo,
  inquiryDescription,
  inquiryEmail,
  inquiryLink,
  inquiryLocation,
  inquiryName,
  looksLikeUrl,
} from './inquiry-fields';
import { DEFAULT_COUNTRY_CODE } from './contact-number';

// The inquiry's limits and the leading-zero rule belong to this concern too; re-exported so the
// dialog and the machine import one module for the whole inquiry.
export { INQUIRY_MESSAGE_MAX, URL_MIN_LENGTH, CONTACT_NUMBER_MAX_LENGTH } from './inquiry-fields';
export { dropLeadingZero, MAX_CONTACT_DIGITS, DEFAULT_COUNTRY_CODE } from './contact-number';

/** What the inquiry dialog edits. `propertyTypeId` is null until a type is chosen. */
export interface InquiryForm {
  name: string;
  email: string;
  /** '+94' style, as the phone input's country picker gives it. */
  countryCode: string;
  /** The local number as typed; its leading 0 is dropped when the payload is built. */
  contactNo: string;
  /** The property's address ('Address' in the messages, `location` in the API). */
  location: string;
  propertyTypeId: number | null;
  links: string[];
  description: string;
}

export function emptyInquiryForm(): InquiryForm {
  return {
    name: '',
    email: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    contactNo: '',
    location: '',
    propertyTypeId: null,
    links: [],
    description: '',
  };
}

const inquiryFormSchema = v.pipe(
  v.object({
    name: inquiryName,
    email: inquiryEmail,
    countryCode: v.string(M.invalidContactNumber),
    contactNo: inquiryContactNo,
    location: inquiryLocation,
    // A number schema whose type error is the spec's message, so '' or undefined from a select
    // reads 'Property Type cannot be empty' and not valibot's generic type message.
    propertyTypeId: v.pipe(
      v.nullable(v.number(M.propertyTypeEmpty)),
      v.check((id) => id !== null && Number.isInteger(id) && id > 0, M.propertyTypeEmpty),
    ),
    links: v.array(inquiryLink),
    description: inquiryDescription,
  }),
  v.forward(
    v.partialCheck(
      [['countryCode'], ['contactNo']],
      contactNumberIsValid,
      M.invalidContactNumber,
    ),
    ['contactNo'],
  ),
);

/** A field name, or 'links.<index>' for one external URL. */
export interface FieldMessage {
  field: string;
  message: string;
}

export interface InquiryValidation {
  /** True when nothing blocks submitting; warnings never block. */
  ok: boolean;
  /** The first problem of each field, in form order. */
  issues: FieldMessage[];
  /** 'Enter a valid URL' for each link that passed its checks but does not look like a URL. */
  warnings: FieldMessage[];
  /** The text of the warning toast after a failed submit; absent when ok. */
  firstProblem?: string;
}

/**
 * Form order, which is also the toast order. The spec's toast list names Name, Email, Contact,
 * Address and Message only; Property Type and the URLs sit between Address and Message on the form,
 * so they are reported there (a failed submit must name some problem, and the one nearest the top
 * of the form is the one the user reaches first).
 */
const INQUIRY_FIELD_ORDER = [
  'name',
  'email',
  'contactNo',
  'location',
  'propertyTypeId',
  'links',
  'description',
] as const;

/** Turns valibot issues into one message per field, ordered like the form. */
export function firstIssuePerField(
  issues: readonly v.BaseIssue<unknown>[],
  order: readonly string[],
): FieldMessage[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return [...byField]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field, 'en', { numeric: true }));
}

/** The toast words for a field's problem: two fields have their own toast text when empty. */
function toastText(problem: FieldMessage, form: InquiryForm): string {
  if (problem.field === 'contactNo' && form.contactNo === '') return M.toastContactNumberEmpty;
  if (problem.field === 'description' && form.description === '') return M.toastMessageEmpty;
  return problem.message;
}

export function validateInquiry(form: InquiryForm): InquiryValidation {
  const result = v.safeParse(inquiryFormSchema, form);
  const issues = result.success ? [] : firstIssuePerField(result.issues, INQUIRY_FIELD_ORDER);
  const failedFields = new Set(issues.map((issue) => issue.field));
  const warnings = (Array.isArray(form.links) ? form.links : [])
    .map((link, index) => ({ link, field: `links.${index}` }))
    .filter(({ link, field }) => !failedFields.has(field) && !looksLikeUrl(link))
    .map(({ field }) => ({ field, message: M.urlLooksInvalid }));
  return {
    ok: issues.length === 0,
    issues,
    warnings,
    ...(issues.length > 0 ? { firstProblem: toastText(issues[0], form) } : {}),
  };
}
