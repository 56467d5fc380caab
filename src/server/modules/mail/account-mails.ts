import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { composeMail } from './mail-layout';
import { PASSWORD_CHANGED_TEXTS, SIGN_UP_ATTEMPT_TEXTS, WELCOME_TEXTS } from './account-mail-texts';
import { CODE_MAIL_TEXTS } from './mail-texts';

export type OtpPurpose = 'SIGN_UP' | 'FORGOT_PASSWORD';

interface Recipient {
  to: string;
  name: string;
  publicUrl: string;
}

/** The 6-digit code, worded for what it unlocks, in the language of the request that asked for it. */
export function otpMail(recipient: Recipient, purpose: OtpPurpose, code: string, locale: Locale = 'en'): MailMessage {
  const texts = CODE_MAIL_TEXTS[locale][purpose];
  return {
    ...composeMail({
      ...recipient,
      locale,
      subject: texts.subject,
      code,
      paragraphs: [...texts.paragraphs],
    }),
    kind: 'otp',
    otp: code,
    purpose,
  };
}

export function welcomeMail(recipient: Recipient, locale: Locale = 'en'): MailMessage {
  const texts = WELCOME_TEXTS[locale];
  return {
    ...composeMail({ ...recipient, locale, subject: texts.subject, paragraphs: [...texts.paragraphs], link: { label: texts.link, url: `${recipient.publicUrl}/` } }),
    kind: 'welcome',
  };
}

/** Kept on through a password change or reset; the mail says so, so nobody is surprised either way. */
export const TWO_STEP_KEPT_TEXT = PASSWORD_CHANGED_TEXTS.en.twoStepKept;

export function passwordChangedMail(recipient: Recipient, { twoStepOn = false, locale = 'en' }: { twoStepOn?: boolean; locale?: Locale } = {}): MailMessage {
  const texts = PASSWORD_CHANGED_TEXTS[locale];
  return {
    ...composeMail({
      ...recipient,
      locale,
      subject: texts.subject,
      paragraphs: [texts.changed, ...(twoStepOn ? [texts.twoStepKept] : []), texts.ifYou, texts.ifNotYou],
      link: { label: texts.link, url: `${recipient.publicUrl}/login` },
    }),
    kind: 'password-changed',
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function signUpAttemptMail(recipient: Recipient, locale: Locale = 'en'): MailMessage {
  const texts = SIGN_UP_ATTEMPT_TEXTS[locale];
  return {
    ...composeMail({ ...recipient, locale, subject: texts.subject, paragraphs: [...texts.paragraphs], link: { label: texts.link, url: `${recipient.publicUrl}/login` } }),
    kind: 'sign-up-attempt',
  };
}
