import type { ThrottleRule } from '../../lib/throttle';

/**
 * How many wrong guesses we allow before answering 429. Client-address limits are looser than
 * account limits: many Sri Lankan mobile users share one carrier-grade NAT address.
 * buildApp takes overrides so tests reach a limit in a few requests instead of dozens.
 */
export interface AuthLimits {
  /** Failed sign-ins per account (email). */
  signInPerAccount: ThrottleRule;
  /** Failed sign-ins per client address, whatever the email. */
  signInPerAddress: ThrottleRule;
  /** Wrong one-time codes and reset keys per client address. */
  otpPerAddress: ThrottleRule;
  /** Mails (codes, sign-up notices) per email address: QUALITY.md's one per 60 s. */
  mailPerAddress: ThrottleRule;
  /**
   * Plan inquiries per account. Each one mails the sales team and an address the host typed, so
   * without a limit an account could be used to send mail to anyone, over and over.
   */
  inquiryPerAccount: ThrottleRule;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccount: { limit: 5, windowMs: FIFTEEN_MINUTES },
  signInPerAddress: { limit: 50, windowMs: FIFTEEN_MINUTES },
  otpPerAddress: { limit: 30, windowMs: FIFTEEN_MINUTES },
  mailPerAddress: { limit: 1, windowMs: 60 * 1000 },
  inquiryPerAccount: { limit: 5, windowMs: 60 * 60 * 1000 },
};

/** Throttle keys; emails are compared lower-cased, as the users table does. */
export const throttleKey = {
  account: (email: string) => `sign-in:account:${email.trim().toLowerCase()}`,
  address: (ip: string) => `sign-in:ip:${ip}`,
  otpAddress: (ip: string) => `otp:ip:${ip}`,
  mail: (email: string) => `mail:${email.trim().toLowerCase()}`,
  inquiry: (userId: number) => `inquiry:user:${userId}`,
};
