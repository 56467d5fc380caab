import { assign, fromPromise, setup } from 'xstate';
import type { SignedInSession } from './session.machine';
import { emptySignInForm, signInFormSchema, validateForm, type FormErrors, type SignInForm } from './account-forms';
import { failureText } from './failure-text';

/**
 * /login: email and password. A valid form is sent; the answer starts the session and leads to the
 * first-time reset (an admin-created account), the admin's listings, or the host's dashboard.
 */
export type SignInProvider = { provider: 'google' | 'facebook' | 'apple'; clientId: string };

export type SignInContext = {
  form: SignInForm;
  errors: FormErrors<SignInForm>;
  serverError: string | null;
  tried: boolean;
  /** Social providers configured on the server; their buttons show only for these. */
  providers: SignInProvider[];
};

export type SignInEvent =
  | { type: 'signIn.change'; field: keyof SignInForm; value: string }
  | { type: 'signIn.submit' }
  | { type: 'signIn.withProvider'; provider: SignInProvider };

export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInEvent },
  actors: {
    signInEmail: fromPromise<SignedInSession, SignInForm>(async () => {
      throw new Error('signInEmail not provided');
    }),
    listSignInProviders: fromPromise<SignInProvider[]>(async () => {
      throw new Error('listSignInProviders not provided');
    }),
    /** Gets an ID token from the provider's own sign-in and exchanges it at sign-in/{provider}. */
    signInWithProvider: fromPromise<SignedInSession, SignInProvider>(async () => {
      throw new Error('signInWithProvider not provided');
    }),
  },
  actions: {
    startSession: (_, _session: SignedInSession) => {},
    navigate: (_, _params: { to: string }) => {},
    focusFirstError: () => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'signIn.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: context.tried ? validateForm(signInFormSchema, form) : context.errors, serverError: null };
    }),
    showErrors: assign(({ context }) => ({ tried: true, errors: validateForm(signInFormSchema, context.form) })),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateForm(signInFormSchema, context.form)).length === 0,
  },
}).createMachine({
  id: 'signIn',
  type: 'parallel',
  context: { form: emptySignInForm(), errors: {}, serverError: null, tried: false, providers: [] },
  states: {
    providers: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listSignInProviders',
            onDone: { target: 'loaded', actions: assign({ providers: ({ event }) => event.output }) },
            // No list, no social buttons: email sign-in still works.
            onError: { target: 'loaded' },
          },
        },
        loaded: {},
      },
    },
    account: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signIn.change': { actions: 'change' },
            'signIn.submit': [
              { guard: 'formIsValid', target: 'signingIn', actions: assign({ tried: true, errors: {} }) },
              { actions: ['showErrors', 'focusFirstError'] },
            ],
            'signIn.withProvider': { target: 'signingInWithProvider', actions: assign({ serverError: null }) },
          },
        },
        signingIn: {
          tags: ['busy'],
          invoke: {
            src: 'signInEmail',
            input: ({ context }) => ({ email: context.form.email.trim(), password: context.form.password }),
            onDone: { target: 'signedIn', actions: [{ type: 'startSession', params: ({ event }) => event.output }, { type: 'navigate', params: ({ event }) => ({ to: landingFor(event.output) }) }] },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
          },
        },
        signingInWithProvider: {
          tags: ['busy'],
          invoke: {
            src: 'signInWithProvider',
            input: ({ event }) => (event as Extract<SignInEvent, { type: 'signIn.withProvider' }>).provider,
            onDone: { target: 'signedIn', actions: [{ type: 'startSession', params: ({ event }) => event.output }, { type: 'navigate', params: ({ event }) => ({ to: landingFor(event.output) }) }] },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
          },
        },
        signedIn: { type: 'final' },
      },
    },
  },
});

/** Where a fresh sign-in lands: the first-time reset, the admin's listings, or the host's dashboard. */
export function landingFor(session: SignedInSession): string {
  if (session.user.mustResetPassword === true) return '/reset-password';
  return session.user.role.guard === 'ADMIN' ? '/admin-property-listings' : '/dashboard';
}
