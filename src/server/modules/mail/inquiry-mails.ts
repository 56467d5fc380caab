import { formatDateTime } from '../../../shared/format';
import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { composeMail } from './mail-layout';
import { INQUIRY_CONFIRMATION_TEXTS } from './host-mail-texts';

/** A stored inquiry with its reference names resolved, as both inquiry mails need it. */
export interface InquiryForMail {
  id: number;
  createdAt: Date;
  /** The plan's display name: 'Reservation Management' or 'Full Service'. */
  planName: string;
  propertyTypeName: string;
  name: string;
  email: string;
  countryCode: string;
  /** The local number as stored, without its leading 0. */
  contactNo: string;
  location: string;
  links: string[];
  description: string;
  /** What the form sent as customerId; the account below is the authoritative caller. */
  customerId: number;
  account: { id: number; email: string | null; name: string | null };
}

type InquiryMailPurpose = 'inquiry-sales' | 'inquiry-confirmation';

/** '+94' and '771234567' → '+94 771234567', the way people in Sri Lanka read a mobile number. */
const contactNumber = (inquiry: InquiryForMail) => `${inquiry.countryCode} ${inquiry.contactNo}`;

/**
 * To SALES_EMAIL: every field of the inquiry, with Reply-To set to the inquirer so that answering
 * the mail reaches the host. All of it is untrusted text; the layout escapes it in the HTML part.
 */
export function inquirySalesMail(inquiry: InquiryForMail, to: string, publicUrl: string): MailMessage {
  const account = inquiry.account;
  const accountLine = [`#${account.id}`, account.email ?? '(account no longer exists)', account.name ? `(${account.name})` : '']
    .filter(Boolean)
    .join(' ');
  return {
    ...composeMail({
      to,
      publicUrl,
      name: '',
      signedBy: 'The host portal',
      subject: `New ${inquiry.planName} inquiry from ${inquiry.name}`,
      paragraphs: [
        `A host asked about the ${inquiry.planName} plan. Please contact them within one working day: that is what their confirmation email promises.`,
        `Replying to this email reaches them at ${inquiry.email}. The inquiry is stored as number ${inquiry.id}.`,
      ],
      details: [
        { label: 'Plan', value: inquiry.planName },
        { label: 'Name', value: inquiry.name },
        { label: 'Email', value: inquiry.email },
        { label: 'Contact number', value: contactNumber(inquiry) },
        { label: 'Property type', value: inquiry.propertyTypeName },
        { label: 'Address', value: inquiry.location },
        { label: 'External URLs', value: inquiry.links.length ? inquiry.links.join('\n') : 'None given' },
        { label: 'Message', value: inquiry.description },
        { label: 'Host account', value: accountLine },
        ...(inquiry.customerId !== account.id ? [{ label: 'Customer id sent by the form', value: String(inquiry.customerId) }] : []),
        { label: 'Inquiry', value: `#${inquiry.id}, received ${formatDateTime(inquiry.createdAt)} (Sri Lanka time)` },
      ],
    }),
    replyTo: inquiry.email,
    kind: 'inquiry',
    purpose: 'inquiry-sales' satisfies InquiryMailPurpose,
  };
}

/**
 * To the address in the inquiry: thanks, and what happens next. It repeats only the plan and the
 * property type (names from the reference lists) and the contact number, never the free-text
 * message or links: the address is whatever the form said, so the mail must not become a way to
 * send someone else a text of one's choosing.
 */
export function inquiryConfirmationMail(inquiry: InquiryForMail, publicUrl: string, locale: Locale = 'en'): MailMessage {
  const texts = INQUIRY_CONFIRMATION_TEXTS[locale];
  return {
    ...composeMail({
      to: inquiry.email,
      publicUrl,
      name: inquiry.name,
      locale,
      subject: texts.subject(inquiry.planName),
      paragraphs: texts.paragraphs(inquiry.planName, inquiry.propertyTypeName, contactNumber(inquiry)),
    }),
    kind: 'inquiry',
    purpose: 'inquiry-confirmation' satisfies InquiryMailPurpose,
  };
}
