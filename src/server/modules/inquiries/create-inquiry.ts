import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { inquiries, users } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { HttpError, tooManyAttempts } from '../../lib/http-error';
import { hitThrottle } from '../../lib/throttle';
import { throttleKey } from '../auth/auth-limits';
import type { MailMessage } from '../../lib/mailer';
import type { AppDeps } from '../../types';
import { dropLeadingZero } from '../../../shared/contact-number';
import { RULE_MESSAGES } from '../../../shared/messages';
import { validateInquiryPayload } from '../../../shared/inquiry-payload';
import { inquiryConfirmationMail, inquirySalesMail, type InquiryForMail } from '../mail/inquiry-mails';

export interface CreateInquiryOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'mailer' | 'config' | 'limits' | 'clock'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  userId: number;
  body: unknown;
}

// Inquiries are how a host asks for the plans the sales team sets up (DOMAIN.md, Plans).
const INQUIRY_PLANS = new Set(['SUPPORTIVE', 'ALL_INCLUSIVE']);

const INQUIRY_SENT_MESSAGE = 'Thank you for connecting with us. Your inquiry send successfully';

/**
 * Stores a plan inquiry after checking it with the same rules as the browser's dialog
 * (src/shared), so both sides give the spec's messages; then mails it to SALES_EMAIL (Reply-To the
 * inquirer) and sends the inquirer a confirmation.
 *
 * Mail failures do not fail the request. The row is committed before any mail is attempted, so
 * the inquiry is never lost: the sales team can read it in the database whatever the mail server
 * did. Answering 5xx after storing would invite the host to send it again (a duplicate) for a
 * problem they cannot fix. So each mail is tried once on its own, and a failure is logged at error
 * level with the inquiry id and the mail's purpose, for whoever watches the logs to follow up.
 */
export async function createInquiry({ deps, log, userId, body }: CreateInquiryOptions): Promise<SuccessBody<'createInquiry'>> {
  const { db, reference } = deps;
  const checked = validateInquiryPayload(body);
  if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
  const payload = checked.payload;
  // Only inquiries that would be stored and mailed count; fixing a typo costs nothing.
  const rule = deps.limits.inquiryPerAccount;
  const throttle = await hitThrottle(db, throttleKey.inquiry(userId), rule, deps.clock());
  if (throttle.hits > rule.limit) throw tooManyAttempts(throttle.retryAfterMs);

  const [plans, propertyTypes, [account]] = await Promise.all([
    reference.get('plans'),
    reference.get('propertyTypes'),
    db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)),
  ]);
  const plan = plans.find((p) => p.id === payload.planId);
  if (!plan || !INQUIRY_PLANS.has(plan.name)) {
    throw HttpError.unprocessable({ planId: 'Choose the Reservation Management or Full Service plan' });
  }
  const propertyType = propertyTypes.find((t) => t.id === payload.propertyTypeId);
  if (!propertyType) {
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
    .returning();
  log.info({ event: 'inquiry', inquiryId: row.id, plan: plan.name }, 'plan inquiry stored');

  const inquiry: InquiryForMail = {
    ...row,
    planName: plan.displayName,
    propertyTypeName: propertyType.name,
    account: {
      id: userId,
      email: account?.email ?? null,
      name: account ? `${account.firstName} ${account.lastName}`.trim() || null : null,
    },
  };
  const { salesEmail, publicUrl } = deps.config;
  await Promise.all([
    sendOrLog(deps, log, row.id, inquirySalesMail(inquiry, salesEmail, publicUrl)),
    sendOrLog(deps, log, row.id, inquiryConfirmationMail(inquiry, publicUrl)),
  ]);
  return { message: INQUIRY_SENT_MESSAGE, data: { id: row.id } };
}

async function sendOrLog(deps: Pick<AppDeps, 'mailer'>, log: CreateInquiryOptions['log'], inquiryId: number, mail: MailMessage) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    log.error({ event: 'mail', outcome: 'failed', purpose: mail.purpose, inquiryId, err: error }, 'inquiry mail not sent; the inquiry is stored');
  }
}
