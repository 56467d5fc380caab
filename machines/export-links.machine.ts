import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { FeedChannel } from '../src/shared/ical-feed';
import { failureText } from './failure-text';
import type { Announcement } from './feed-outcome';
import type { SyncUnit } from './sync-panel.machine';
import type { UiText } from './ui-text';

/**
 * A unit's export links, one per channel: Copy (to the clipboard; where the browser refuses, the
 * link's text is selected so the host can copy it by hand) and 'Get new links', which asks first:
 * the unit has one secret, so every channel's link changes and the old ones stop working wherever
 * they were pasted.
 */
type LinksContext = {
  unitId: number;
  /** The channel whose link is being copied, or was selected for copying by hand. */
  channel: FeedChannel | null;
  url: string | null;
  error: UiText | null;
};

type LinksEvent =
  | { type: 'links.copy'; channel: FeedChannel; url: string }
  | { type: 'links.rotate' }
  | { type: 'links.confirmRotate' }
  | { type: 'links.dismiss' };

export const LINK_COPIED = msg`Link copied`;
export const LINK_SELECTED = msg`The link is selected: press Ctrl+C (⌘C on a Mac) to copy it`;
export const LINKS_REPLACED = msg`New links are ready. Paste each one into its channel again: the old links no longer work.`;

export const exportLinksMachine = setup({
  types: { context: {} as LinksContext, events: {} as LinksEvent, input: {} as { unitId: number } },
  actors: {
    /** Puts the text on the clipboard; rejects where the browser does not allow it. */
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText not provided');
    }),
    rotateLinks: fromPromise<SyncUnit, { unitId: number }>(async () => {
      throw new Error('rotateLinks not provided');
    }),
  },
  actions: {
    /** The fallback: the link's text selected on screen. */
    selectLink: (_, _params: { channel: FeedChannel }) => {},
    /** The unit's new links, for the panel. */
    linksReplaced: (_, _params: { unit: SyncUnit }) => {},
    announce: (_, _params: Announcement) => {},
  },
}).createMachine({
  id: 'exportLinks',
  context: ({ input }) => ({ unitId: input.unitId, channel: null, url: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'links.copy': { target: 'copying', actions: assign({ channel: ({ event }) => event.channel, url: ({ event }) => event.url, error: null }) },
        'links.rotate': { target: 'confirmingRotation', actions: assign({ error: null }) },
      },
    },
    copying: {
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({ text: context.url! }),
        onDone: { target: 'idle', actions: { type: 'announce', params: { tone: 'success', message: LINK_COPIED } } },
        onError: {
          target: 'idle',
          actions: [
            { type: 'selectLink', params: ({ context }) => ({ channel: context.channel! }) },
            { type: 'announce', params: { tone: 'info', message: LINK_SELECTED } },
          ],
        },
      },
    },
    confirmingRotation: {
      on: {
        'links.confirmRotate': 'rotating',
        'links.dismiss': 'idle',
      },
    },
    rotating: {
      tags: ['busy'],
      invoke: {
        src: 'rotateLinks',
        input: ({ context }) => ({ unitId: context.unitId }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'linksReplaced', params: ({ event }) => ({ unit: event.output }) },
            { type: 'announce', params: { tone: 'success', message: LINKS_REPLACED } },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
  },
});
