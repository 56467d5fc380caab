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
} from './inquiry-fields';
import { COUNTRY_CODE_PATTERN, dropLeadingZero } from './contact-number';
import { firstIssuePerField, type FieldMessage, type InquiryForm } from './inquiry';

/** The database id range of the contract's `Id` schema. */
const MAX_ID = 2_147_483_647;

const id = (message?: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));

/**
 * The body of POST /api/v1/web/inquiries (spec §3 "Inquiry payload"), checked on the server with
 * the same field rules as the dialog. Unknown fields are refused, as the contract says. The URL
 * warning is not enforced here because the spec makes it a warning only.
 */
export const inquiryPayloadSchema = v.pipe(
  v.strictObject({
    planId: id(),
    name: inquiryName,
    email: inquiryEmail,
    contactNo: inquiryContactNo,
    countryCode: v.pipe(
      v.string(M.invalidContactNumber),
      v.regex(COUNTRY_CODE_PATTERN, M.invalidContactNumber),
    ),
    location: inquiryLocation,
    links: v.array(inquiryLink),
    propertyTypeId: id(M.propertyTypeEmpty),
    description: inquiryDescription,
    /** 0 when the visitor is not logged in (spec §3). */
    customerId: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ID)),
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

export type InquiryPayload = v.InferOutput<typeof inquiryPayloadSchema>;

const INQUIRY_PAYLOAD_FIELD_ORDER = [
  'planId',
  'name',
  'email',
  'contactNo',
  'countryCode',
  'location',
  'propertyTypeId',
  'links',
  'description',
  'customerId',
] as const;

export type InquiryPayloadValidation =
  | { ok: true; payload: InquiryPayload }
  | {
      ok: false;
      issues: FieldMessage[];
      /** `{ field: message }`, the shape of the error body's `message` and `error.fields`. */
      fieldMessages: Record<string, string>;
    };

/** For the server: the payload, or one message per field ready for a 422 body. */
export function validateInquiryPayload(body: unknown): InquiryPayloadValidation {
  const result = v.safeParse(inquiryPayloadSchema, body);
  if (result.success) return { ok: true, payload: result.output };
  const issues = firstIssuePerField(result.issues, INQUIRY_PAYLOAD_FIELD_ORDER);
  return {
    ok: false,
    issues,
    fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field, message])),
  };
}

/**
 * Builds the payload from a valid form: text trimmed, the local number's leading 0 dropped
 * (spec §5), and customerId 0 for a visitor who is not logged in (spec §3).
 */
export function toInquiryPayload(
  form: InquiryForm,
  context: { planId: number; customerId?: number | null },
): InquiryPayload {
  return {
    planId: context.planId,
    name: form.name.trim(),
    email: form.email.trim(),
    contactNo: dropLeadingZero(form.contactNo.trim()),
    countryCode: form.countryCode,
    location: form.location.trim(),
    links: form.links.map((link) => link.trim()),
    propertyTypeId: form.propertyTypeId ?? 0,
    description: form.description.trim(),
    customerId: context.customerId ?? 0,
  };
}
