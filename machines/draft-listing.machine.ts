import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { failureText } from './failure-text';
import { firstIncompleteStep, stepPath, type ListingStepKey } from './wizard-steps';
import type { UiText } from './ui-text';

/**
 * /draft-listing (DOMAIN.md "Property lifecycle"): the host's one draft, with "continue" (to its
 * first incomplete step) and "discard" (after a confirmation). No draft when the page opens: the
 * browser's draft marker is stale (the draft was discarded or submitted on another device), so it
 * is cleared and the spec's start-listing decision runs again (§4: /start or the plan choice)
 * instead of leaving the host on an empty page. A draft discarded here stays on the page, with
 * its "List Your Property".
 */
export type DraftSummary = {
  id: number;
  name: string | null;
  isPropertyTypeRoomOrHomeStay: boolean;
  completion: Partial<Record<ListingStepKey, boolean>>;
  updatedAt: string;
};

type DraftListingEvent =
  | { type: 'draft.continue' }
  | { type: 'draft.discard' }
  | { type: 'draft.confirmDiscard' }
  | { type: 'draft.cancelDiscard' }
  | { type: 'draft.retry' };

export const DRAFT_DISCARDED = msg`Your draft listing was discarded.`;

type DraftListingContext = { draft: DraftSummary | null; error: UiText | null };

export const draftListingMachine = setup({
  types: { context: {} as DraftListingContext, events: {} as DraftListingEvent },
  actors: {
    /** The host's draft with its completion, or null. */
    loadDraft: fromPromise<DraftSummary | null>(async () => {
      throw new Error('loadDraft not provided');
    }),
    discardDraft: fromPromise<void, { id: number }>(async () => {
      throw new Error('discardDraft not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    clearDraftMarker: () => {},
    /** Runs the start-listing decision (start-listing.machine.ts) with the marker cleared. */
    startOver: () => {},
    toastSuccess: (_, _params: { message: UiText }) => {},
    toastError: (_, _params: { message: UiText }) => {},
  },
}).createMachine({
  id: 'draftListing',
  initial: 'loading',
  context: { draft: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadDraft',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'gone', actions: ['clearDraftMarker', assign({ draft: null })] },
          { target: 'ready', actions: assign({ draft: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'draft.retry': { target: 'loading' } } },
    /** The marker named a draft the server no longer has: on to the start, not a dead end. */
    gone: { tags: ['busy'], entry: 'startOver' },
    none: {},
    ready: {
      on: {
        'draft.continue': {
          actions: {
            type: 'navigate',
            params: ({ context }) => {
              const draft = context.draft!;
              return { to: stepPath(firstIncompleteStep(draft.completion, draft.isPropertyTypeRoomOrHomeStay).id, draft.id) };
            },
          },
        },
        'draft.discard': { target: 'confirming' },
      },
    },
    confirming: {
      on: {
        'draft.confirmDiscard': { target: 'discarding' },
        'draft.cancelDiscard': { target: 'ready' },
      },
    },
    discarding: {
      tags: ['busy'],
      invoke: {
        src: 'discardDraft',
        input: ({ context }) => ({ id: context.draft!.id }),
        onDone: {
          target: 'none',
          actions: ['clearDraftMarker', assign({ draft: null }), { type: 'toastSuccess', params: () => ({ message: DRAFT_DISCARDED }) }],
        },
        onError: {
          target: 'ready',
          actions: { type: 'toastError', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
  },
});
