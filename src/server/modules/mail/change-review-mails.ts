import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { composeMail } from './mail-layout';
import { CHANGE_REVIEW_TEXTS } from './host-mail-texts';

export interface ChangeReviewMailInput {
  to: string;
  hostName: string;
  publicUrl: string;
  propertyId: number;
  /** The listing's approved name. */
  propertyName: string | null;
  decision: 'approve' | 'reject';
  /** What was decided, by section name ("Name", "New photos (2)"). */
  sections: string[];
  /** Our team's note: the reason of a rejection, the optional note of an approval (untrusted: escaped by composeMail). */
  note: string | null;
}

/**
 * The mail a host gets when our team approves or turns down the changes of a live listing that
 * waited for review (src/shared/live-listing-changes.ts): which sections, and our team's note.
 */
export function changeReviewMail(input: ChangeReviewMailInput, locale: Locale = 'en'): MailMessage {
  const texts = CHANGE_REVIEW_TEXTS[locale];
  const place = input.propertyName?.trim() ? input.propertyName.trim() : texts.yourListing;
  const what = input.sections.join(', ');
  const approved = input.decision === 'approve';
  const paragraphs = [approved ? texts.approvedBody(place, what) : texts.rejectedBody(place, what)];
  if (input.note) paragraphs.push(approved ? texts.note : texts.reason, input.note);
  if (!approved) paragraphs.push(texts.changeAgain);
  return {
    ...composeMail({
      to: input.to,
      name: input.hostName,
      publicUrl: input.publicUrl,
      locale,
      subject: approved ? texts.approvedSubject(place) : texts.rejectedSubject(place),
      paragraphs,
      link: { label: texts.link, url: `${input.publicUrl}/main/finish/${input.propertyId}` },
    }),
    kind: 'moderation',
    purpose: approved ? 'approve-changes' : 'reject-changes',
  };
}
