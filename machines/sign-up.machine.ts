import { assign, fromPromise, setup } from 'xstate';
import type { SignedInSession } from './session.machine';
import {
  emptySignUpForm,
  otpFormSchema,
  signUpFormSchema,
  validateForm,
  type FormErrors,
  type SignUpForm,
} from './account-forms';
import { failureFields, failureText } from './failure-text';

/**
 * /sign-up (DOMAIN.md Accounts): the details create an unverified account and email a 6-digit code;
 * the code step verifies it, which signs the host in and lands on /dashboard. A new code can be
 * asked for once the 60 s countdown has run out.
 */
export const RESEND_SECONDS = 60;

export type SignUpBody = Omit<SignUpForm, 'confirmPassword' | 'acceptTerms'>;
export type SignUpContext = {
  form: SignUpForm;
  errors: FormErrors<SignUpForm>;
  tried: boolean;
  serverError: string | null;
  key: string | null;
  otp: string;
  otpError: string | null;
  secondsLeft: number;
};

export type SignUpEvent =
  | { type: 'signUp.change'; field: keyof SignUpForm; value: string | boolean }
  | { type: 'signUp.submit' }
  | { type: 'signUp.otpChange'; value: string }
  | { type: 'signUp.verify' }
  | { type: 'signUp.resend' }
  | { type: 'signUp.back' };

export const signUpMachine = setup({
  types: { context: {} as SignUpContext, events: {} as SignUpEvent },
  actors: {
    signUpEmail: fromPromise<{ key: string }, SignUpBody>(async () => {
      throw new Error('signUpEmail not provided');
    }),
    resendOtp: fromPromise<{ key: string }, { email: string; firstName: string; lastName: string }>(async () => {
      throw new Error('resendOtp not provided');
    }),
    validateOtp: fromPromise<SignedInSession, { key: string; otp: string }>(async () => {
      throw new Error('validateOtp not provided');
    }),
  },
  actions: {
    startSession: (_, _session: SignedInSession) => {},
    navigate: (_, _params: { to: string }) => {},
    focusFirstError: () => {},
    toastInfo: (_, _params: { message: string }) => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'signUp.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: context.tried ? validateForm(signUpFormSchema, form) : context.errors, serverError: null };
    }),
    showErrors: assign(({ context }) => ({ tried: true, errors: validateForm(signUpFormSchema, context.form) })),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restartCountdown: assign({ secondsLeft: RESEND_SECONDS }),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateForm(signUpFormSchema, context.form)).length === 0,
    otpIsValid: ({ context }) => Object.keys(validateForm(otpFormSchema, { otp: context.otp })).length === 0,
    countdownOver: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'signUp',
  context: {
    form: emptySignUpForm(),
    errors: {},
    tried: false,
    serverError: null,
    key: null,
    otp: '',
    otpError: null,
    secondsLeft: RESEND_SECONDS,
  },
  initial: 'details',
  states: {
    details: {
      on: {
        'signUp.change': { actions: 'change' },
        'signUp.submit': [
          { guard: 'formIsValid', target: 'creatingAccount', actions: assign({ tried: true, errors: {} }) },
          { actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    creatingAccount: {
      tags: ['busy'],
      invoke: {
        src: 'signUpEmail',
        input: ({ context: { form } }) => ({
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          countryCode: form.countryCode,
          contactNo: form.contactNo,
          password: form.password,
        }),
        onDone: {
          target: 'code',
          actions: assign({ key: ({ event }) => event.output.key, otp: '', otpError: null }),
        },
        onError: {
          target: 'details',
          actions: assign({
            serverError: ({ event }) => failureText(event.error),
            errors: ({ event }) => failureFields(event.error),
          }),
        },
      },
    },
    /** The one-time code step: entering the code and, beside it, the resend countdown. */
    code: {
      type: 'parallel',
      on: { 'signUp.back': { target: 'details' } },
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'signUp.otpChange': { actions: assign({ otp: ({ event }) => event.value.replace(/\D/g, '').slice(0, 6), otpError: null }) },
                'signUp.verify': [
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
                onDone: {
                  target: '#signUp.signedIn',
                  actions: [{ type: 'startSession', params: ({ event }) => event.output }, { type: 'navigate', params: { to: '/dashboard' } }],
                },
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
                  always: { guard: 'countdownOver', target: '#signUp.code.resend.available' },
                  after: { 1000: { target: 'counting', reenter: true, actions: 'tick' } },
                },
              },
            },
            available: {
              on: { 'signUp.resend': { target: 'sending' } },
            },
            sending: {
              invoke: {
                src: 'resendOtp',
                input: ({ context: { form } }) => ({ email: form.email.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim() }),
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
    signedIn: { type: 'final' },
  },
});
