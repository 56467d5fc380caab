import type { AdminStatusAction } from '../../../shared/listing-moderation';
import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { composeMail } from './mail-layout';
import { MODERATION_TEXTS } from './host-mail-texts';

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

function content(action: AdminStatusAction, place: string, input: ModerationMailInput, locale: Locale) {
  const texts = MODERATION_TEXTS[locale];
  const listings = { label: texts.seeListings, url: `${input.publicUrl}/listed-properties` };
  switch (action) {
    case 'approve':
      return { subject: texts.approve.subject(place), paragraphs: [texts.approve.body(place)], link: listings };
    case 'reject':
      return {
        subject: texts.reject.subject(place),
        paragraphs: [texts.reject.body(place), input.reason ?? '', texts.reject.resubmit],
        link: { label: texts.reject.link, url: `${input.publicUrl}/main/finish/${input.propertyId}` },
      };
    case 'suspend':
      return { subject: texts.suspend.subject(place), paragraphs: [texts.suspend.body(place), input.reason ?? '', texts.suspend.contact], link: listings };
    case 'unsuspend':
      return { subject: texts.unsuspend.subject(place), paragraphs: [texts.unsuspend.body(place)], link: listings };
  }
}

/** The mail a host gets when our team approves, rejects, suspends or unsuspends their listing, in the host's language. */
export function moderationMail(action: AdminStatusAction, input: ModerationMailInput, locale: Locale = 'en'): MailMessage {
  const place = input.propertyName?.trim() ? input.propertyName.trim() : MODERATION_TEXTS[locale].yourListing;
  const { subject, paragraphs, link } = content(action, place, input, locale);
  return {
    ...composeMail({ to: input.to, name: input.hostName, publicUrl: input.publicUrl, subject, paragraphs, link, locale }),
    kind: 'moderation',
    purpose: action,
  };
}
