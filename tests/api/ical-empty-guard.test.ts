import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { EMPTY_FEED_TEXT } from '../../src/shared/empty-feed';
import { calendarBlocks, icalFeeds } from '../../src/server/db/schema/index';
import { createFeedSyncWorker } from '../../src/server/modules/sync/feed-sync-worker';
import { expectErrorShape } from './helpers/expect-error-shape';
import { fakeChannels, feedOf, syncApi, syncOf } from './helpers/feeds';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * A channel that suddenly answers an empty calendar (issue 21, item 4): the nights its feed held
 * from today on stay blocked until a fetch one sync interval later is empty too, or the host
 * confirms. "Today" is 1 March 2031 in Sri Lanka; the interval is the default 15 minutes.
 */
const MINUTE = 60_000;
const calendar = (...events: [uid: string, from: string, to: string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test channel//EN',
    ...events.flatMap(([uid, from, to]) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`, 'SUMMARY:Reserved', 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const BOOKED = calendar(['stay-1@channel', '2031-03-10', '2031-03-13'], ['stay-2@channel', '2031-04-02', '2031-04-05']);
const BOOKED_NIGHTS = ['2031-03-10/2031-03-13', '2031-04-02/2031-04-05'];
const EMPTY = calendar();

const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  [host, otherHost] = await Promise.all([t.createUser(), t.createUser()]);
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(Date.parse('2031-03-01T09:00:00+05:30') - t.clock().getTime()));

let counter = 0;
async function unitWithFeed(body = BOOKED, etag?: string) {
  const place = await bookableProperty(t, host);
  const url = `https://calendar.example.com/${++counter}/calendar.ics`;
  channels.serve(url, body, etag);
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Airbnb – Room 1', channel: 'airbnb', url }), 201);
  return { place, unitId: place.unitIds[0], url, feed };
}

const nightsOf = async (unitId: number) =>
  (await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, unitId)).orderBy(asc(calendarBlocks.startsOn))).map((b) => `${b.startsOn}/${b.endsOn}`);
const confirmEmpty = (user: TestUser, feedId: number) => t.inject({ method: 'POST', url: `/api/v1/web/ical-feeds/${feedId}/confirm-empty`, headers: t.authFor(user) });
const dashboardOf = async (user: TestUser) => {
  const answer = await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(user) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as components['schemas']['Dashboard'];
};

/** The feed a call answered, checked to be marked empty since the call (the test clock runs on with real time). */
async function markedDuring(call: () => ReturnType<TestApp['inject']>) {
  const before = t.clock().getTime();
  const answer = await call();
  const feed = feedOf(answer);
  expect(Date.parse(feed.emptySince ?? '')).toBeGreaterThanOrEqual(before);
  expect(Date.parse(feed.emptySince ?? '')).toBeLessThanOrEqual(t.clock().getTime());
  return { answer, feed };
}

/** A feed that just came back empty: blocks kept, marked since now. */
async function feedThatCameBackEmpty() {
  const setup = await unitWithFeed();
  channels.serve(setup.url, EMPTY);
  const { feed: held } = await markedDuring(() => syncApi(t).syncNow(host, setup.feed.id));
  return { ...setup, held };
}

describe('a calendar that comes back empty', () => {
  it('keeps the blocks, marks the feed and tells the host on the sync screen and the dashboard', async () => {
    const { place, unitId, url, feed } = await unitWithFeed();
    expect(feed.emptySince).toBeNull();
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);

    channels.serve(url, EMPTY);
    const { answer, feed: held } = await markedDuring(() => syncApi(t).syncNow(host, feed.id));
    expect(answer.json().message).toBe(EMPTY_FEED_TEXT.title);
    // The read succeeded, so lastStatus stays ok; the counts still describe the calendar whose nights are kept.
    expect(held).toMatchObject({ lastStatus: 'ok', lastError: null, eventsSeen: 2, eventsAdded: 2 });
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);

    expect((await syncOf(t, host, place.propertyId)).units[0].feeds[0].emptySince).toBe(held.emptySince);
    const listed = (await dashboardOf(host)).sync.feedErrors.find((problem) => problem.feedId === feed.id);
    expect(listed).toMatchObject({ feedName: 'Airbnb – Room 1', propertyId: place.propertyId, emptySince: held.emptySince, lastError: EMPTY_FEED_TEXT.detail });
  });

  it("does not release the nights on a 'Sync now' pressed moments later, nor move the mark", async () => {
    const { unitId, feed, held } = await feedThatCameBackEmpty();
    t.clock.advance(5_000);
    const again = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(again.emptySince).toBe(held.emptySince);
    expect(Date.parse(again.lastFetchedAt!)).toBeGreaterThan(Date.parse(held.lastFetchedAt!));
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);
  });

  it('releases the nights when the scheduled fetch an interval later is still empty', async () => {
    const { unitId, feed, held } = await feedThatCameBackEmpty();
    // Whenever the jittered schedule puts the next fetch, it confirms the empty answer.
    const [row] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id));
    t.clock.advance(row!.nextFetchAt.getTime() - t.clock().getTime());
    expect(t.clock().getTime() - Date.parse(held.emptySince!)).toBeGreaterThanOrEqual(13.5 * MINUTE);
    const worker = createFeedSyncWorker({ deps: t.app.deps, holder: 'worker:empty-guard', log: { error: () => {} } });
    expect(await worker.runDue()).toContain(feed.id);

    expect(await nightsOf(unitId)).toEqual([]);
    const [after] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id));
    expect(after).toMatchObject({ emptySince: null, lastStatus: 'ok', eventsSeen: 0, eventsRemoved: 2 });
    expect((await dashboardOf(host)).sync.feedErrors.map((problem) => problem.feedId)).not.toContain(feed.id);
  });

  it('keeps the nights when a fetch just before the earliest scheduled time is still empty', async () => {
    const { unitId, feed, held } = await feedThatCameBackEmpty();
    t.clock.advance(13.5 * MINUTE - 5000);
    expect(feedOf(await syncApi(t).syncNow(host, feed.id)).emptySince).toBe(held.emptySince);
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);
  });

  it('clears the mark and syncs as usual when the calendar comes back with events', async () => {
    const { unitId, url, feed } = await feedThatCameBackEmpty();
    t.clock.advance(MINUTE);
    channels.serve(url, calendar(['stay-1@channel', '2031-03-10', '2031-03-13']));
    const back = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(back).toMatchObject({ emptySince: null, lastStatus: 'ok', eventsSeen: 1, eventsRemoved: 1 });
    expect(await nightsOf(unitId)).toEqual(['2031-03-10/2031-03-13']);

    // A later empty answer starts a new wait: the old mark confirms nothing.
    t.clock.advance(30 * MINUTE);
    channels.serve(url, EMPTY);
    await markedDuring(() => syncApi(t).syncNow(host, feed.id));
    expect(await nightsOf(unitId)).toEqual(['2031-03-10/2031-03-13']);
  });

  it('clears the mark when the channel answers that the calendar stored before is unchanged (304)', async () => {
    const { unitId, url, feed } = await unitWithFeed(BOOKED, '"v1"');
    channels.serve(url, EMPTY, '"v2"');
    expect(feedOf(await syncApi(t).syncNow(host, feed.id)).emptySince).not.toBeNull();
    channels.serve(url, BOOKED, '"v1"');
    const back = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(channels.calls.at(-1)!.validators.etag).toBe('"v1"');
    expect(back).toMatchObject({ emptySince: null, lastStatus: 'ok' });
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);
  });

  it('syncs an empty calendar at once when the feed held only past nights', async () => {
    const { unitId, url, feed } = await unitWithFeed(calendar(['stay-1@channel', '2031-03-02', '2031-03-05']));
    t.clock.advance(10 * 24 * 60 * MINUTE); // 11 March: that stay is history
    channels.serve(url, EMPTY);
    const synced = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(synced).toMatchObject({ emptySince: null, lastStatus: 'ok', eventsSeen: 0, eventsRemoved: 0 });
    expect(await nightsOf(unitId)).toEqual(['2031-03-02/2031-03-05']);
  });

  it('syncs an empty calendar at once when the feed held nothing', async () => {
    const { feed, url } = await unitWithFeed(EMPTY);
    expect(feed).toMatchObject({ emptySince: null, lastStatus: 'ok', eventsSeen: 0 });
    channels.serve(url, EMPTY);
    expect(feedOf(await syncApi(t).syncNow(host, feed.id)).emptySince).toBeNull();
  });
});

describe('confirmEmptyIcalFeed', () => {
  it('releases the nights at once when the host confirms, as a confirming fetch would', async () => {
    const { place, unitId, feed } = await feedThatCameBackEmpty();
    t.clock.advance(5_000);
    const answer = await confirmEmpty(host, feed.id);
    const released = feedOf(answer);
    expect(answer.json().message).toBe(EMPTY_FEED_TEXT.released);
    expect(released).toMatchObject({ emptySince: null, lastStatus: 'ok', eventsSeen: 0, eventsAdded: 0, eventsRemoved: 2 });
    expect(await nightsOf(unitId)).toEqual([]);
    expect((await syncOf(t, host, place.propertyId)).units[0].feeds[0].emptySince).toBeNull();
    // The validators of the calendar stored before are forgotten: a 304 must not bring it back as current.
    const [row] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id));
    expect(row).toMatchObject({ etag: null, lastModified: null });
  });

  it('answers 409 for a feed that did not come back empty, and changes nothing', async () => {
    const { unitId, feed } = await unitWithFeed();
    const body = expectErrorShape(await confirmEmpty(host, feed.id), 409);
    expect(body.message).toBe('This calendar has not come back empty, so there are no nights to release');
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);
  });

  it("answers 404 to another host, as for the feed's other operations, and keeps the nights", async () => {
    const { unitId, feed } = await feedThatCameBackEmpty();
    const body = expectErrorShape(await confirmEmpty(otherHost, feed.id), 404);
    expect(body.message).toBe('That calendar feed was not found');
    expect(await nightsOf(unitId)).toEqual(BOOKED_NIGHTS);
    const [row] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id));
    expect(row!.emptySince).not.toBeNull();
  });
});
