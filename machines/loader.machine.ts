import { assign, setup } from 'xstate';

/**
 * The global loading overlay. Several flows may show it at once (a save while a list loads), so
 * the machine counts: it stays visible until every 'loader.show' has had its 'loader.hide'.
 * A stray hide while hidden is ignored rather than driving the count negative.
 */
export type LoaderEvent = { type: 'loader.show' } | { type: 'loader.hide' };

export const loaderMachine = setup({
  types: {
    context: {} as { pending: number },
    events: {} as LoaderEvent,
  },
  actions: {
    countShow: assign({ pending: ({ context }) => context.pending + 1 }),
    countHide: assign({ pending: ({ context }) => context.pending - 1 }),
  },
  guards: {
    isLastHide: ({ context }) => context.pending <= 1,
  },
}).createMachine({
  id: 'loader',
  initial: 'hidden',
  context: { pending: 0 },
  states: {
    hidden: {
      on: {
        'loader.show': { target: 'visible', actions: 'countShow' },
      },
    },
    visible: {
      tags: ['busy'],
      on: {
        'loader.show': { actions: 'countShow' },
        'loader.hide': [
          { guard: 'isLastHide', target: 'hidden', actions: 'countHide' },
          { actions: 'countHide' },
        ],
      },
    },
  },
});
