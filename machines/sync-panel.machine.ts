import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /synchronize/{propertyId}: the property's units with their export links and import feeds, and
 * its open conflicts. The feeds' own flows (add, edit, 'Sync now', remove) and the export links'
 * (copy, replace) run in their own machines and report what the server answered here, so the panel
 * shows it at once; after a feed changes the panel is read again in the background, because a sync
 * can open or close conflicts anywhere on the property.
 */
export type PropertySync = components['schemas']['PropertySync'];
export type SyncUnit = components['schemas']['SyncUnit'];
export type IcalFeed = components['schemas']['IcalFeed'];
export type SyncConflict = components['schemas']['SyncConflict'];

type PanelContext = {
  propertyId: number;
  sync: PropertySync | null;
  /** Why the panel could not be read (or re-read). */
  error: UiText | null;
};

type PanelEvent =
  | { type: 'sync.retry' }
  | { type: 'sync.refresh' }
  | { type: 'sync.feedSaved'; feed: IcalFeed }
  | { type: 'sync.feedRemoved'; feedId: number }
  | { type: 'sync.unitSaved'; unit: SyncUnit };

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { httpStatus?: unknown }).httpStatus === 404;

/** The feed put in its unit: replaced where it was, or added last (feeds show in the order they were added). */
function withFeed(sync: PropertySync, feed: IcalFeed): PropertySync {
  return {
    ...sync,
    units: sync.units.map((unit) => {
      if (unit.id !== feed.unitId) return unit;
      const known = unit.feeds.some((candidate) => candidate.id === feed.id);
      return { ...unit, feeds: known ? unit.feeds.map((candidate) => (candidate.id === feed.id ? feed : candidate)) : [...unit.feeds, feed] };
    }),
  };
}

/** The feed gone, with the conflicts its events had (its blocks went with it). */
function withoutFeed(sync: PropertySync, feedId: number): PropertySync {
  return {
    ...sync,
    units: sync.units.map((unit) => ({ ...unit, feeds: unit.feeds.filter((feed) => feed.id !== feedId) })),
    conflicts: sync.conflicts.filter((conflict) => conflict.feedId !== feedId),
  };
}

/** A unit's new export links (its feeds are unchanged by a replacement). */
function withUnitLinks(sync: PropertySync, saved: SyncUnit): PropertySync {
  return { ...sync, units: sync.units.map((unit) => (unit.id === saved.id ? { ...unit, exportLinks: saved.exportLinks } : unit)) };
}

export const syncPanelMachine = setup({
  types: { context: {} as PanelContext, events: {} as PanelEvent, input: {} as { propertyId: number } },
  actors: {
    loadSync: fromPromise<PropertySync, { propertyId: number }>(async () => {
      throw new Error('loadSync not provided');
    }),
  },
  guards: {
    notFound: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'syncPanel',
  context: ({ input }) => ({ propertyId: input.propertyId, sync: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSync',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: { target: 'ready', actions: assign({ sync: ({ event }) => event.output, error: null }) },
        onError: [
          // Another host's property answers exactly like one that does not exist.
          { guard: 'notFound', target: 'missing' },
          { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
        ],
      },
    },
    missing: {},
    failed: { on: { 'sync.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        // Each change restarts the background read, so an answer older than the change never lands.
        'sync.feedSaved': { target: '.refreshing', reenter: true, actions: assign({ sync: ({ context, event }) => withFeed(context.sync!, event.feed) }) },
        'sync.feedRemoved': { target: '.refreshing', reenter: true, actions: assign({ sync: ({ context, event }) => withoutFeed(context.sync!, event.feedId) }) },
        'sync.unitSaved': { actions: assign({ sync: ({ context, event }) => withUnitLinks(context.sync!, event.unit) }) },
        'sync.refresh': { target: '.refreshing', reenter: true },
      },
      states: {
        idle: {},
        refreshing: {
          invoke: {
            src: 'loadSync',
            input: ({ context }) => ({ propertyId: context.propertyId }),
            onDone: { target: 'idle', actions: assign({ sync: ({ event }) => event.output, error: null }) },
            // What is on screen stays; the message says it may be out of date.
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureText(event.error) }) },
          },
        },
      },
    },
  },
});
