import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import {
  emailFormSchema,
  emptyNewPasswordForm,
  newPasswordFormSchema,
  validateForm,
  type FormErrors,
  type NewPasswordForm,
} from './account-forms';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';
import { freshOtpCode, otpCodeActions, otpCodeGuards, otpCodeState, startOtpEntry, type OtpCodeContext } from './otp-code';

/**
 * /forget-password (DOMAIN.md Accounts): email → a 6-digit code (FORGOT_PASSWORD) → a new password
 * set with the reset key the code unlocked → back to /login with a success toast. The server answers
 * the same for unknown emails, so the code step always follows a well-formed email.
 */
export const PASSWORD_CHANGED_MESSAGE = msg`Your password has been changed. Please log in with your new password.`;

export type ForgotPasswordContext = {
  email: string;
  emailError: string | null;
  resetKey: string | null;
  passwords: NewPasswordForm;
  passwordErrors: FormErrors<NewPasswordForm>;
  tried: boolean;
  serverError: UiText | null;
} & OtpCodeContext;

export type ForgotPasswordEvent =
  | { type: 'forgot.emailChange'; value: string }
  | { type: 'forgot.sendCode' }
  | { type: 'forgot.otpChange'; value: string }
  | { type: 'forgot.verify' }
  | { type: 'forgot.resend' }
  | { type: 'forgot.back' }
  | { type: 'forgot.passwordChange'; field: keyof NewPasswordForm; value: string }
  | { type: 'forgot.save' };

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    sendOtp: fromPromise<{ key: string }, { email: string }>(async () => {
      throw new Error('sendOtp not provided');
    }),
    validateOtp: fromPromise<{ resetKey?: string }, { key: string; otp: string }>(async () => {
      throw new Error('validateOtp not provided');
    }),
    updatePassword: fromPromise<void, { password: string; resetKey: string }>(async () => {
      throw new Error('updatePassword not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    toastSuccess: (_, _params: { message: UiText }) => {},
    toastInfo: (_, _params: { message: UiText }) => {},
    focusFirstError: () => {},
    ...otpCodeActions<ForgotPasswordContext, ForgotPasswordEvent>(),
    keepResetKey: assign((_, { resetKey }: { resetKey?: string }) => ({ resetKey: resetKey ?? null })),
    changePassword: assign(({ context, event }) => {
      if (event.type !== 'forgot.passwordChange') return {};
      const passwords = { ...context.passwords, [event.field]: event.value };
      return {
        passwords,
        passwordErrors: context.tried ? validateForm(newPasswordFormSchema, passwords) : context.passwordErrors,
        serverError: null,
      };
    }),
  },
  guards: {
    emailIsValid: ({ context }) => !validateForm(emailFormSchema, { email: context.email }).email,
    ...otpCodeGuards,
    passwordsAreValid: ({ context }) => Object.keys(validateForm(newPasswordFormSchema, context.passwords)).length === 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: {
    email: '',
    emailError: null,
    ...freshOtpCode(),
    resetKey: null,
    passwords: emptyNewPasswordForm(),
    passwordErrors: {},
    tried: false,
    serverError: null,
  },
  initial: 'email',
  states: {
    email: {
      on: {
        'forgot.emailChange': { actions: assign({ email: ({ event }) => event.value, emailError: null, serverError: null }) },
        'forgot.sendCode': [
          { guard: 'emailIsValid', target: 'sendingCode' },
          {
            actions: [
              assign({ emailError: ({ context }) => validateForm(emailFormSchema, { email: context.email }).email ?? null }),
              'focusFirstError',
            ],
          },
        ],
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'code', actions: startOtpEntry },
        onError: { target: 'email', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
      },
    },
    code: otpCodeState({
      prefix: 'forgot',
      backTarget: 'email',
      onVerified: {
        target: '#forgotPassword.newPassword',
        actions: { type: 'keepResetKey', params: ({ event }: { event: { output: { resetKey?: string } } }) => event.output },
      },
      resend: { src: 'sendOtp', input: ({ context }: { context: ForgotPasswordContext }) => ({ email: context.email.trim() }) },
    }),
    newPassword: {
      on: {
        'forgot.passwordChange': { actions: 'changePassword' },
        'forgot.save': [
          { guard: 'passwordsAreValid', target: 'saving', actions: assign({ tried: true, passwordErrors: {} }) },
          {
            actions: [
              assign({ tried: true, passwordErrors: ({ context }) => validateForm(newPasswordFormSchema, context.passwords) }),
              'focusFirstError',
            ],
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => ({ password: context.passwords.password, resetKey: context.resetKey ?? '' }),
        onDone: {
          target: 'changed',
          actions: [
            { type: 'toastSuccess', params: { message: PASSWORD_CHANGED_MESSAGE } },
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
        onError: { target: 'newPassword', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
      },
    },
    changed: { type: 'final' },
  },
});
