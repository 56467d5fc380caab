import { assign, fromPromise, setup } from 'xstate';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /view/{propertyId}: the listing as guests will see it. Loads the listing with the reference lists
 * it names; a failure is shown with a retry (a 404 has already taken the app to /not-found).
 * Generic over what is loaded, so the machine stays free of the screen's shapes.
 */
type PropertyViewEvent = { type: 'view.retry' };

export const propertyViewMachine = setup({
  types: {
    context: {} as { propertyId: number; data: unknown; error: UiText | null },
    events: {} as PropertyViewEvent,
    input: {} as { propertyId: number },
  },
  actors: {
    loadView: fromPromise<unknown, { propertyId: number }>(async () => {
      throw new Error('loadView not provided');
    }),
  },
}).createMachine({
  id: 'propertyView',
  initial: 'loading',
  context: ({ input }) => ({ propertyId: input.propertyId, data: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadView',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'view.retry': { target: 'loading' } } },
    ready: {},
  },
});
