import type { Database } from '../../db/database';
import { inquiries } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import { dropLeadingZero } from '../../../rules/contact-number';
import { RULE_MESSAGES } from '../../../rules/messages';
import { validateInquiryPayload } from '../../../rules/inquiry-payload';
import type { ReferenceCache } from '../reference/reference-cache';

export interface CreateInquiryOptions {
  db: Database;
  reference: ReferenceCache;
  userId: number;
  body: unknown;
}

// Inquiries are how a host asks for the plans the sales team sets up (DOMAIN.md, Plans).
const INQUIRY_PLANS = new Set(['SUPPORTIVE', 'ALL_INCLUSIVE']);

/**
 * Stores a plan inquiry after checking it with the same rules as the browser's dialog
 * (src/rules), so both sides give the spec's messages. The mail to SALES_EMAIL comes later.
 */
export async function createInquiry({ db, reference, userId, body }: CreateInquiryOptions): Promise<SuccessBody<'createInquiry'>> {
  const checked = validateInquiryPayload(body);
  if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
  const payload = checked.payload;

  const [plans, propertyTypes] = await Promise.all([reference.get('plans'), reference.get('propertyTypes')]);
  const plan = plans.find((p) => p.id === payload.planId);
  if (!plan || !INQUIRY_PLANS.has(plan.name)) {
    throw HttpError.unprocessable({ planId: 'Choose the Reservation Management or Full Service plan' });
  }
  if (!propertyTypes.some((t) => t.id === payload.propertyTypeId)) {
    throw HttpError.unprocessable({ propertyTypeId: RULE_MESSAGES.propertyTypeEmpty });
  }

  const [row] = await db
    .insert(inquiries)
    .values({
      userId,
      customerId: payload.customerId,
      planId: payload.planId,
      propertyTypeId: payload.propertyTypeId,
      name: payload.name.trim(),
      email: payload.email.trim(),
      countryCode: payload.countryCode,
      contactNo: dropLeadingZero(payload.contactNo.trim()),
      location: payload.location.trim(),
      links: payload.links.map((l) => l.trim()),
      description: payload.description.trim(),
    })
    .returning({ id: inquiries.id });
  return { message: 'Thank you for connecting with us. Your inquiry send successfully', data: { id: row.id } };
}
