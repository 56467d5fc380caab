import { setup, fromPromise } from 'xstate';

/**
 * The admin panel's entry points (spec §2, "Admin redirect routes"). Each route first forgets the
 * saved draft, the plan and this host's copy of the session (the admin panel's session lives in the
 * shared-domain cookies), then asks the session who is still signed in, and routes by its purpose,
 * or to /login. The routes are the admin panel's: a signed-in host who follows one (a forwarded
 * link) is told so and offered the dashboard, instead of being sent on to an admin screen whose
 * 403 would sign them out.
 */
const ADMIN_REDIRECT_PURPOSES = ['ADMIN_PROPERTY_LISTING', 'ADMIN_PROPERTY_EDIT', 'ADMIN_CALENDAR_REDIRECT'] as const;
export type AdminRedirectPurpose = (typeof ADMIN_REDIRECT_PURPOSES)[number];

/** Where each purpose leads a signed-in user. */
const ADMIN_REDIRECT_TARGETS: Record<AdminRedirectPurpose, (propertyId: string) => string> = {
  ADMIN_PROPERTY_LISTING: () => '/admin-property-listings',
  ADMIN_PROPERTY_EDIT: (propertyId) => `/main/finish/${encodeURIComponent(propertyId)}`,
  ADMIN_CALENDAR_REDIRECT: (propertyId) => `/calendar?propertyId=${encodeURIComponent(propertyId)}`,
};

export type AdminRedirectInput = { purpose: AdminRedirectPurpose; propertyId: string };

/** Who the session says is signed in once the local copies are cleared. */
export type SignedInRole = 'admin' | 'host' | null;

export const adminRedirectMachine = setup({
  types: {
    context: {} as AdminRedirectInput,
    input: {} as AdminRedirectInput,
  },
  actors: {
    /** Forgets the saved draft and plan, then this host's copy of the session (named actions inside). */
    clearLocalSession: fromPromise<void>(async () => {
      throw new Error('clearLocalSession not provided');
    }),
    /** Re-reads the session from the cookies that are left; resolves who is signed in, if anyone. */
    checkSession: fromPromise<SignedInRole>(async () => {
      throw new Error('checkSession not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    isListing: ({ context }) => context.purpose === 'ADMIN_PROPERTY_LISTING',
    isEdit: ({ context }) => context.purpose === 'ADMIN_PROPERTY_EDIT',
    isCalendar: ({ context }) => context.purpose === 'ADMIN_CALENDAR_REDIRECT',
  },
}).createMachine({
  id: 'adminRedirect',
  context: ({ input }) => input,
  initial: 'clearing',
  states: {
    // Clearing is an actor (not entry actions) so it is certainly done before the check starts.
    clearing: {
      invoke: {
        src: 'clearLocalSession',
        onDone: { target: 'checkingSession' },
        onError: { target: 'checkingSession' },
      },
    },
    checkingSession: {
      invoke: {
        src: 'checkSession',
        onDone: [
          { guard: ({ event }) => event.output === 'admin', target: 'routing' },
          { guard: ({ event }) => event.output === 'host', target: 'forAdministrators' },
          { target: 'redirected', actions: { type: 'navigate', params: { to: '/login' } } },
        ],
        onError: { target: 'redirected', actions: { type: 'navigate', params: { to: '/login' } } },
      },
    },
    routing: {
      always: [
        {
          guard: 'isListing',
          target: 'redirected',
          actions: { type: 'navigate', params: { to: ADMIN_REDIRECT_TARGETS.ADMIN_PROPERTY_LISTING('') } },
        },
        {
          guard: 'isEdit',
          target: 'redirected',
          actions: { type: 'navigate', params: ({ context }) => ({ to: ADMIN_REDIRECT_TARGETS.ADMIN_PROPERTY_EDIT(context.propertyId) }) },
        },
        {
          guard: 'isCalendar',
          target: 'redirected',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: ADMIN_REDIRECT_TARGETS.ADMIN_CALENDAR_REDIRECT(context.propertyId) }),
          },
        },
        { target: 'redirected', actions: { type: 'navigate', params: { to: '/login' } } },
      ],
    },
    /** A signed-in host: the screen says the link is for administrators and offers the dashboard. */
    forAdministrators: { type: 'final' },
    redirected: { type: 'final' },
  },
});
