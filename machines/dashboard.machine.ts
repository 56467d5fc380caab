import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { failureText } from './failure-text';

/** /dashboard: one read of the host's day, with a retry when it fails and a refresh on demand. */
export type Dashboard = components['schemas']['Dashboard'];

type DashboardEvent = { type: 'dashboard.retry' } | { type: 'dashboard.refresh' };
type DashboardContext = { dashboard: Dashboard | null; error: string | null };
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
