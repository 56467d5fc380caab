import { assign, fromPromise, setup } from 'xstate';
import {
  emailFormSchema,
  emptyNewPasswordForm,
  newPasswordFormSchema,
  otpFormSchema,
  validateForm,
  type FormErrors,
  type NewPasswordForm,
} from './account-forms';
import { failureText } from './failure-text';
import { RESEND_SECONDS } from './sign-up.machine';

/**
 * /forget-password (DOMAIN.md Accounts): email → a 6-digit code (FORGOT_PASSWORD) → a new password
 * set with the reset key the code unlocked → back to /login with a success toast. The server answers
 * the same for unknown emails, so the code step always follows a well-formed email.
 */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please log in with your new password.';

export type ForgotPasswordContext = {
  email: string;
  emailError: string | null;
  key: string | null;
  otp: string;
  otpError: string | null;
  secondsLeft: number;
  resetKey: string | null;
  passwords: NewPasswordForm;
  passwordErrors: FormErrors<NewPasswordForm>;
  tried: boolean;
  serverError: string | null;
};

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
    toastSuccess: (_, _params: { message: string }) => {},
    toastInfo: (_, _params: { message: string }) => {},
    focusFirstError: () => {},
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restartCountdown: assign({ secondsLeft: RESEND_SECONDS }),
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
    otpIsValid: ({ context }) => !validateForm(otpFormSchema, { otp: context.otp }).otp,
    passwordsAreValid: ({ context }) => Object.keys(validateForm(newPasswordFormSchema, context.passwords)).length === 0,
    countdownOver: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: {
    email: '',
    emailError: null,
    key: null,
    otp: '',
    otpError: null,
    secondsLeft: RESEND_SECONDS,
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
        onDone: { target: 'code', actions: assign({ key: ({ event }) => event.output.key, otp: '', otpError: null }) },
        onError: { target: 'email', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
      },
    },
    code: {
      type: 'parallel',
      on: { 'forgot.back': { target: 'email' } },
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'forgot.otpChange': { actions: assign({ otp: ({ event }) => event.value.replace(/\D/g, '').slice(0, 6), otpError: null }) },
                'forgot.verify': [
                  { guard: 'otpIsValid', target: 'verifying' },
                  { actions: assign({ otpError: ({ context }) => validateForm(otpFormSchema, { otp: context.otp }).otp ?? null }) },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                src: 'validateOtp',
                input: ({ context }) => ({ key: context.key ?? '', otp: context.otp }),
                onDone: { target: '#forgotPassword.newPassword', actions: assign({ resetKey: ({ event }) => event.output.resetKey ?? null }) },
                onError: { target: 'editing', actions: assign({ otpError: ({ event }) => failureText(event.error) }) },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              entry: 'restartCountdown',
              initial: 'counting',
              states: {
                counting: {
                  always: { guard: 'countdownOver', target: '#forgotPassword.code.resend.available' },
                  after: { 1000: { target: 'counting', reenter: true, actions: 'tick' } },
                },
              },
            },
            available: { on: { 'forgot.resend': { target: 'sending' } } },
            sending: {
              invoke: {
                src: 'sendOtp',
                input: ({ context }) => ({ email: context.email.trim() }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    assign({ key: ({ event }) => event.output.key, otpError: null }),
                    { type: 'toastInfo', params: { message: 'We have sent you a new code.' } },
                  ],
                },
                onError: { target: 'available', actions: assign({ otpError: ({ event }) => failureText(event.error) }) },
              },
            },
          },
        },
      },
    },
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
