import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { composeMail } from './mail-layout';
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

export function welcomeMail(recipient: Recipient): MailMessage {
  return {
    ...composeMail({
      ...recipient,
      subject: 'Welcome! Your host account is ready',
      paragraphs: [
        'Your email address is confirmed and your host account is ready.',
        'Whether you run a beach villa in Mirissa, a homestay in Ella or a boutique hotel in Kandy, you can now list your property, choose a plan and start welcoming guests from Sri Lanka and around the world.',
        'Complete your profile (contact number, NIC and address) so guests and our team can reach you.',
      ],
      link: { label: 'List your property', url: `${recipient.publicUrl}/` },
    }),
    kind: 'welcome',
  };
}

/** Kept on through a password change or reset; the mail says so, so nobody is surprised either way. */
export const TWO_STEP_KEPT_TEXT =
  'Two-step verification is still on: when you sign in you will be asked for a code from your authenticator app, or one of your recovery codes. A password reset never turns it off.';

export function passwordChangedMail(recipient: Recipient, { twoStepOn = false }: { twoStepOn?: boolean } = {}): MailMessage {
  return {
    ...composeMail({
      ...recipient,
      subject: 'Your password was changed',
      paragraphs: [
        'The password of your host account was just changed, and every device that was signed in has been signed out.',
        ...(twoStepOn ? [TWO_STEP_KEPT_TEXT] : []),
        'If this was you, there is nothing more to do.',
        'If it was not you, reset your password straight away with "Forgot password" on the login page, and contact our support team.',
      ],
      link: { label: 'Go to the login page', url: `${recipient.publicUrl}/login` },
    }),
    kind: 'password-changed',
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function signUpAttemptMail(recipient: Recipient): MailMessage {
  return {
    ...composeMail({
      ...recipient,
      subject: 'Someone tried to sign up with your email address',
      paragraphs: [
        'Someone just tried to create a new host account with this email address, which already has an account with us.',
        'If it was you, sign in instead. If you have forgotten your password, use "Forgot password" on the login page.',
        'If it was not you, you can ignore this email: nothing has changed on your account.',
      ],
      link: { label: 'Sign in', url: `${recipient.publicUrl}/login` },
    }),
    kind: 'sign-up-attempt',
  };
}
