import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icalFeeds } from '../../src/server/db/schema/index';
import { FEED_MESSAGES } from '../../src/shared/ical-feed';
import { expectErrorShape } from './helpers/expect-error-shape';
import { fakeChannels, feedOf, syncApi, syncOf } from './helpers/feeds';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

const EMPTY_CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';

const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  [host, otherHost, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
});
afterAll(() => t?.close());

let feedCounter = 0;
const newUrl = () => `https://calendar.example.com/feeds/${++feedCounter}.ics`;
const feedBody = (url: string, extra: Record<string, unknown> = {}) => ({ name: 'Airbnb – Room 1', channel: 'airbnb', url, ...extra });

describe('getPropertySync', () => {
  it('lists every unit with an export link per channel, each with a 256-bit secret, and no feeds yet', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const sync = await syncOf(t, host, place.propertyId);
    expect(sync).toMatchObject({ propertyId: place.propertyId, propertyName: 'Lagoon Villa', syncIntervalMinutes: 15, conflicts: [] });
    expect(sync.units.map((u) => u.id)).toEqual(place.unitIds);
    for (const unit of sync.units) {
      expect(unit.feeds).toEqual([]);
      expect(unit.exportLinks.map((l) => l.channel)).toEqual(['airbnb', 'booking_com', 'vrbo', 'other']);
      for (const link of unit.exportLinks) expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/v1/ical/[A-Za-z0-9_-]{43}/${link.channel}\\.ics$`));
    }
    // Each unit has its own secret, and reading the screen again keeps it.
    const secret = (url: string) => url.split('/').at(-2);
    expect(secret(sync.units[0].exportLinks[0].url)).not.toBe(secret(sync.units[1].exportLinks[0].url));
    expect((await syncOf(t, host, place.propertyId)).units[0].exportLinks).toEqual(sync.units[0].exportLinks);
  });

  it("answers 404 to another host and lets an admin read any property's", async () => {
    const place = await bookableProperty(t, host);
    expectErrorShape(await syncApi(t).get(otherHost, place.propertyId), 404);
    expect((await syncOf(t, admin, place.propertyId)).units).toHaveLength(1);
  });
});

describe('createIcalFeed', () => {
  it('saves the feed and fetches it at once, with its health', async () => {
    const place = await bookableProperty(t, host);
    const url = newUrl();
    channels.serve(url, EMPTY_CALENDAR, '"v1"');
    const before = channels.calls.length;
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], feedBody(url)), 201);
    expect(channels.calls.slice(before)).toEqual([{ url, validators: { etag: null, lastModified: null } }]);
    expect(feed).toMatchObject({ unitId: place.unitIds[0], name: 'Airbnb – Room 1', channel: 'airbnb', url, lastStatus: 'ok', lastError: null, openConflicts: 0 });
    expect(Date.parse(feed.lastFetchedAt!)).toBeGreaterThan(0);
    // Due again in 15 minutes ± 10 %.
    const dueInMinutes = (Date.parse(feed.nextFetchAt!) - Date.parse(feed.lastFetchedAt!)) / 60_000;
    expect(dueInMinutes).toBeGreaterThanOrEqual(13.5);
    expect(dueInMinutes).toBeLessThanOrEqual(16.5);
    const [row] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id));
    expect(row.etag).toBe('"v1"');
    expect((await syncOf(t, host, place.propertyId)).units[0].feeds).toEqual([feed]);
  });

  it('still saves a feed the channel refuses, with the reason in plain words', async () => {
    const place = await bookableProperty(t, host);
    const url = newUrl();
    channels.fail(url, 'The channel answered 404 Not Found: check the link');
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], feedBody(url, { channel: 'booking_com' })), 201);
    expect(feed).toMatchObject({ channel: 'booking_com', lastStatus: 'error', lastError: 'The channel answered 404 Not Found: check the link', eventsSeen: 0 });
  });

  it('reads webcal:// as https:// and refuses the same calendar twice in one unit with 409', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const url = newUrl();
    channels.serve(url, EMPTY_CALENDAR);
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], feedBody(url.replace('https://', 'webcal://'))), 201);
    expect(feed.url).toBe(url);
    const again = expectErrorShape(await syncApi(t).add(host, place.unitIds[0], feedBody(url, { name: 'Again' })), 409);
    expect(again.message).toEqual({ url: FEED_MESSAGES.urlTaken });
    // Another unit may import it.
    feedOf(await syncApi(t).add(host, place.unitIds[1], feedBody(url)), 201);
  });

  it.each([
    [{ name: '   ' }, 'name', FEED_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', FEED_MESSAGES.nameTooLong],
    [{ url: 'ftp://calendar.example.com/a.ics' }, 'url', FEED_MESSAGES.urlScheme],
    [{ url: 'https://user:secret@calendar.example.com/a.ics' }, 'url', FEED_MESSAGES.urlCredentials],
    [{ url: 'not a link' }, 'url', FEED_MESSAGES.urlInvalid],
    [{ url: '' }, 'url', FEED_MESSAGES.urlRequired],
  ])('refuses %j with 422 naming the field, and fetches nothing', async (change, field, message) => {
    const place = await bookableProperty(t, host);
    const before = channels.calls.length;
    const body = expectErrorShape(await syncApi(t).add(host, place.unitIds[0], feedBody(newUrl(), change)), 422);
    expect(body.message).toEqual({ [field]: message });
    expect(channels.calls.length).toBe(before);
  });

  it('refuses an unknown channel and stray fields with 400', async () => {
    const place = await bookableProperty(t, host);
    expectErrorShape(await syncApi(t).add(host, place.unitIds[0], feedBody(newUrl(), { channel: 'expedia' })), 400);
    expectErrorShape(await syncApi(t).add(host, place.unitIds[0], feedBody(newUrl(), { lastStatus: 'ok' })), 400);
  });

  it("answers 404 for another host's unit and saves nothing; an admin may add one", async () => {
    const place = await bookableProperty(t, host);
    const url = newUrl();
    channels.serve(url, EMPTY_CALENDAR);
    expectErrorShape(await syncApi(t).add(otherHost, place.unitIds[0], feedBody(url)), 404);
    expect(await t.db.select().from(icalFeeds).where(eq(icalFeeds.unitId, place.unitIds[0]))).toEqual([]);
    feedOf(await syncApi(t).add(admin, place.unitIds[0], feedBody(url)), 201);
  });
});

describe('updateIcalFeed, deleteIcalFeed and syncIcalFeed', () => {
  async function addedFeed() {
    const place = await bookableProperty(t, host);
    const url = newUrl();
    channels.serve(url, EMPTY_CALENDAR, '"v1"');
    return { place, url, feed: feedOf(await syncApi(t).add(host, place.unitIds[0], feedBody(url)), 201) };
  }

  it('renames a feed without fetching it; a new URL is fetched at once without the old validators', async () => {
    const { feed } = await addedFeed();
    const before = channels.calls.length;
    const renamed = feedOf(await syncApi(t).update(host, feed.id, feedBody(feed.url, { name: 'Garden room on Airbnb', channel: 'vrbo' })));
    expect(renamed).toMatchObject({ id: feed.id, name: 'Garden room on Airbnb', channel: 'vrbo' });
    expect(channels.calls.length).toBe(before);

    const moved = newUrl();
    channels.serve(moved, EMPTY_CALENDAR);
    const updated = feedOf(await syncApi(t).update(host, feed.id, feedBody(moved)));
    expect(updated.url).toBe(moved);
    expect(channels.calls.slice(before)).toEqual([{ url: moved, validators: { etag: null, lastModified: null } }]);
  });

  it("'Sync now' fetches with the last validators and records the channel's answer", async () => {
    const { feed, url } = await addedFeed();
    const before = channels.calls.length;
    const synced = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(channels.calls.slice(before)).toEqual([{ url, validators: { etag: '"v1"', lastModified: null } }]);
    expect(synced).toMatchObject({ lastStatus: 'ok', lastError: null });

    channels.fail(url, 'The calendar took longer than 10 seconds to answer');
    const failed = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(failed).toMatchObject({ lastStatus: 'error', lastError: 'The calendar took longer than 10 seconds to answer' });
  });

  it('deletes a feed; it is gone from the screen and further calls answer 404', async () => {
    const { place, feed } = await addedFeed();
    const removed = await syncApi(t).remove(host, feed.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await syncOf(t, host, place.propertyId)).units[0].feeds).toEqual([]);
    expectErrorShape(await syncApi(t).syncNow(host, feed.id), 404);
    expectErrorShape(await syncApi(t).remove(host, feed.id), 404);
  });

  it("answers 404 to another host for every call on a feed, and changes nothing", async () => {
    const { feed } = await addedFeed();
    expectErrorShape(await syncApi(t).update(otherHost, feed.id, feedBody(feed.url, { name: 'Mine now' })), 404);
    expectErrorShape(await syncApi(t).syncNow(otherHost, feed.id), 404);
    expectErrorShape(await syncApi(t).remove(otherHost, feed.id), 404);
    const [row] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.id, feed.id));
    expect(row.name).toBe('Airbnb – Room 1');
  });

  it('refuses moving a feed onto a URL the unit already imports with 409', async () => {
    const { place, feed } = await addedFeed();
    const second = newUrl();
    channels.serve(second, EMPTY_CALENDAR);
    feedOf(await syncApi(t).add(host, place.unitIds[0], feedBody(second)), 201);
    expectErrorShape(await syncApi(t).update(host, feed.id, feedBody(second)), 409);
  });
});

describe('the production fetcher', () => {
  it('refuses a link to the server’s own network, in words the host can read', async () => {
    const plain = await buildTestApp();
    try {
      const owner = await plain.createUser();
      const place = await bookableProperty(plain, owner);
      const feed = feedOf(await syncApi(plain).add(owner, place.unitIds[0], feedBody('http://127.0.0.1/calendar.ics')), 201);
      expect(feed).toMatchObject({ lastStatus: 'error', lastError: "This address points to a private network and can't be fetched" });
    } finally {
      await plain.close();
    }
  });
});
