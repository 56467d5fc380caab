import type { Locale } from '../../../shared/locales';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { inquiries, users } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { HttpError, tooManyAttempts } from '../../lib/http-error';
import { hitThrottle } from '../../lib/throttle';
import { throttleKey } from '../auth/auth-limits';
import { queueMail } from '../../lib/outbox/queue-mail';
import type { AppDeps } from '../../types';
import { dropLeadingZero } from '../../../shared/contact-number';
import { RULE_MESSAGES } from '../../../shared/messages';
import { validateInquiryPayload } from '../../../shared/inquiry-payload';
import { inquiryConfirmationMail, inquirySalesMail, type InquiryForMail } from '../mail/inquiry-mails';

export interface CreateInquiryOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'outbox' | 'config' | 'limits' | 'clock'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  userId: number;
  body: unknown;
  /** The language of the confirmation mail: the request's (request-locale.ts). */
  locale?: Locale;
}

// Inquiries are how a host asks for the plans the sales team sets up (DOMAIN.md, Plans).
const INQUIRY_PLANS = new Set(['SUPPORTIVE', 'ALL_INCLUSIVE']);

const INQUIRY_SENT_MESSAGE = 'Thank you for connecting with us. Your inquiry send successfully';

/**
 * Stores a plan inquiry after checking it with the same rules as the browser's dialog
 * (src/shared), so both sides give the spec's messages; with it, in the same transaction, the mail
 * to SALES_EMAIL (Reply-To the inquirer) and the inquirer's confirmation go to the outbox.
 *
 * Mail failures do not fail the request: the inquiry and its mails are committed before any mail
 * is attempted, so the inquiry is never lost and answering 5xx (which would invite a duplicate)
 * never happens for a problem the host cannot fix. Each mail is sent on its own and, if the mail
 * server fails, tried again by the outbox (lib/outbox/mail-outbox.ts), which logs what it gives up on.
 */
export async function createInquiry({ deps, log, userId, body, locale = 'en' }: CreateInquiryOptions): Promise<SuccessBody<'createInquiry'>> {
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

  const { salesEmail, publicUrl } = deps.config;
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
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
    const inquiry: InquiryForMail = {
      ...stored,
      planName: plan.displayName,
      propertyTypeName: propertyType.name,
      account: {
        id: userId,
        email: account?.email ?? null,
        name: account ? `${account.firstName} ${account.lastName}`.trim() || null : null,
      },
    };
    await queueMail(tx, inquirySalesMail(inquiry, salesEmail, publicUrl), deps.clock());
    await queueMail(tx, inquiryConfirmationMail(inquiry, publicUrl, locale), deps.clock());
    return stored;
  });
  log.info({ event: 'inquiry', inquiryId: row.id, plan: plan.name }, 'plan inquiry stored');
  deps.outbox.deliverSoon();
  return { message: INQUIRY_SENT_MESSAGE, data: { id: row.id } };
}
