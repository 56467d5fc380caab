import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { syncPanelMachine, type PropertySync } from '../../../machines/sync-panel.machine';
import { conflict, feed, propertySync, unit } from './sync-fixtures';

/** A panel whose reads answer from `answers` in turn (the last one repeats); each read is counted. */
function start(answers: (() => Promise<PropertySync>)[]) {
  let reads = 0;
  const actor = createActor(
    syncPanelMachine.provide({
      actors: {
        loadSync: fromPromise(async ({ input }) => {
          expect(input).toEqual({ propertyId: 7 });
          const answer = answers[Math.min(reads, answers.length - 1)];
          reads += 1;
          return answer();
        }),
      },
    }),
    { input: { propertyId: 7 } },
  );
  actor.start();
  return { actor, reads: () => reads };
}

describe('the sync panel machine', () => {
  it('loads the property’s units, links, feeds and conflicts', async () => {
    const { actor } = start([async () => propertySync({ conflicts: [conflict()] })]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(ready.context.sync?.units[0].exportLinks).toHaveLength(4);
    expect(ready.context.sync?.conflicts).toHaveLength(1);
  });

  it('tells a property that is not the host’s (404) from a failed load, and retries a failed one', async () => {
    const missing = start([
      async () => {
        throw { httpStatus: 404, message: 'NotFound.' };
      },
    ]);
    await waitFor(missing.actor, (s) => s.matches('missing'));

    let fail = true;
    const failing = start([
      async () => {
        if (fail) throw { message: 'Your connection was interrupted' };
        return propertySync();
      },
    ]);
    const failed = await waitFor(failing.actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Your connection was interrupted');
    fail = false;
    failing.actor.send({ type: 'sync.retry' });
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }));
  });

  it('shows a saved feed at once, then reads the panel again for the conflicts it opened', async () => {
    const added = feed({ id: 40, name: 'Vrbo', channel: 'vrbo' });
    let release: (value: PropertySync) => void = () => {};
    const { actor, reads } = start([
      async () => propertySync({ units: [unit({ feeds: [feed()] })] }),
      () => new Promise<PropertySync>((resolve) => (release = resolve)),
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'sync.feedSaved', feed: added });
    const shown = actor.getSnapshot();
    expect(shown.matches({ ready: 'refreshing' })).toBe(true);
    expect(shown.context.sync?.units[0].feeds.map((f) => f.id)).toEqual([31, 40]);
    release(propertySync({ units: [unit({ feeds: [feed(), added] })], conflicts: [conflict({ feedId: 40 })] }));
    const refreshed = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(refreshed.context.sync?.conflicts.map((c) => c.feedId)).toEqual([40]);
    expect(reads()).toBe(2);
  });

  it('replaces a synced feed’s health in place', async () => {
    const { actor } = start([async () => propertySync({ units: [unit({ feeds: [feed(), feed({ id: 32, name: 'Booking.com' })] })] })]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'sync.feedSaved', feed: feed({ lastStatus: 'error', lastError: 'The channel answered 404 Not Found: check the link' }) });
    const feeds = actor.getSnapshot().context.sync!.units[0].feeds;
    expect(feeds.map((f) => [f.id, f.lastStatus])).toEqual([
      [31, 'error'],
      [32, 'ok'],
    ]);
  });

  it('drops a removed feed with its conflicts, and never lets an older read undo the change', async () => {
    let releaseFirst: (value: PropertySync) => void = () => {};
    const before = propertySync({ units: [unit({ feeds: [feed()] })], conflicts: [conflict()] });
    const answers = [async () => before, () => new Promise<PropertySync>((resolve) => (releaseFirst = resolve)), async () => propertySync()];
    const { actor, reads } = start(answers);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'sync.refresh' });
    actor.send({ type: 'sync.feedRemoved', feedId: 31 });
    expect(actor.getSnapshot().context.sync?.units[0].feeds).toEqual([]);
    expect(actor.getSnapshot().context.sync?.conflicts).toEqual([]);
    // The read started before the removal answers late with the feed still there: it is ignored.
    releaseFirst(before);
    const settled = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && reads() === 3);
    expect(settled.context.sync?.units[0].feeds).toEqual([]);
  });

  it('puts a unit’s new export links in, keeping its feeds', async () => {
    const { actor, reads } = start([async () => propertySync({ units: [unit({ feeds: [feed()] })] })]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const rotated = unit({ exportLinks: [{ channel: 'airbnb', url: 'http://localhost:8080/api/v1/ical/NEW/airbnb.ics' }] });
    actor.send({ type: 'sync.unitSaved', unit: rotated });
    const shown = actor.getSnapshot().context.sync!.units[0];
    expect(shown.exportLinks).toEqual(rotated.exportLinks);
    expect(shown.feeds.map((f) => f.id)).toEqual([31]);
    expect(reads()).toBe(1);
  });

  it('keeps what is shown when a background read fails, and says so', async () => {
    const { actor } = start([
      async () => propertySync({ units: [unit({ feeds: [feed()] })] }),
      async () => {
        throw { message: 'Your connection was interrupted' };
      },
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'sync.refresh' });
    const after = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error !== null);
    expect(after.context.error).toBe('Your connection was interrupted');
    expect(after.context.sync?.units[0].feeds).toHaveLength(1);
  });
});
