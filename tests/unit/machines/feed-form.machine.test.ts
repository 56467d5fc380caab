import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Announcement } from '../../../machines/feed-outcome';
import { textIn } from '../../../machines/ui-text';
import { EMPTY_FEED_FIELDS, feedFormMachine, type FeedSaveRequest } from '../../../machines/feed-form.machine';
import type { IcalFeed } from '../../../machines/sync-panel.machine';
import { FEED_MESSAGES } from '../../../src/shared/ical-feed';
import { feed } from './sync-fixtures';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

function start({ save = async (_request: FeedSaveRequest): Promise<IcalFeed> => feed(), editing = false } = {}) {
  const requests: FeedSaveRequest[] = [];
  const saved: IcalFeed[] = [];
  const said: Announcement[] = [];
  let cancelled = 0;
  const actor = createActor(
    feedFormMachine.provide({
      actors: {
        saveFeed: fromPromise(({ input }) => {
          requests.push(input);
          return save(input);
        }),
      },
      actions: {
        feedSaved: (_, { feed: stored }) => void saved.push(stored),
        cancelled: () => void (cancelled += 1),
        // The machine says our words as descriptors: read here in English, as the screen shows them.
        announce: (_, announcement) => void said.push({ ...announcement, message: textIn(english, announcement.message) }),
      },
    }),
    { input: { unitId: 11, feed: editing ? feed() : null } },
  );
  actor.start();
  const fill = (name: string, channel: string, url: string) => {
    actor.send({ type: 'feed.change', field: 'name', value: name });
    actor.send({ type: 'feed.change', field: 'channel', value: channel });
    actor.send({ type: 'feed.change', field: 'url', value: url });
  };
  return { actor, fill, requests, saved, said, cancelled: () => cancelled };
}

describe('the feed form machine', () => {
  it('shows the shared rules’ messages and sends nothing while the form is wrong', () => {
    const { actor, fill, requests } = start();
    actor.send({ type: 'feed.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ name: FEED_MESSAGES.nameRequired, channel: FEED_MESSAGES.channelRequired, url: FEED_MESSAGES.urlRequired });

    fill('Airbnb', 'airbnb', 'ftp://example.com/cal.ics');
    actor.send({ type: 'feed.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ url: FEED_MESSAGES.urlScheme });
    fill('Airbnb', 'airbnb', 'https://guest:secret@example.com/cal.ics');
    actor.send({ type: 'feed.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ url: FEED_MESSAGES.urlCredentials });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('clears a field’s message as the host corrects it', () => {
    const { actor } = start();
    actor.send({ type: 'feed.submit' });
    actor.send({ type: 'feed.change', field: 'name', value: 'Vrbo' });
    expect(actor.getSnapshot().context.problems.name).toBeUndefined();
    expect(actor.getSnapshot().context.problems.url).toBe(FEED_MESSAGES.urlRequired);
  });

  it('adds a feed with the link as the rules read it, reports it, and empties the form for the next one', async () => {
    const { actor, fill, requests, saved, said } = start({ save: async () => feed({ id: 40, eventsSeen: 3, eventsAdded: 3, eventsRemoved: 0 }) });
    fill('  Airbnb – Garden room ', 'airbnb', 'webcal://www.airbnb.com/calendar/ical/1.ics?s=x#top');
    actor.send({ type: 'feed.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const after = await waitFor(actor, (s) => s.matches('editing'));
    expect(requests).toEqual([{ unitId: 11, feedId: null, body: { name: 'Airbnb – Garden room', channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x' } }]);
    expect(saved.map((f) => f.id)).toEqual([40]);
    expect(after.context.fields).toEqual(EMPTY_FEED_FIELDS);
    expect(said).toEqual([{ tone: 'success', message: '“Airbnb – Garden room” was added. 3 events found: 3 added, 0 changed, 0 removed' }]);
  });

  it('warns when the feed was saved but the calendar could not be read', async () => {
    const { actor, fill, said } = start({ save: async () => feed({ lastStatus: 'error', lastError: 'The channel answered 404 Not Found: check the link' }) });
    fill('Airbnb – Garden room', 'airbnb', 'https://example.com/cal.ics');
    actor.send({ type: 'feed.submit' });
    await waitFor(actor, (s) => s.matches('editing') && said.length > 0);
    expect(said).toEqual([{ tone: 'warning', message: '“Airbnb – Garden room” was added, but it could not be read yet: The channel answered 404 Not Found: check the link' }]);
  });

  it('puts the server’s field messages on the fields (a link imported twice: 409) and keeps what was typed', async () => {
    const { actor, fill, saved } = start({
      save: async () => {
        throw { httpStatus: 409, message: FEED_MESSAGES.urlTaken, fields: { url: FEED_MESSAGES.urlTaken } };
      },
    });
    fill('Airbnb', 'airbnb', 'https://example.com/cal.ics');
    actor.send({ type: 'feed.submit' });
    const after = await waitFor(actor, (s) => s.matches('editing') && s.context.problems.url !== undefined);
    expect(after.context.problems).toEqual({ url: FEED_MESSAGES.urlTaken });
    expect(after.context.fields.url).toBe('https://example.com/cal.ics');
    expect(saved).toEqual([]);
  });

  it('shows a failure that belongs to no field', async () => {
    const { actor, fill } = start({
      save: async () => {
        throw { message: 'Your connection was interrupted' };
      },
    });
    fill('Airbnb', 'airbnb', 'https://example.com/cal.ics');
    actor.send({ type: 'feed.submit' });
    const after = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(after.context.error).toBe('Your connection was interrupted');
  });

  it('edits a feed from its current values and ends once saved', async () => {
    const { actor, requests, saved } = start({ editing: true, save: async () => feed({ name: 'Airbnb (main)' }) });
    expect(actor.getSnapshot().context.fields).toEqual({ name: 'Airbnb – Garden room', channel: 'airbnb', url: feed().url });
    actor.send({ type: 'feed.change', field: 'name', value: 'Airbnb (main)' });
    actor.send({ type: 'feed.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests[0]).toMatchObject({ unitId: 11, feedId: 31, body: { name: 'Airbnb (main)' } });
    expect(saved.map((f) => f.name)).toEqual(['Airbnb (main)']);
  });

  it('cancels an edit without saving; the add form has nothing to cancel', () => {
    const edit = start({ editing: true });
    edit.actor.send({ type: 'feed.cancel' });
    expect(edit.actor.getSnapshot().status).toBe('done');
    expect(edit.cancelled()).toBe(1);
    expect(edit.requests).toEqual([]);

    const add = start();
    expect(add.actor.getSnapshot().can({ type: 'feed.cancel' })).toBe(false);
  });
});
