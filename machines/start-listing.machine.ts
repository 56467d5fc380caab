import { assign, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { PlanKey } from '../src/shared/plan-names';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * Where 'Start Listing', 'List Your Property', the landing page's calls to action and the plan
 * cards lead (spec §4). One actor for the app; a click while a decision is under way is ignored,
 * so a double click cannot send the host to two places.
 *
 * Start listing, in the spec's order:
 *   1. not logged in → /login
 *   2. a draft listing exists → /draft-listing
 *   3. admin → /admin-property-listings
 *   4. a starter listing already exists → store the Starter plan id, then /start
 *   5. otherwise → /plan-selection
 *
 * A plan card: not logged in → /login; Starter stores its plan id, then /draft-listing when a draft
 * exists, otherwise /start; Supportive and All-Inclusive open the inquiry dialog. Admins never see
 * the cards; should one be chosen anyway, it leads where an admin's start-listing leads.
 */
export type Plan = { id: number; name: string };

/** Who is asking, read from the session at the moment of the click. */
export type Asker = { signedIn: boolean; admin: boolean };

export type StartListingEvent =
  | ({ type: 'startListing.begin' } & Asker)
  | ({ type: 'plan.choose'; plan: PlanKey } & Asker);

type StartListingContext = {
  admin: boolean;
  /** The plan card chosen, while its plan id is looked up. */
  chosen: PlanKey | null;
};

const ADMIN_HOME = '/admin-property-listings';

const planIdOf = (plans: Plan[], key: PlanKey): number | undefined => plans.find((plan) => plan.name === key)?.id;

/** Raised inside the plan lookup when the API's list lacks the plan (reference data gone wrong). */
export const PLAN_UNAVAILABLE = msg`This plan is not available right now. Please try again later.`;

/**
 * A failed check leaves the host where they were, told why. An expired session is the API client's
 * concern: it renews, or sends the host to /login.
 */
const failed = {
  target: '#startListing.idle',
  actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => ({ message: failureText(event.error) }) },
} as const;

export const startListingMachine = setup({
  types: { context: {} as StartListingContext, events: {} as StartListingEvent },
  actors: {
    /** Whether the host has a draft: the browser's draft marker first, then the server. */
    findDraft: fromPromise<boolean>(async () => {
      throw new Error('findDraft not provided');
    }),
    /** GET api/v1/web/properties/host/listed-properties/plan-check → starterListingExists. */
    checkStarterListing: fromPromise<boolean>(async () => {
      throw new Error('checkStarterListing not provided');
    }),
    /** GET api/v1/plans → id and name of each plan. */
    loadPlans: fromPromise<Plan[]>(async () => {
      throw new Error('loadPlans not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    storePlanId: (_, _params: { planId: number }) => {},
    openInquiry: (_, _params: { planId: number; plan: PlanKey }) => {},
    toastError: (_, _params: { message: UiText }) => {},
    showLoader: () => {},
    hideLoader: () => {},
  },
  guards: {
    signedOut: ({ event }) => !event.signedIn,
    isAdmin: ({ event }) => event.admin,
    askerIsAdmin: ({ context }) => context.admin,
  },
}).createMachine({
  id: 'startListing',
  initial: 'idle',
  context: { admin: false, chosen: null },
  states: {
    idle: {
      on: {
        'startListing.begin': [
          { guard: 'signedOut', actions: { type: 'navigate', params: { to: '/login' } } },
          { target: 'startingListing', actions: assign({ admin: ({ event }) => event.admin, chosen: null }) },
        ],
        'plan.choose': [
          { guard: 'signedOut', actions: { type: 'navigate', params: { to: '/login' } } },
          { guard: 'isAdmin', actions: { type: 'navigate', params: { to: ADMIN_HOME } } },
          { target: 'choosingPlan', actions: assign({ admin: false, chosen: ({ event }) => event.plan }) },
        ],
      },
    },

    startingListing: {
      tags: ['busy'],
      entry: 'showLoader',
      exit: 'hideLoader',
      initial: 'checkingDraft',
      states: {
        checkingDraft: {
          invoke: {
            src: 'findDraft',
            onDone: [
              { guard: ({ event }) => event.output, target: '#startListing.idle', actions: { type: 'navigate', params: { to: '/draft-listing' } } },
              { guard: 'askerIsAdmin', target: '#startListing.idle', actions: { type: 'navigate', params: { to: ADMIN_HOME } } },
              { target: 'checkingStarter' },
            ],
            onError: failed,
          },
        },
        checkingStarter: {
          invoke: {
            src: 'checkStarterListing',
            onDone: [
              { guard: ({ event }) => event.output, target: 'storingStarterPlan' },
              { target: '#startListing.idle', actions: { type: 'navigate', params: { to: '/plan-selection' } } },
            ],
            onError: failed,
          },
        },
        storingStarterPlan: {
          invoke: {
            src: 'loadPlans',
            onDone: [
              {
                guard: ({ event }) => planIdOf(event.output, 'STARTER') !== undefined,
                target: '#startListing.idle',
                actions: [
                  { type: 'storePlanId', params: ({ event }) => ({ planId: planIdOf(event.output, 'STARTER')! }) },
                  { type: 'navigate', params: { to: '/start' } },
                ],
              },
              { target: '#startListing.idle', actions: { type: 'toastError', params: () => ({ message: PLAN_UNAVAILABLE }) } },
            ],
            onError: failed,
          },
        },
      },
    },

    choosingPlan: {
      tags: ['busy'],
      entry: 'showLoader',
      exit: 'hideLoader',
      initial: 'loadingPlans',
      states: {
        loadingPlans: {
          invoke: {
            src: 'loadPlans',
            onDone: [
              {
                guard: ({ context, event }) => planIdOf(event.output, context.chosen!) === undefined,
                target: '#startListing.idle',
                actions: { type: 'toastError', params: () => ({ message: PLAN_UNAVAILABLE }) },
              },
              {
                guard: ({ context }) => context.chosen === 'STARTER',
                target: 'checkingDraft',
                actions: { type: 'storePlanId', params: ({ event }) => ({ planId: planIdOf(event.output, 'STARTER')! }) },
              },
              {
                target: '#startListing.idle',
                actions: {
                  type: 'openInquiry',
                  params: ({ context, event }) => ({ planId: planIdOf(event.output, context.chosen!)!, plan: context.chosen! }),
                },
              },
            ],
            onError: failed,
          },
        },
        checkingDraft: {
          invoke: {
            src: 'findDraft',
            onDone: [
              { guard: ({ event }) => event.output, target: '#startListing.idle', actions: { type: 'navigate', params: { to: '/draft-listing' } } },
              { target: '#startListing.idle', actions: { type: 'navigate', params: { to: '/start' } } },
            ],
            onError: failed,
          },
        },
      },
    },
  },
});
