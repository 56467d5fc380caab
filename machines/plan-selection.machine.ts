import { assign, fromPromise, setup } from 'xstate';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /plan-selection's list: the plans come from GET api/v1/plans (spec §2, §7). Loading, the cards,
 * or the failure with a retry. Choosing a card is the start-listing flow's business.
 */
export type OfferedPlan = {
  id: number;
  name: string;
  displayName: string;
  payoutText: string;
  features: string[];
};

type PlanSelectionContext = { plans: OfferedPlan[]; error: UiText | null };

export const planSelectionMachine = setup({
  types: { context: {} as PlanSelectionContext, events: {} as { type: 'plans.retry' } },
  actors: {
    loadPlans: fromPromise<OfferedPlan[]>(async () => {
      throw new Error('loadPlans not provided');
    }),
  },
}).createMachine({
  id: 'planSelection',
  initial: 'loading',
  context: { plans: [], error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlans',
        onDone: { target: 'ready', actions: assign({ plans: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'plans.retry': { target: 'loading' } },
    },
  },
});
