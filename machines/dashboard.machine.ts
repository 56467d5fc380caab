import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { failureText } from './failure-text';
import { firstIncompleteStep, progressOf, stepPath } from './wizard-steps';
import type { UiText } from './ui-text';

/** /dashboard: one read of the host's day, with a retry when it fails and a refresh on demand. */
export type Dashboard = components['schemas']['Dashboard'];

type DashboardEvent = { type: 'dashboard.retry' } | { type: 'dashboard.refresh' };
type DashboardContext = { dashboard: Dashboard | null; error: UiText | null };
/** The figures the page already shows, when the server rendered it with them. */
type DashboardInput = { dashboard?: Dashboard | null } | undefined;

export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent, input: {} as DashboardInput },
  actors: {
    loadDashboard: fromPromise<Dashboard>(async () => {
      throw new Error('loadDashboard not provided');
    }),
  },
}).createMachine({
  id: 'dashboard',
  initial: 'starting',
  context: ({ input }) => ({ dashboard: input?.dashboard ?? null, error: null }),
  states: {
    // Figures given at the start are shown as they are; otherwise the first read begins.
    starting: { always: [{ guard: ({ context }) => context.dashboard !== null, target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadDashboard',
        onDone: { target: 'ready', actions: assign({ dashboard: ({ event }) => event.output, error: null }) },
        // A refresh that fails keeps the figures already on screen, with the message above them.
        onError: [
          { guard: ({ context }) => context.dashboard !== null, target: 'ready', actions: assign({ error: ({ event }) => failureText(event.error) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
        ],
      },
    },
    failed: { on: { 'dashboard.retry': 'loading' } },
    ready: { on: { 'dashboard.refresh': 'loading' } },
  },
});

/** Booked nights as a whole percentage of the nights for sale; null when nothing is for sale. */
export function occupancyPercent({ bookedNights, availableNights }: { bookedNights: number; availableNights: number }): number | null {
  return availableNights === 0 ? null : Math.round((bookedNights / availableNights) * 100);
}

/**
 * Which dashboard a host gets: 'setup' (the checklist first) until a listing has left draft, so
 * before any guest can book; 'today' (arrivals, departures, guests staying, requests first) after.
 */
export function dashboardKind(dashboard: Pick<Dashboard, 'setup'>): 'setup' | 'today' {
  return dashboard.setup.listing.done ? 'today' : 'setup';
}

type Setup = Dashboard['setup'];
export type SetupItemKey = 'listing' | 'profile' | 'photos' | 'otherSites' | 'calendarAndPrices';
/** One checklist item: whether it is done, and where it is done (null while it cannot be done yet). */
export type SetupItem = { key: SetupItemKey; done: boolean; to: string | null };

/** The checklist in the order a new host works through it, each item linking to where it is done. */
export function setupItems(setup: Setup): SetupItem[] {
  const draft = setup.draft;
  const listingTo = setup.listing.done ? null : draft ? stepPath(firstIncompleteStep(draft.completion, draft.isPropertyTypeRoomOrHomeStay).id, draft.propertyId) : null;
  const live = (id: number | null, to: (id: number) => string) => (id === null ? null : to(id));
  return [
    { key: 'listing', done: setup.listing.done, to: listingTo },
    { key: 'profile', done: setup.profile.done, to: '/profile' },
    { key: 'photos', done: setup.photos.done, to: live(setup.photos.propertyId, (id) => stepPath('image/01', id)) },
    { key: 'otherSites', done: setup.otherSites.done, to: live(setup.otherSites.propertyId, (id) => `/synchronize/${id}`) },
    { key: 'calendarAndPrices', done: setup.calendarAndPrices.done, to: live(setup.calendarAndPrices.propertyId, (id) => `/calendar?propertyId=${id}`) },
  ];
}

/** The draft's place in the wizard, as the wizard writes it: "Step 5 of 12". */
export function draftStep(draft: NonNullable<Setup['draft']>): { position: number; total: number } {
  return progressOf(firstIncompleteStep(draft.completion, draft.isPropertyTypeRoomOrHomeStay).id, draft.isPropertyTypeRoomOrHomeStay);
}
