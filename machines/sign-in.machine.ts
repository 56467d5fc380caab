import { assign, fromPromise, setup } from 'xstate';
import { isRecoveryCodeShape, isTotpCode, TOTP_CODE_LENGTH, TWO_STEP_MESSAGES } from '../src/shared/two-step';
import type { SignedInSession } from './session.machine';
import { emptySignInForm, signInFormSchema, validateForm, type FormErrors, type SignInForm } from './account-forms';
import { failureText } from './failure-text';
import { landingFor } from './landing';
import type { UiText } from './ui-text';


/**
 * /login: email and password. A valid form is sent; the answer starts the session and leads to the
 * first-time reset (an admin-created account), the admin's listings, or the host's dashboard.
 * With two-step verification on, the answer is a challenge instead: the `code` step asks for the
 * authenticator's code (or a recovery code) and sends it with the challenge for the session.
 */
export type SignInProvider = { provider: 'google' | 'facebook' | 'apple'; clientId: string };

/** What the first factor (password or provider) answers: a session, or a challenge for the code. */
export type TwoStepChallenge = { twoStepChallenge: string; expiresIn: number };
export type SignInAnswer = SignedInSession | TwoStepChallenge;

export type SignInContext = {
  form: SignInForm;
  errors: FormErrors<SignInForm>;
  serverError: UiText | null;
  tried: boolean;
  /** Social providers configured on the server; their buttons show only for these. */
  providers: SignInProvider[];
  /** The two-step challenge while the code is asked. */
  challenge: string | null;
  code: string;
  codeError: UiText | null;
  /** The person types a recovery code instead of the app's code. */
  useRecoveryCode: boolean;
  /** The last answer (password, provider or code), until `answered` has acted on it. */
  answer: SignInAnswer | null;
};

export type SignInEvent =
  | { type: 'signIn.change'; field: keyof SignInForm; value: string }
  | { type: 'signIn.submit' }
  | { type: 'signIn.withProvider'; provider: SignInProvider }
  | { type: 'signIn.codeChange'; value: string }
  | { type: 'signIn.verifyCode' }
  | { type: 'signIn.toggleRecoveryCode' }
  | { type: 'signIn.back' };

const isChallenge = (answer: SignInAnswer): answer is TwoStepChallenge => 'twoStepChallenge' in answer;

/** The code as typed, kept to what its kind can hold. */
const cleanCode = (value: string, recovery: boolean) =>
  recovery ? value.replace(/[^a-z0-9-\s]/gi, '').slice(0, 12) : value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);

const codeProblem = (context: SignInContext): string | null => {
  if (context.useRecoveryCode) return isRecoveryCodeShape(context.code) ? null : TWO_STEP_MESSAGES.enterRecoveryCode;
  return isTotpCode(context.code) ? null : TWO_STEP_MESSAGES.enterCode;
};


export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInEvent },
  actors: {
    signInEmail: fromPromise<SignInAnswer, SignInForm>(async () => {
      throw new Error('signInEmail not provided');
    }),
    listSignInProviders: fromPromise<SignInProvider[]>(async () => {
      throw new Error('listSignInProviders not provided');
    }),
    /** Gets an ID token from the provider's own sign-in and exchanges it at sign-in/{provider}. */
    signInWithProvider: fromPromise<SignInAnswer, SignInProvider>(async () => {
      throw new Error('signInWithProvider not provided');
    }),
    /** Sends the challenge and the code to sign-in/two-step. */
    verifyTwoStep: fromPromise<SignedInSession, { challenge: string; code: string }>(async () => {
      throw new Error('verifyTwoStep not provided');
    }),
  },
  actions: {
    startSession: (_, _session: SignedInSession) => {},
    navigate: (_, _params: { to: string }) => {},
    focusFirstError: () => {},
    focusCode: () => {},
    askForCode: assign(({ context }) => ({
      challenge: (context.answer as TwoStepChallenge).twoStepChallenge,
      code: '',
      codeError: null,
      useRecoveryCode: false,
      answer: null,
    })),
    change: assign(({ context, event }) => {
      if (event.type !== 'signIn.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: context.tried ? validateForm(signInFormSchema, form) : context.errors, serverError: null };
    }),
    showErrors: assign(({ context }) => ({ tried: true, errors: validateForm(signInFormSchema, context.form) })),
  },
  guards: {
    answerIsChallenge: ({ context }) => context.answer !== null && isChallenge(context.answer),
    formIsValid: ({ context }) => Object.keys(validateForm(signInFormSchema, context.form)).length === 0,
  },
}).createMachine({
  id: 'signIn',
  type: 'parallel',
  context: {
    form: emptySignInForm(),
    errors: {},
    serverError: null,
    tried: false,
    providers: [],
    challenge: null,
    code: '',
    codeError: null,
    useRecoveryCode: false,
    answer: null,
  },
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
            onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
          },
        },
        signingInWithProvider: {
          tags: ['busy'],
          invoke: {
            src: 'signInWithProvider',
            input: ({ event }) => (event as Extract<SignInEvent, { type: 'signIn.withProvider' }>).provider,
            onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ serverError: ({ event }) => failureText(event.error) }) },
          },
        },
        code: {
          initial: 'entering',
          entry: 'focusCode',
          on: {
            // Back to the password: the challenge is dropped (a new sign-in makes a new one).
            'signIn.back': {
              target: 'editing',
              actions: assign({ challenge: null, code: '', codeError: null, form: ({ context }) => ({ ...context.form, password: '' }) }),
            },
          },
          states: {
            entering: {
              on: {
                'signIn.codeChange': {
                  actions: assign(({ context, event }) => ({ code: cleanCode(event.value, context.useRecoveryCode), codeError: null })),
                },
                'signIn.toggleRecoveryCode': {
                  actions: [assign(({ context }) => ({ useRecoveryCode: !context.useRecoveryCode, code: '', codeError: null })), 'focusCode'],
                },
                'signIn.verifyCode': [
                  { guard: ({ context }) => codeProblem(context) === null, target: 'verifying' },
                  { actions: [assign({ codeError: ({ context }) => codeProblem(context) }), 'focusCode'] },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                src: 'verifyTwoStep',
                input: ({ context }) => ({ challenge: context.challenge ?? '', code: context.code.trim() }),
                onDone: { target: '#signIn.account.answered', actions: assign({ answer: ({ event }) => event.output }) },
                onError: [
                  {
                    // The 5 minutes are over: only a new sign-in helps, so back to the password with the reason.
                    guard: ({ event }) => failureText(event.error) === TWO_STEP_MESSAGES.challengeExpired,
                    target: '#signIn.account.editing',
                    actions: assign({
                      serverError: ({ event }) => failureText(event.error),
                      challenge: null,
                      code: '',
                      form: ({ context }) => ({ ...context.form, password: '' }),
                    }),
                  },
                  { target: 'entering', actions: [assign({ codeError: ({ event }) => failureText(event.error), code: '' }), 'focusCode'] },
                ],
              },
            },
          },
        },
        // Every first factor and the code end here: a challenge asks for the code, a session ends the sign-in.
        answered: {
          always: [
            { guard: 'answerIsChallenge', target: 'code', actions: 'askForCode' },
            {
              target: 'signedIn',
              actions: [
                { type: 'startSession', params: ({ context }) => context.answer as SignedInSession },
                { type: 'navigate', params: ({ context }) => ({ to: landingFor(context.answer as SignedInSession) }) },
                assign({ answer: null }),
              ],
            },
          ],
        },
        signedIn: { type: 'final' },
      },
    },
  },
});
