import type { Handlers } from '../../handler-types';
import { answerSent } from '../../lib/background-tasks';
import { getCsrfToken } from './get-csrf-token';
import { getCurrentUser } from './get-current-user';
import { listSignInProviders } from './list-sign-in-providers';
import { logout } from './logout';
import { renewToken } from './renew-token';
import { requestLocale } from '../../lib/request-locale';
import { sendOtp } from './send-otp';
import { signInApple } from './sign-in-apple';
import { signInEmail } from './sign-in-email';
import { signInFacebook } from './sign-in-facebook';
import { signInGoogle } from './sign-in-google';
import { signUpEmail } from './sign-up-email';
import { updatePassword } from './update-password';
import { validateOtp } from './validate-otp';

/** Signing up, in and out, codes, passwords and tokens. */
export const authHandlers = {
  getCsrfToken: async (request, reply) => getCsrfToken(request.server.deps, request, reply),
  listSignInProviders: async (request) => listSignInProviders(request.server.deps.idTokens),
  signInEmail: async (request, reply) =>
    signInEmail({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body }),
  signInGoogle: async (request, reply) =>
    signInGoogle({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body, locale: requestLocale(request) }),
  signInFacebook: async (request, reply) =>
    signInFacebook({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body, locale: requestLocale(request) }),
  signInApple: async (request, reply) =>
    signInApple({ deps: request.server.deps, reply, log: request.log, ip: request.ip, body: request.body, locale: requestLocale(request) }),
  getCurrentUser: async (request) => getCurrentUser(request.server.deps.db, request.user!.id),
  // Both mail after the answer has gone (answerSent), so its timing says nothing about the account.
  signUpEmail: async (request, reply) =>
    signUpEmail({ deps: request.server.deps, log: request.log, ip: request.ip, body: request.body, answered: answerSent(reply), locale: requestLocale(request) }),
  sendOtp: async (request, reply) =>
    sendOtp({
      deps: request.server.deps,
      log: request.log,
      query: request.query,
      answered: answerSent(reply),
      localeOf: (stored) => requestLocale(request, stored),
    }),
  validateOtp: async (request, reply) =>
    validateOtp({ deps: request.server.deps, reply, log: request.log, ip: request.ip, query: request.query, localeOf: (stored) => requestLocale(request, stored) }),
  updatePassword: async (request, reply) =>
    updatePassword({ deps: request.server.deps, request, reply, log: request.log, body: request.body }),
  renewToken: async (request, reply) => renewToken({ deps: request.server.deps, request, reply, log: request.log }),
  logout: async (request, reply) => logout(request.server.deps, request, reply),
} satisfies Partial<Handlers>;
