import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { exportLinksMachine, LINK_COPIED, LINK_SELECTED, LINKS_REPLACED } from '../../../machines/export-links.machine';
import type { Announcement } from '../../../machines/feed-outcome';
import type { SyncUnit } from '../../../machines/sync-panel.machine';
import type { FeedChannel } from '../../../src/shared/ical-feed';
import { unit } from './sync-fixtures';

function start({ copy = async (_text: string): Promise<void> => {}, rotate = async (): Promise<SyncUnit> => unit() } = {}) {
  const copied: string[] = [];
  const selected: FeedChannel[] = [];
  const replaced: SyncUnit[] = [];
  const said: Announcement[] = [];
  const rotations: number[] = [];
  const actor = createActor(
    exportLinksMachine.provide({
      actors: {
        copyText: fromPromise(async ({ input }) => {
          await copy(input.text);
          copied.push(input.text);
        }),
        rotateLinks: fromPromise(({ input }) => {
          rotations.push(input.unitId);
          return rotate();
        }),
      },
      actions: {
        selectLink: (_, { channel }) => void selected.push(channel),
        linksReplaced: (_, { unit: saved }) => void replaced.push(saved),
        announce: (_, announcement) => void said.push(announcement),
      },
    }),
    { input: { unitId: 11 } },
  );
  actor.start();
  return { actor, copied, selected, replaced, said, rotations };
}

const AIRBNB_LINK = 'http://localhost:8080/api/v1/ical/abc/airbnb.ics';

describe('the export links machine', () => {
  it('copies a link and says so', async () => {
    const { actor, copied, selected, said } = start();
    actor.send({ type: 'links.copy', channel: 'airbnb', url: AIRBNB_LINK });
    await waitFor(actor, (s) => s.matches('idle') && said.length === 1);
    expect(copied).toEqual([AIRBNB_LINK]);
    expect(selected).toEqual([]);
    expect(said).toEqual([{ tone: 'success', message: LINK_COPIED }]);
  });

  it('selects the link’s text for copying by hand where the browser refuses the clipboard', async () => {
    const { actor, selected, said } = start({
      copy: async () => {
        throw new Error('No clipboard here');
      },
    });
    actor.send({ type: 'links.copy', channel: 'booking_com', url: AIRBNB_LINK });
    await waitFor(actor, (s) => s.matches('idle') && said.length === 1);
    expect(selected).toEqual(['booking_com']);
    expect(said).toEqual([{ tone: 'info', message: LINK_SELECTED }]);
  });

  it('asks before replacing the links, and replaces nothing when dismissed', async () => {
    const fresh = unit({ exportLinks: [{ channel: 'airbnb', url: 'http://localhost:8080/api/v1/ical/NEW/airbnb.ics' }] });
    const { actor, rotations, replaced, said } = start({ rotate: async () => fresh });
    actor.send({ type: 'links.rotate' });
    expect(actor.getSnapshot().matches('confirmingRotation')).toBe(true);
    actor.send({ type: 'links.dismiss' });
    expect(rotations).toEqual([]);

    actor.send({ type: 'links.rotate' });
    actor.send({ type: 'links.confirmRotate' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(rotations).toEqual([11]);
    expect(replaced).toEqual([fresh]);
    expect(said).toEqual([{ tone: 'success', message: LINKS_REPLACED }]);
  });

  it('keeps the old links on screen when replacing fails, with the reason', async () => {
    const { actor, replaced } = start({
      rotate: async () => {
        throw { message: 'Your connection was interrupted' };
      },
    });
    actor.send({ type: 'links.rotate' });
    actor.send({ type: 'links.confirmRotate' });
    const after = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(after.context.error).toBe('Your connection was interrupted');
    expect(replaced).toEqual([]);
  });
});
