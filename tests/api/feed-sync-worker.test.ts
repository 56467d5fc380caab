import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { icalFeeds } from '../../src/server/db/schema/index';
import { FEEDS_PER_UNIT_MAX } from '../../src/shared/ical-feed';
import { createFeedSyncWorker } from '../../src/server/modules/sync/feed-sync-worker';
import { fakeChannels, feedOf, syncApi } from './helpers/feeds';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
const MINUTE = 60_000;

const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());

let counter = 0;
/** Feeds added through the API (each fetched once on add), on one new unit. */
async function addFeeds(count: number): Promise<{ id: number; url: string }[]> {
  // A unit imports at most FEEDS_PER_UNIT_MAX calendars, so more feeds spread over more units.
  const place = await bookableProperty(t, host, { units: Math.ceil(count / FEEDS_PER_UNIT_MAX) });
  const feeds = [];
  for (let i = 0; i < count; i++) {
    const url = `https://calendar.example.com/worker/${++counter}.ics`;
    channels.serve(url, CALENDAR);
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[Math.floor(i / FEEDS_PER_UNIT_MAX)], { name: `Feed ${counter}`, channel: 'airbnb', url }), 201);
    feeds.push({ id: feed.id, url });
  }
  return feeds;
}

const makeDue = (ids: number[]) => t.db.update(icalFeeds).set({ nextFetchAt: new Date(t.clock().getTime() - 1000) }).where(inArray(icalFeeds.id, ids));
const rowOf = async (id: number) => (await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, id)))[0];
const fetchesOf = (url: string) => channels.calls.filter((call) => call.url === url).length;

function worker(holder = 'worker:test', deps = t.app.deps) {
  const logged: string[] = [];
  const w = createFeedSyncWorker({ deps, holder, concurrency: 3, log: { error: (_details, message) => void logged.push(message) } });
  return {
    logged,
    /** Claims and runs until nothing is due: one scheduler round. */
    async round() {
      const ran: number[] = [];
      for (let ids = await w.runDue(); ids.length > 0; ids = await w.runDue()) ran.push(...ids);
      return ran;
    },
  };
}

describe('the feed scheduler', () => {
  it('fetches each due feed once, leaves feeds not yet due alone, and schedules the next fetch 15 minutes ± 10 % on', async () => {
    const feeds = await addFeeds(6);
    const due = feeds.slice(0, 5);
    await makeDue(due.map((f) => f.id));
    const ran = await worker().round();
    expect(ran.sort()).toEqual(due.map((f) => f.id).sort());
    for (const feed of due) expect(fetchesOf(feed.url)).toBe(2); // on add, and in this round
    expect(fetchesOf(feeds[5].url)).toBe(1);
    for (const feed of due) {
      const row = await rowOf(feed.id);
      expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
      const minutes = (row.nextFetchAt.getTime() - t.clock().getTime()) / MINUTE;
      expect(minutes).toBeGreaterThanOrEqual(13.5 - 0.1);
      expect(minutes).toBeLessThanOrEqual(16.5);
    }
    expect(await worker().round()).toEqual([]);
  });

  it('records a failing feed’s reason and reschedules it, while the other feeds sync', async () => {
    const feeds = await addFeeds(3);
    channels.fail(feeds[1].url, 'The channel answered 500 Internal Server Error: the channel is having trouble, and the next sync will try again');
    await makeDue(feeds.map((f) => f.id));
    const roundStart = t.clock();
    expect((await worker().round()).sort()).toEqual(feeds.map((f) => f.id).sort());
    const [ok1, failed, ok2] = await Promise.all(feeds.map((f) => rowOf(f.id)));
    expect(failed).toMatchObject({ lastStatus: 'error', lastError: expect.stringMatching(/^The channel answered 500/), lockedBy: null });
    expect(failed.nextFetchAt.getTime()).toBeGreaterThan(t.clock().getTime() + 13 * MINUTE);
    for (const row of [ok1, ok2]) {
      expect(row.lastFetchedAt!.getTime()).toBeGreaterThanOrEqual(roundStart.getTime());
      expect(row.lastError ?? '').not.toMatch(/^The channel answered/);
    }
    expect([feeds[0], feeds[2]].map((f) => fetchesOf(f.url))).toEqual([2, 2]);
  });

  it('marks a feed failed and reschedules it when the sync itself throws (the database failed under it), and logs it', async () => {
    const [feed] = await addFeeds(1);
    await makeDue([feed.id]);
    // The sync's first query (reading the feed) fails as a dropped connection would.
    let failNext = true;
    const flakyDb = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'select' && failNext) {
          failNext = false;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const w = worker('worker:flaky', { ...t.app.deps, db: flakyDb });
    expect(await w.round()).toEqual([feed.id]);
    expect(w.logged).toEqual(['a scheduled feed sync failed']);
    const row = await rowOf(feed.id);
    expect(row).toMatchObject({ lastStatus: 'error', lastError: 'Something went wrong while syncing this calendar. It will be tried again at the next sync.', lockedBy: null });
    expect(row.nextFetchAt.getTime()).toBeGreaterThan(t.clock().getTime() + 13 * MINUTE);
  });

  it('takes over a feed held by a process that died, once its lease has run out', async () => {
    const [feed] = await addFeeds(1);
    await makeDue([feed.id]);
    await t.db.update(icalFeeds).set({ lockedBy: 'worker:crashed', lockedUntil: new Date(t.clock().getTime() + MINUTE) }).where(eq(icalFeeds.id, feed.id));
    expect(await worker().round()).toEqual([]);
    t.clock.advance(MINUTE);
    expect(await worker().round()).toEqual([feed.id]);
    expect(fetchesOf(feed.url)).toBe(2);
    const row = await rowOf(feed.id);
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
    expect(row.lastFetchedAt!.getTime()).toBeGreaterThanOrEqual(t.clock().getTime() - 1000);
  });
});

describe('syncs people ask for, against the scheduler', () => {
  it('gives the lease back after the first sync of a new feed, which is then not due', async () => {
    const [feed] = await addFeeds(1);
    const row = await rowOf(feed.id);
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
    expect(row.nextFetchAt.getTime()).toBeGreaterThan(t.clock().getTime());
    expect(await worker().round()).toEqual([]);
  });

  it('does not fetch a feed again on Sync now while a scheduler is fetching it', async () => {
    const [feed] = await addFeeds(1);
    await t.db.update(icalFeeds).set({ lockedBy: 'worker:elsewhere', lockedUntil: new Date(t.clock().getTime() + MINUTE) }).where(eq(icalFeeds.id, feed.id));
    expect(feedOf(await syncApi(t).syncNow(host, feed.id)).id).toBe(feed.id);
    expect(fetchesOf(feed.url)).toBe(1);
    await t.db.execute(sql`update ical_feeds set locked_by = null, locked_until = null where id = ${feed.id}`);
    feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(fetchesOf(feed.url)).toBe(2);
    expect(await rowOf(feed.id)).toMatchObject({ lockedBy: null });
  });
});
