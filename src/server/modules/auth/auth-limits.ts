import type { ThrottleRule } from '../../lib/throttle';
import type { ThrottleCheck } from './client-throttle';

/**
 * How many attempts we allow before answering 429 (README.md's "Security: attempt limits and
 * password hashing" lists them). Password and code guesses are limited three ways: per account
 * from one client address (small, so a guesser is stopped quickly without locking the owner out
 * from their own address), per client address (looser: many Sri Lankan mobile users share one
 * carrier-grade NAT address) and per account across all addresses (a much higher ceiling that
 * stops distributed guessing). buildApp takes overrides so tests reach a limit in a few requests.
 */
export interface AuthLimits {
  /** Sign-in, two-step and current-password guesses per account from one client address. */
  signInPerAccountAndAddress: ThrottleRule;
  /** Guesses per client address, whatever the account. */
  signInPerAddress: ThrottleRule;
  /** Guesses per account from all addresses together. */
  signInPerAccount: ThrottleRule;
  /**
   * Sign-ups per client address: each one costs a password hash. As loose as sign-in per address
   * (carrier-grade NAT); the hashing pool (lib/hashing-pool.ts) bounds the total.
   */
  signUpPerAddress: ThrottleRule;
  /** Wrong one-time codes and reset keys per client address. */
  otpPerAddress: ThrottleRule;
  /** Mails (codes, sign-up notices) per email address: every rule must allow it. */
  mailPerAddress: ThrottleRule[];
  /**
   * Plan inquiries per account. Each one mails the sales team and an address the host typed, so
   * without a limit an account could be used to send mail to anyone, over and over.
   */
  inquiryPerAccount: ThrottleRule;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  signInPerAccount: { limit: 100, windowMs: HOUR },
  signUpPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  otpPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  mailPerAddress: [
    { limit: 1, windowMs: MINUTE },
    { limit: 5, windowMs: HOUR },
    { limit: 20, windowMs: 24 * HOUR },
  ],
  inquiryPerAccount: { limit: 5, windowMs: HOUR },
};

const lower = (email: string) => email.trim().toLowerCase();

/** Throttle keys; emails are compared lower-cased, as the users table does. */
export const throttleKey = {
  account: (email: string) => `sign-in:account:${lower(email)}`,
  address: (ip: string) => `sign-in:ip:${ip}`,
  signUpAddress: (ip: string) => `sign-up:ip:${ip}`,
  otpAddress: (ip: string) => `otp:ip:${ip}`,
  mail: (email: string, rule: ThrottleRule) => `mail:${rule.windowMs}:${lower(email)}`,
  inquiry: (userId: number) => `inquiry:user:${userId}`,
};

/**
 * The three limits on guessing one account's secret from one client. `account` names what is
 * guessed (throttleKey.account(email) for passwords, the two-step key for codes). Most specific
 * first: a guesser stopped by the pair limit costs neither the address nor the account anything.
 */
export function guessChecks(limits: AuthLimits, account: string, ip: string): ThrottleCheck[] {
  return [
    { key: `${account}|ip:${ip}`, rule: limits.signInPerAccountAndAddress, clearOnSuccess: true },
    { key: throttleKey.address(ip), rule: limits.signInPerAddress },
    { key: account, rule: limits.signInPerAccount },
  ];
}

/** Wrong one-time codes and reset keys from one client address (the key is the secret, not the account). */
export const otpChecks = (limits: AuthLimits, ip: string): ThrottleCheck[] => [{ key: throttleKey.otpAddress(ip), rule: limits.otpPerAddress }];
