import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { SignedInSession } from './session.machine';
import { emptyNewPasswordForm, newPasswordFormSchema, validateForm, type FormErrors, type NewPasswordForm } from './account-forms';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';
import { landingFor } from './landing';

/**
 * /reset-password: the first-time reset of an account an admin created with a temporary password.
 * The new password is saved with the current session; a password change ends the other sessions
 * (QUALITY.md), so the user is signed in again with the new password and carries on.
 */
export type ResetPasswordInput = { email: string; isAdmin: boolean };
export type ResetPasswordContext = ResetPasswordInput & {
  form: NewPasswordForm;
  errors: FormErrors<NewPasswordForm>;
  tried: boolean;
  serverError: UiText | null;
};

export type ResetPasswordEvent =
  | { type: 'reset.change'; field: keyof NewPasswordForm; value: string }
  | { type: 'reset.submit' };

const RESET_DONE_MESSAGE = msg`Your new password is set.`;

export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent, input: {} as ResetPasswordInput },
  actors: {
    updatePassword: fromPromise<void, { password: string }>(async () => {
      throw new Error('updatePassword not provided');
    }),
    signInEmail: fromPromise<SignedInSession, { email: string; password: string }>(async () => {
      throw new Error('signInEmail not provided');
    }),
  },
  actions: {
    startSession: (_, _session: SignedInSession) => {},
    navigate: (_, _params: { to: string }) => {},
    toastSuccess: (_, _params: { message: UiText }) => {},
    focusFirstError: () => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'reset.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: context.tried ? validateForm(newPasswordFormSchema, form) : context.errors, serverError: null };
    }),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateForm(newPasswordFormSchema, context.form)).length === 0,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ ...input, form: emptyNewPasswordForm(), errors: {}, tried: false, serverError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.change': { actions: 'change' },
        'reset.submit': [
          { guard: 'formIsValid', target: 'saving', actions: assign({ tried: true, errors: {} }) },
          {
            actions: [assign({ tried: true, errors: ({ context }) => validateForm(newPasswordFormSchema, context.form) }), 'focusFirstError'],
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => ({ password: context.form.password }),
        onDone: { target: 'signingInAgain' },
        onError: { target: 'editing', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
      },
    },
    signingInAgain: {
      tags: ['busy'],
      invoke: {
        src: 'signInEmail',
        input: ({ context }) => ({ email: context.email, password: context.form.password }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            { type: 'toastSuccess', params: { message: RESET_DONE_MESSAGE } },
            {
              type: 'navigate',
              params: ({ event }) => ({ to: landingFor(event.output) }),
            },
          ],
        },
        // The password is saved; only the new sign-in failed, so the sign-in page takes it from here.
        onError: {
          target: 'done',
          actions: [{ type: 'toastSuccess', params: { message: RESET_DONE_MESSAGE } }, { type: 'navigate', params: { to: '/login' } }],
        },
      },
    },
    done: { type: 'final' },
  },
});
