import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarBlocks, icalFeeds } from '../../src/server/db/schema/index';
import { fakeChannels, feedOf, syncApi } from './helpers/feeds';
import { api, bookableProperty, type PropertyCalendar } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Feeds shaped like the channels' exports (tests/fixtures/ical), synced through the API with a
 * stand-in fetcher, and the blocks they leave: in the database and on the calendar.
 * The fixtures are dated 2031; "today" is 1 March 2031 in Sri Lanka.
 */
const fixture = (name: string) => readFileSync(`tests/fixtures/ical/${name}`, 'utf8');
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(Date.parse('2031-03-01T09:00:00+05:30') - t.clock().getTime()));

let counter = 0;
/** A unit with a feed of `channel` serving `name`, synced once (as adding it does). */
async function unitWithFeed(name: string, channel = 'airbnb') {
  const place = await bookableProperty(t, host);
  const url = `https://calendar.example.com/${++counter}/${name}`;
  channels.serve(url, fixture(name));
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: `${channel} calendar`, channel, url }), 201);
  return { place, unitId: place.unitIds[0], url, feed };
}

/** The unit's blocks as [first night, morning after, channel]. */
async function blocksOf(unitId: number) {
  const rows = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, unitId)).orderBy(asc(calendarBlocks.startsOn));
  return rows.map((b) => [b.startsOn, b.endsOn, b.channel]);
}

async function calendarOf(propertyId: number, from: string, to: string): Promise<PropertyCalendar> {
  const response = await api(t).calendar(host, propertyId, from, to);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function resync(feedId: number, url: string, name: string) {
  channels.serve(url, fixture(name));
  return feedOf(await syncApi(t).syncNow(host, feedId));
}

describe('importing channel exports', () => {
  it("blocks the nights of Airbnb's reservations and closed nights, and leaves its past stay out", async () => {
    const { unitId, feed, place } = await unitWithFeed('airbnb.ics');
    expect(feed).toMatchObject({ lastStatus: 'ok', lastError: null, eventsSeen: 3, eventsPast: 1, eventsAdded: 3, eventsChanged: 0, eventsRemoved: 0, openConflicts: 0 });
    expect(await blocksOf(unitId)).toEqual([
      ['2031-03-10', '2031-03-13', 'airbnb'],
      ['2031-03-20', '2031-03-24', 'airbnb'],
      ['2031-04-02', '2031-04-05', 'airbnb'],
    ]);
    // The calendar shows them, with what Airbnb calls them and the feed's name.
    const calendar = await calendarOf(place.propertyId, '2031-03-09', '2031-03-14');
    expect(calendar.units[0].nights.map((n) => n.status)).toEqual(['available', 'blocked', 'blocked', 'blocked', 'available']);
    expect(calendar.units[0].blocks).toEqual([
      { id: expect.any(Number), startsOn: '2031-03-10', endsOn: '2031-03-13', source: 'import', channel: 'airbnb', note: null, importKind: 'reserved', feedName: 'airbnb calendar' },
    ]);
    const closed = (await calendarOf(place.propertyId, '2031-03-20', '2031-03-21')).units[0].blocks[0];
    expect(closed).toMatchObject({ importKind: 'unavailable', channel: 'airbnb' });
  });

  it("blocks Booking.com's 'CLOSED - Not available' nights", async () => {
    const { unitId, feed } = await unitWithFeed('booking-com.ics', 'booking_com');
    expect(feed).toMatchObject({ eventsSeen: 3, eventsAdded: 3 });
    expect(await blocksOf(unitId)).toEqual([
      ['2031-03-05', '2031-03-08', 'booking_com'],
      ['2031-03-15', '2031-03-16', 'booking_com'],
      ['2031-04-10', '2031-04-20', 'booking_com'],
    ]);
  });

  it("blocks Vrbo's timed stays by their Colombo dates", async () => {
    const { unitId } = await unitWithFeed('vrbo.ics', 'vrbo');
    expect(await blocksOf(unitId)).toEqual([
      ['2031-03-10', '2031-03-13', 'vrbo'],
      ['2031-03-20', '2031-03-22', 'vrbo'],
      ['2031-04-01', '2031-04-04', 'vrbo'],
    ]);
  });

  it('turns UTC, TZID and floating times into Colombo nights, and leaves out the event without a start', async () => {
    const { unitId, feed } = await unitWithFeed('cases-timed.ics', 'other');
    expect(feed).toMatchObject({ lastStatus: 'ok', eventsSeen: 8, eventsAdded: 8 });
    expect(await blocksOf(unitId)).toEqual([
      ['2031-03-12', '2031-03-13', 'other'],
      ['2031-03-16', '2031-03-18', 'other'],
      ['2031-03-20', '2031-03-22', 'other'],
      ['2031-03-25', '2031-03-27', 'other'],
      ['2031-04-01', '2031-04-04', 'other'],
      ['2031-04-10', '2031-04-11', 'other'],
      ['2031-04-15', '2031-04-16', 'other'],
      ['2031-04-20', '2031-04-22', 'other'],
    ]);
  });
});

describe('the next syncs', () => {
  it('moves a stay whose dates changed, removes what disappeared, adds what is new, keeps the past', async () => {
    const { unitId, feed, url } = await unitWithFeed('airbnb.ics');
    const next = await resync(feed.id, url, 'airbnb-next-sync.ics');
    expect(next).toMatchObject({ lastStatus: 'ok', eventsSeen: 3, eventsAdded: 1, eventsChanged: 1, eventsRemoved: 1 });
    expect(await blocksOf(unitId)).toEqual([
      ['2031-03-10', '2031-03-13', 'airbnb'],
      ['2031-04-03', '2031-04-07', 'airbnb'],
      ['2031-05-01', '2031-05-03', 'airbnb'],
    ]);
    // The same calendar again changes nothing.
    const again = await resync(feed.id, url, 'airbnb-next-sync.ics');
    expect(again).toMatchObject({ eventsSeen: 3, eventsAdded: 0, eventsChanged: 0, eventsRemoved: 0 });
    expect(await blocksOf(unitId)).toHaveLength(3);
  });

  it('keeps one block per UID from duplicates, by SEQUENCE, DTSTAMP and order', async () => {
    const { unitId, feed } = await unitWithFeed('cases-duplicates.ics', 'other');
    expect(feed).toMatchObject({ eventsSeen: 4, eventsAdded: 4 });
    const rows = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, unitId)).orderBy(asc(calendarBlocks.startsOn));
    expect(rows.map((b) => [b.feedUid, b.startsOn, b.endsOn])).toEqual([
      ['by-sequence', '2031-03-11', '2031-03-14'],
      // Overlapping another UID of the same feed: it gets the nights not already taken.
      ['overlaps-another-uid', '2031-03-14', '2031-03-16'],
      ['repeated', '2031-03-25', '2031-03-27'],
      ['by-stamp', '2031-04-05', '2031-04-08'],
    ]);
  });

  it('removes the block of an event the channel cancels, and never adds one cancelled from the start', async () => {
    const { unitId, feed, url } = await unitWithFeed('cases-cancelled-before.ics', 'other');
    expect(await blocksOf(unitId)).toEqual([
      ['2031-03-10', '2031-03-12', 'other'],
      ['2031-03-15', '2031-03-17', 'other'],
    ]);
    const after = await resync(feed.id, url, 'cases-cancelled-after.ics');
    expect(after).toMatchObject({ eventsSeen: 1, eventsAdded: 0, eventsRemoved: 1 });
    expect(await blocksOf(unitId)).toEqual([['2031-03-15', '2031-03-17', 'other']]);
  });

  it('keeps the blocks when the channel answers 304, and asks with its ETag', async () => {
    const place = await bookableProperty(t, host);
    const url = `https://calendar.example.com/${++counter}/etag.ics`;
    channels.serve(url, fixture('booking-com.ics'), '"booking-v1"');
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Booking.com', channel: 'booking_com', url }), 201);
    const before = channels.calls.length;
    const again = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(channels.calls.slice(before)).toEqual([{ url, validators: { etag: '"booking-v1"', lastModified: null } }]);
    expect(again).toMatchObject({ lastStatus: 'ok', eventsSeen: 3, eventsAdded: 3 });
    expect(await blocksOf(place.unitIds[0])).toHaveLength(3);
  });

  it('keeps the blocks when a fetch fails or the answer is not a calendar, and says why', async () => {
    const { unitId, feed, url } = await unitWithFeed('airbnb.ics');
    channels.fail(url, 'The calendar took longer than 10 seconds to answer');
    expect(feedOf(await syncApi(t).syncNow(host, feed.id))).toMatchObject({ lastStatus: 'error', lastError: 'The calendar took longer than 10 seconds to answer' });
    channels.serve(url, fixture('not-a-calendar.html'));
    const broken = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(broken.lastStatus).toBe('error');
    expect(broken.lastError).toMatch(/did not return a calendar/);
    expect(await blocksOf(unitId)).toHaveLength(3);
  });

  it('relabels the blocks when the feed moves to another channel, and frees the nights when it is deleted', async () => {
    const { unitId, feed } = await unitWithFeed('booking-com.ics', 'other');
    feedOf(await syncApi(t).update(host, feed.id, { name: 'Booking.com', channel: 'booking_com', url: feed.url }));
    expect((await blocksOf(unitId)).map((b) => b[2])).toEqual(['booking_com', 'booking_com', 'booking_com']);
    expect((await syncApi(t).remove(host, feed.id)).statusCode).toBe(200);
    expect(await blocksOf(unitId)).toEqual([]);
    expect(await t.db.select().from(icalFeeds).where(and(eq(icalFeeds.id, feed.id)))).toEqual([]);
  });
});
