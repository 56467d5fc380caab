import type { LightMyRequestResponse } from 'fastify';
import type { MailMessage } from '../../../src/server/lib/mailer';
import type { TestApp } from './test-app';

/** Small request builders for the account flows, so tests read as the flow they check. */
export const accounts = (t: TestApp) => ({
  signUp: (fields: Record<string, unknown> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/web/auth/sign-up/email',
      payload: { firstName: 'Nadeesha', lastName: 'Perera', email: 'nadeesha@example.lk', countryCode: '+94', contactNo: '0771234567', password: 'Lagoon2031', ...fields },
    }),
  sendOtp: (email: string, sendOTPType: 'SIGN_UP' | 'FORGOT_PASSWORD') =>
    t.inject({ method: 'PATCH', url: `/api/v1/auth/send-otp?${new URLSearchParams({ email, sendOTPType })}` }),
  validateOtp: (key: string, otp: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: `/api/v1/auth/validate-otp?${new URLSearchParams({ key, otp })}`, headers }),
  signIn: (email: string, password: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email, password }, headers }),
  putPassword: (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.inject({ method: 'PUT', url: '/api/v1/auth/password', payload: body, headers }),
  renew: (refreshToken: string) => t.inject({ method: 'POST', url: '/api/v1/auth/token/renew', cookies: { refreshToken } }),
  /** The newest mail to an address, optionally of one kind. */
  lastMail: (to: string, kind?: MailMessage['kind']) =>
    [...t.mails].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase() && (!kind || m.kind === kind)),
  mailsTo: (to: string) => t.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()),
});

export function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c: { name: string }) => c.name === 'refreshToken') as { name: string; value: string } | undefined;
}

/** A code that is certainly not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
