import { assign, fromPromise, setup } from 'xstate';
import type { SignedInSession } from './session.machine';
import {
  emptySignUpForm,
  signUpFormSchema,
  validateForm,
  type FormErrors,
  type SignUpForm,
} from './account-forms';
import { failureFields, failureText } from './failure-text';
import type { UiText } from './ui-text';
import { freshOtpCode, otpCodeActions, otpCodeGuards, otpCodeState, startOtpEntry, type OtpCodeContext } from './otp-code';

/**
 * /sign-up (DOMAIN.md Accounts): the details create an unverified account and email a 6-digit code;
 * the code step verifies it, which signs the host in and lands on /dashboard. A new code can be
 * asked for once the 60 s countdown has run out.
 */
export type SignUpBody = Omit<SignUpForm, 'confirmPassword' | 'acceptTerms'>;
export type SignUpContext = {
  form: SignUpForm;
  errors: FormErrors<SignUpForm>;
  tried: boolean;
  serverError: UiText | null;
} & OtpCodeContext;

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
    resendOtp: fromPromise<{ key: string }, { email: string; firstName: string; lastName: string; key?: string }>(async () => {
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
    toastInfo: (_, _params: { message: UiText }) => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'signUp.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: context.tried ? validateForm(signUpFormSchema, form) : context.errors, serverError: null };
    }),
    showErrors: assign(({ context }) => ({ tried: true, errors: validateForm(signUpFormSchema, context.form) })),
    ...otpCodeActions<SignUpContext, SignUpEvent>(),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateForm(signUpFormSchema, context.form)).length === 0,
    ...otpCodeGuards,
  },
}).createMachine({
  id: 'signUp',
  context: {
    form: emptySignUpForm(),
    errors: {},
    tried: false,
    serverError: null,
    ...freshOtpCode(),
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
        onDone: { target: 'code', actions: startOtpEntry },
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
    code: otpCodeState({
      prefix: 'signUp',
      backTarget: 'details',
      onVerified: {
        target: '#signUp.signedIn',
        actions: [
          { type: 'startSession', params: ({ event }: { event: { output: SignedInSession } }) => event.output },
          { type: 'navigate', params: { to: '/dashboard' } },
        ],
      },
      resend: {
        src: 'resendOtp',
        // The earlier key lets the new code confirm this same sign-up (and its password).
        input: ({ context: { form, key } }: { context: SignUpContext }) => ({
          email: form.email.trim(),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          ...(key ? { key } : {}),
        }),
      },
    }),
    signedIn: { type: 'final' },
  },
});
