import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { failureText } from './failure-text';
import { EMPTY_FEED_WORDS, feedOutcome, type Announcement } from './feed-outcome';
import type { IcalFeed } from './sync-panel.machine';
import type { UiText } from './ui-text';

/**
 * One import feed's actions: 'Sync now' (the server fetches and reads the calendar before it
 * answers, so the button shows progress and waits; the answer is the feed's new health), Edit (the
 * feed form takes over until it is saved or cancelled) and Remove, which asks first because the
 * nights the feed blocked open again. A feed that came back empty can have its nights released
 * at once (the host's confirmation; the button is only there while the feed is marked so, and the
 * server answers 409 otherwise). One feed's sync never holds up another's: each feed has its
 * own actor.
 */
type FeedContext = {
  feedId: number;
  /** The last sync's or removal's failure to reach the server (a channel's failure is in the feed's health). */
  error: UiText | null;
};

type FeedEvent =
  | { type: 'feed.sync' }
  | { type: 'feed.releaseEmpty' }
  | { type: 'feed.edit' }
  | { type: 'feed.saved'; feed: IcalFeed }
  | { type: 'feed.closeEdit' }
  | { type: 'feed.remove' }
  | { type: 'feed.confirmRemove' }
  | { type: 'feed.dismiss' };

export const importFeedMachine = setup({
  types: { context: {} as FeedContext, events: {} as FeedEvent, input: {} as { feedId: number } },
  actors: {
    syncFeed: fromPromise<IcalFeed, { feedId: number }>(async () => {
      throw new Error('syncFeed not provided');
    }),
    removeFeed: fromPromise<void, { feedId: number }>(async () => {
      throw new Error('removeFeed not provided');
    }),
    releaseEmptyFeed: fromPromise<IcalFeed, { feedId: number }>(async () => {
      throw new Error('releaseEmptyFeed not provided');
    }),
  },
  actions: {
    /** The feed's new health, for the panel. */
    feedChanged: (_, _params: { feed: IcalFeed }) => {},
    feedRemoved: (_, _params: { feedId: number }) => {},
    announce: (_, _params: Announcement) => {},
  },
}).createMachine({
  id: 'importFeed',
  context: ({ input }) => ({ feedId: input.feedId, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'feed.sync': { target: 'syncing', actions: assign({ error: null }) },
        'feed.releaseEmpty': { target: 'releasing', actions: assign({ error: null }) },
        'feed.edit': { target: 'editing', actions: assign({ error: null }) },
        'feed.remove': { target: 'confirmingRemoval', actions: assign({ error: null }) },
      },
    },
    syncing: {
      tags: ['busy'],
      invoke: {
        src: 'syncFeed',
        input: ({ context }) => ({ feedId: context.feedId }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'feedChanged', params: ({ event }) => ({ feed: event.output }) },
            { type: 'announce', params: ({ event }) => feedOutcome('synced', event.output) },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => failureText(event.error) }),
        },
      },
    },
    releasing: {
      tags: ['busy'],
      invoke: {
        src: 'releaseEmptyFeed',
        input: ({ context }) => ({ feedId: context.feedId }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'feedChanged', params: ({ event }) => ({ feed: event.output }) },
            { type: 'announce', params: { tone: 'success', message: EMPTY_FEED_WORDS.released } },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => failureText(event.error) }),
        },
      },
    },
    editing: {
      on: {
        'feed.saved': { target: 'idle', actions: { type: 'feedChanged', params: ({ event }) => ({ feed: event.feed }) } },
        'feed.closeEdit': 'idle',
      },
    },
    confirmingRemoval: {
      on: {
        'feed.confirmRemove': 'removing',
        'feed.dismiss': 'idle',
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeFeed',
        input: ({ context }) => ({ feedId: context.feedId }),
        onDone: {
          target: 'removed',
          actions: [
            { type: 'feedRemoved', params: ({ context }) => ({ feedId: context.feedId }) },
            { type: 'announce', params: { tone: 'success', message: msg`The calendar was removed and the nights it blocked are open again` } },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => failureText(event.error) }),
        },
      },
    },
    removed: { type: 'final' },
  },
});
