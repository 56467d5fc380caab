import type { MailMessage } from '../../lib/mailer';
import { composeMail } from './mail-layout';

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
export function changeReviewMail(input: ChangeReviewMailInput): MailMessage {
  const place = input.propertyName?.trim() ? input.propertyName.trim() : 'your listing';
  const what = input.sections.join(', ');
  const approved = input.decision === 'approve';
  const paragraphs = approved
    ? [`Our team approved your changes to ${place}: ${what}. Guests see them from now on.`]
    : [`Our team could not approve your changes to ${place}: ${what}. Guests keep seeing the approved version.`];
  if (input.note) paragraphs.push(approved ? 'A note from our team:' : 'The reason:', input.note);
  if (!approved) paragraphs.push('Change these sections in the listing editor and save them again; we review them as soon as we can.');
  return {
    ...composeMail({
      to: input.to,
      name: input.hostName,
      publicUrl: input.publicUrl,
      subject: approved ? `Your changes to ${place} are live` : `Your changes to ${place} were not approved`,
      paragraphs,
      link: { label: 'Open the listing editor', url: `${input.publicUrl}/main/finish/${input.propertyId}` },
    }),
    kind: 'moderation',
    purpose: approved ? 'approve-changes' : 'reject-changes',
  };
}
