import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Announcement } from '../../../machines/feed-outcome';
import { textIn } from '../../../machines/ui-text';
import { importFeedMachine } from '../../../machines/import-feed.machine';
import type { IcalFeed } from '../../../machines/sync-panel.machine';
import { feed } from './sync-fixtures';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

function start({ sync = async (): Promise<IcalFeed> => feed(), remove = async (): Promise<void> => {}, release = async (): Promise<IcalFeed> => feed() } = {}) {
  const changed: IcalFeed[] = [];
  const removed: number[] = [];
  const said: Announcement[] = [];
  const calls: string[] = [];
  const actor = createActor(
    importFeedMachine.provide({
      actors: {
        syncFeed: fromPromise(({ input }) => {
          calls.push(`sync ${input.feedId}`);
          return sync();
        }),
        removeFeed: fromPromise(({ input }) => {
          calls.push(`remove ${input.feedId}`);
          return remove();
        }),
        releaseEmptyFeed: fromPromise(({ input }) => {
          calls.push(`release ${input.feedId}`);
          return release();
        }),
      },
      actions: {
        feedChanged: (_, { feed: answer }) => void changed.push(answer),
        feedRemoved: (_, { feedId }) => void removed.push(feedId),
        // The machine says our words as descriptors: read here in English, as the screen shows them.
        announce: (_, announcement) => void said.push({ ...announcement, message: textIn(english, announcement.message) }),
      },
    }),
    { input: { feedId: 31 } },
  );
  actor.start();
  return { actor, changed, removed, said, calls };
}

describe('the import feed machine', () => {
  it('syncs now: busy while the server reads the calendar, then the feed’s new health goes to the panel', async () => {
    let finish: (value: IcalFeed) => void = () => {};
    const { actor, changed, said, calls } = start({ sync: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'feed.sync' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Pressing again, editing or removing while it runs does nothing.
    actor.send({ type: 'feed.sync' });
    actor.send({ type: 'feed.remove' });
    actor.send({ type: 'feed.edit' });
    expect(calls).toEqual(['sync 31']);
    finish(feed({ eventsSeen: 5, eventsAdded: 1, eventsChanged: 1, eventsRemoved: 0 }));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(changed.map((f) => f.eventsSeen)).toEqual([5]);
    expect(said).toEqual([{ tone: 'success', message: '“Airbnb – Garden room” is in sync. 5 events found: 1 added, 1 changed, 0 removed' }]);
  });

  it('does not call a feed with unreadable events simply in sync', async () => {
    const unreadableEvents = [{ uid: 'a@example.lk', reason: 'it ends before it starts' }, { uid: null, reason: 'it has no start date' }];
    const { actor, changed, said } = start({ sync: async () => feed({ eventsSeen: 3, eventsAdded: 0, eventsChanged: 0, eventsRemoved: 0, eventsUnreadable: 2, unreadableEvents }) });
    actor.send({ type: 'feed.sync' });
    await waitFor(actor, (s) => s.matches('idle') && changed.length === 1);
    expect(said).toEqual([{ tone: 'warning', message: '“Airbnb – Garden room” is in sync, but 2 events could not be read: see the list under it. 3 events found: 0 added, 0 changed, 0 removed' }]);
  });

  it('reports a channel that could not be reached as the feed’s error, in its words', async () => {
    const { actor, changed, said } = start({ sync: async () => feed({ lastStatus: 'error', lastError: 'The channel answered 500 Internal Server Error: the channel is having trouble, and the next sync will try again' }) });
    actor.send({ type: 'feed.sync' });
    await waitFor(actor, (s) => s.matches('idle') && changed.length === 1);
    expect(said[0]).toEqual({ tone: 'error', message: '“Airbnb – Garden room” could not be synced: The channel answered 500 Internal Server Error: the channel is having trouble, and the next sync will try again' });
  });

  it('keeps the message when the server itself could not be reached', async () => {
    const { actor, changed } = start({
      sync: async () => {
        throw { message: 'Your connection was interrupted' };
      },
    });
    actor.send({ type: 'feed.sync' });
    const after = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(after.context.error).toBe('Your connection was interrupted');
    expect(changed).toEqual([]);
    // The next press starts clean.
    actor.send({ type: 'feed.sync' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks before removing, removes nothing when dismissed, and tells the panel once removed', async () => {
    const { actor, removed, calls, said } = start();
    actor.send({ type: 'feed.remove' });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'feed.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);

    actor.send({ type: 'feed.remove' });
    actor.send({ type: 'feed.confirmRemove' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['remove 31']);
    expect(removed).toEqual([31]);
    expect(said[0].tone).toBe('success');
  });

  it('stays when removing fails, with the reason', async () => {
    const { actor, removed } = start({
      remove: async () => {
        throw { message: 'Sorry, something went wrong' };
      },
    });
    actor.send({ type: 'feed.remove' });
    actor.send({ type: 'feed.confirmRemove' });
    const after = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(after.context.error).toBe('Sorry, something went wrong');
    expect(removed).toEqual([]);
  });

  it('hands over to the edit form and passes on what it saved', () => {
    const { actor, changed } = start();
    actor.send({ type: 'feed.edit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'feed.saved', feed: feed({ name: 'Airbnb (main)' }) });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(changed.map((f) => f.name)).toEqual(['Airbnb (main)']);

    actor.send({ type: 'feed.edit' });
    actor.send({ type: 'feed.closeEdit' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(changed).toHaveLength(1);
  });

  it('warns when a sync finds the calendar came back empty, rather than calling it in sync', async () => {
    const { actor, changed, said } = start({ sync: async () => feed({ emptySince: '2026-11-22T01:45:00.000Z' }) });
    actor.send({ type: 'feed.sync' });
    await waitFor(actor, (s) => s.matches('idle') && changed.length === 1);
    expect(said).toHaveLength(1);
    expect(said[0]!.tone).toBe('warning');
    expect(said[0]!.message).toMatch(/^“Airbnb – Garden room”: This calendar came back empty\. .*stay blocked here until the next sync confirms it is empty\.$/);
  });

  it('releases the nights of a calendar that came back empty: busy meanwhile, then the feed goes to the panel', async () => {
    let finish: (value: IcalFeed) => void = () => {};
    const { actor, changed, said, calls } = start({ release: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'feed.releaseEmpty' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'feed.releaseEmpty' });
    actor.send({ type: 'feed.sync' });
    expect(calls).toEqual(['release 31']);
    finish(feed({ emptySince: null, eventsRemoved: 3 }));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(changed.map((f) => f.eventsRemoved)).toEqual([3]);
    expect(said).toEqual([{ tone: 'success', message: 'The nights this calendar blocked are open again' }]);
  });

  it('keeps the server’s refusal to release as the feed’s error', async () => {
    const { actor, changed } = start({ release: async () => Promise.reject({ httpStatus: 409, message: 'This calendar has not come back empty, so there are no nights to release' }) });
    actor.send({ type: 'feed.releaseEmpty' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This calendar has not come back empty, so there are no nights to release');
    expect(changed).toEqual([]);
  });
});
