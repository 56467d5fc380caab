import type { AdminStatusAction } from '../../../shared/listing-moderation';
import type { MailMessage } from '../../lib/mailer';
import { composeMail } from './mail-layout';

export interface ModerationMailInput {
  to: string;
  hostName: string;
  publicUrl: string;
  propertyId: number;
  /** The listing's name; null before its name step. */
  propertyName: string | null;
  /** reject and suspend: why, as our team wrote it (untrusted text: escaped by composeMail). */
  reason: string | null;
}

function content(action: AdminStatusAction, place: string, input: ModerationMailInput) {
  switch (action) {
    case 'approve':
      return {
        subject: `${place} is approved and live`,
        paragraphs: [`Good news: our team approved ${place}. Guests can find and book it from now on.`],
        link: { label: 'See your listings', url: `${input.publicUrl}/listed-properties` },
      };
    case 'reject':
      return {
        subject: `${place} needs changes before it can go live`,
        paragraphs: [
          `Our team reviewed ${place} and could not approve it yet. Here is what to change:`,
          input.reason ?? '',
          'Edit your listing and submit it again; we review it as soon as we can.',
        ],
        link: { label: 'Edit and resubmit', url: `${input.publicUrl}/main/finish/${input.propertyId}` },
      };
    case 'suspend':
      return {
        subject: `${place} is suspended`,
        paragraphs: [`Our team suspended ${place}: guests cannot find or book it for now. The reason:`, input.reason ?? '', 'Reply to this email or contact our team to list it again.'],
        link: { label: 'See your listings', url: `${input.publicUrl}/listed-properties` },
      };
    case 'unsuspend':
      return {
        subject: `${place} is live again`,
        paragraphs: [`Our team lifted the suspension of ${place}. Guests can find and book it again.`],
        link: { label: 'See your listings', url: `${input.publicUrl}/listed-properties` },
      };
  }
}

/** The mail a host gets when our team approves, rejects, suspends or unsuspends their listing. */
export function moderationMail(action: AdminStatusAction, input: ModerationMailInput): MailMessage {
  const place = input.propertyName?.trim() ? input.propertyName.trim() : 'Your listing';
  const { subject, paragraphs, link } = content(action, place, input);
  return {
    ...composeMail({ to: input.to, name: input.hostName, publicUrl: input.publicUrl, subject, paragraphs, link }),
    kind: 'moderation',
    purpose: action,
  };
}
