import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { API_MESSAGES } from '../src/shared/api-messages';
import type { StoredSession } from '../src/shared/session-cookies';
import type { SessionUser } from '../src/shared/session-user';
import { isInterrupted } from './failure-text';

export { isAdminUser, type SessionUser } from '../src/shared/session-user';

/**
 * The session (spec §3, §4, §8; DOMAIN.md Accounts). Pure: cookies, storage, calls, navigation and
 * toasts are named effects the app supplies with .provide(); tests supply fakes.
 *
 * Two regions run side by side:
 * - `account`: whether someone is signed in. "Logged in when an access-token cookie or a user
 *   cookie exists" is the `deciding` state's two guards. While signed in, the current user is
 *   checked once (`verifying`) and the access token renewed when the API client meets a 401.
 * - `csrf`: the CSRF token, fetched at start, again after sign-in and sign-out (the server binds it
 *   to the session), and once more whenever a call is refused for its CSRF token.
 */
/** A sign-in answer (sign-in, OTP verification or token renewal). */
export type SignedInSession = {
  accessToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  user: SessionUser;
  isProfileCompleted: boolean;
};

export type CurrentUser = { user: SessionUser; isProfileCompleted: boolean };

export type SessionContext = StoredSession;

export type SessionEvent =
  | { type: 'session.signIn'; session: SignedInSession }
  | { type: 'session.userChanged'; user: SessionUser; isProfileCompleted: boolean }
  | { type: 'session.logout' }
  /** The API client met a 401 on a signed-in call and wants a fresh access token. */
  | { type: 'session.renew' }
  /** A 401 that renewal and the retry could not cure. */
  | { type: 'session.expired' }
  /** A 403 (spec §8). */
  | { type: 'session.unauthenticated' }
  /** A state-changing call was refused for its CSRF token. */
  | { type: 'session.csrfRejected' }
  /** Read the cookies again (the admin redirect routes clear this host's cookies first). */
  | { type: 'session.restore'; stored: StoredSession }
  /** Internal: the session ended, so its CSRF token is no good. */
  | { type: 'session.csrfStale' };

const SESSION_MESSAGES = {
  sessionExpired: API_MESSAGES.sessionExpired,
  unauthenticated: API_MESSAGES.unauthenticated,
} as const;

const signedOutContext: SessionContext = { accessToken: null, user: null, isProfileCompleted: false };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as StoredSession,
  },
  actors: {
    fetchCurrentUser: fromPromise<CurrentUser>(async () => {
      throw new Error('fetchCurrentUser not provided');
    }),
    renewToken: fromPromise<SignedInSession>(async () => {
      throw new Error('renewToken not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided');
    }),
    fetchCsrfToken: fromPromise<string>(async () => {
      throw new Error('fetchCsrfToken not provided');
    }),
  },
  actions: {
    /** Writes accessToken, user and isProfileCompleted cookies on the shared domain and this host. */
    storeSession: (_, _params: { accessToken: string | null; expiresIn?: number; user: SessionUser; isProfileCompleted: boolean }) => {},
    /** Clears every session cookie on the shared domain and on this host. */
    clearSession: () => {},
    /** Drops the draft-listing marker and the selected plan id from storage. */
    clearSavedDraft: () => {},
    storeCsrfToken: (_, _params: { token: string }) => {},
    toastError: (_, _params: { message: string }) => {},
    navigate: (_, _params: { to: string }) => {},

    rememberSignIn: assign(({ event }) => {
      assertEvent(event, 'session.signIn');
      const { accessToken, user, isProfileCompleted } = event.session;
      return { accessToken, user, isProfileCompleted };
    }),
    rememberStored: assign(({ event }) => {
      assertEvent(event, 'session.restore');
      return event.stored;
    }),
    rememberUser: assign((_, params: CurrentUser) => params),
    rememberRenewal: assign((_, params: SignedInSession) => ({
      accessToken: params.accessToken,
      user: params.user,
      isProfileCompleted: params.isProfileCompleted,
    })),
    forget: assign(() => signedOutContext),
  },
  guards: {
    hasAccessTokenCookie: ({ context }) => Boolean(context.accessToken),
    hasUserCookie: ({ context }) => context.user !== null,
    /** The server answered the current-user check with a failure; no answer at all is not a failure. */
    checkWasRefused: ({ event }) => !isInterrupted((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({ ...signedOutContext, ...input }),
  states: {
    account: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'hasAccessTokenCookie', target: 'signedIn' },
            { guard: 'hasUserCookie', target: 'signedIn' },
            { target: 'signedOut' },
          ],
        },
        signedOut: {
          on: {
            'session.signIn': {
              target: 'signedIn.user.known',
              actions: [
                'rememberSignIn',
                {
                  type: 'storeSession',
                  params: ({ event }) => event.session,
                },
              ],
            },
          },
        },
        signedIn: {
          type: 'parallel',
          on: {
            'session.logout': { target: 'signingOut' },
            'session.expired': {
              target: 'signedOut',
              actions: [
                { type: 'toastError', params: { message: SESSION_MESSAGES.sessionExpired } },
                'clearSession',
                'forget',
                { type: 'navigate', params: { to: '/login' } },
              ],
            },
            'session.unauthenticated': {
              target: 'signedOut',
              actions: [
                { type: 'toastError', params: { message: SESSION_MESSAGES.unauthenticated } },
                'clearSession',
                'forget',
                { type: 'navigate', params: { to: '/login' } },
              ],
            },
            'session.userChanged': {
              actions: [
                { type: 'rememberUser', params: ({ event }) => ({ user: event.user, isProfileCompleted: event.isProfileCompleted }) },
                {
                  type: 'storeSession',
                  params: ({ context, event }) => ({
                    accessToken: context.accessToken,
                    user: event.user,
                    isProfileCompleted: event.isProfileCompleted,
                  }),
                },
              ],
            },
            'session.signIn': {
              actions: ['rememberSignIn', { type: 'storeSession', params: ({ event }) => event.session }],
            },
          },
          states: {
            user: {
              initial: 'verifying',
              states: {
                /** GET auth/me on start: refresh the stored user and isProfileCompleted. */
                verifying: {
                  tags: ['verifying'],
                  invoke: {
                    src: 'fetchCurrentUser',
                    onDone: {
                      target: 'known',
                      actions: [
                        { type: 'rememberUser', params: ({ event }) => event.output },
                        {
                          type: 'storeSession',
                          params: ({ context, event }) => ({ accessToken: context.accessToken, ...event.output }),
                        },
                      ],
                    },
                    onError: [
                      {
                        guard: 'checkWasRefused',
                        target: '#session.account.signedOut',
                        actions: ['clearSession', 'clearSavedDraft', 'forget'],
                      },
                      // No answer (offline): keep the stored user and stay signed in.
                      { target: 'known' },
                    ],
                  },
                },
                known: {},
              },
            },
            token: {
              initial: 'fresh',
              states: {
                fresh: {
                  on: { 'session.renew': { target: 'renewing' } },
                },
                /** POST auth/token/renew with the refresh cookie; the API client retries the call once after. */
                renewing: {
                  tags: ['renewing'],
                  invoke: {
                    src: 'renewToken',
                    onDone: {
                      target: 'fresh',
                      actions: [
                        { type: 'rememberRenewal', params: ({ event }) => event.output },
                        { type: 'storeSession', params: ({ event }) => event.output },
                      ],
                    },
                    onError: {
                      target: '#session.account.signedOut',
                      actions: [
                        { type: 'toastError', params: { message: SESSION_MESSAGES.sessionExpired } },
                        'clearSession',
                        'forget',
                        { type: 'navigate', params: { to: '/login' } },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
        /** POST auth/logout; whatever it answers, every cookie goes and the visitor lands on /. */
        signingOut: {
          invoke: {
            src: 'logout',
            onDone: {
              target: 'signedOut',
              // The old CSRF token was bound to the ended session.
              actions: ['clearSession', 'forget', raise({ type: 'session.csrfStale' }), { type: 'navigate', params: { to: '/' } }],
            },
            onError: {
              target: 'signedOut',
              actions: ['clearSession', 'forget', raise({ type: 'session.csrfStale' }), { type: 'navigate', params: { to: '/' } }],
            },
          },
        },
      },
      on: {
        'session.restore': { target: '.deciding', reenter: true, actions: 'rememberStored' },
      },
    },
    csrf: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'fetchCsrfToken',
            onDone: { target: 'ready', actions: { type: 'storeCsrfToken', params: ({ event }) => ({ token: event.output }) } },
            onError: { target: 'unavailable' },
          },
          // Transitions stay inside this region (never on `csrf` itself), so they never conflict
          // with the account region's transitions for the same event.
          on: {
            'session.csrfRejected': { target: 'fetching', reenter: true },
            'session.signIn': { target: 'fetching', reenter: true },
            'session.csrfStale': { target: 'fetching', reenter: true },
          },
        },
        ready: {
          on: { 'session.csrfRejected': 'fetching', 'session.signIn': 'fetching', 'session.csrfStale': 'fetching' },
        },
        unavailable: {
          on: { 'session.csrfRejected': 'fetching', 'session.signIn': 'fetching', 'session.csrfStale': 'fetching' },
        },
      },
    },
  },
});

