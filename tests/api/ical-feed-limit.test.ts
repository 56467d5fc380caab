import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icalFeeds } from '../../src/server/db/schema/index';
import { FEED_MESSAGES, FEEDS_PER_UNIT_MAX } from '../../src/shared/ical-feed';
import { expectErrorShape } from './helpers/expect-error-shape';
import { fakeChannels, feedOf, syncApi } from './helpers/feeds';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * A unit imports at most five calendars: each is fetched every few minutes. The count and the
 * insert run in one transaction holding the unit's row, so adds sent at once cannot make six.
 */
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());

let feedCounter = 0;
const feedBody = () => ({ name: 'Airbnb – Garden room', channel: 'airbnb', url: `https://calendar.example.com/limit/${++feedCounter}.ics` });
const feedsOf = async (unitId: number) => (await t.db.select().from(icalFeeds).where(eq(icalFeeds.unitId, unitId))).length;

async function unitWithFeeds(n: number): Promise<number> {
  const { unitIds } = await bookableProperty(t, host);
  for (let i = 0; i < n; i++) feedOf(await syncApi(t).add(host, unitIds[0], feedBody()), 201);
  return unitIds[0];
}

describe('createIcalFeed: at most five imported calendars per unit', () => {
  it('takes five and refuses the sixth with 409 and a sentence that says what to do', async () => {
    const unitId = await unitWithFeeds(FEEDS_PER_UNIT_MAX);
    const body = expectErrorShape(await syncApi(t).add(host, unitId, feedBody()), 409);
    expect(body.message).toBe('A room can have at most 5 imported calendars. Remove one before adding another.');
    expect(body.message).toBe(FEED_MESSAGES.tooMany);
    expect(await feedsOf(unitId)).toBe(FEEDS_PER_UNIT_MAX);
  });

  it('takes one again once a feed is removed; other units are counted on their own', async () => {
    const unitId = await unitWithFeeds(FEEDS_PER_UNIT_MAX);
    const [first] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.unitId, unitId));
    expect((await syncApi(t).remove(host, first.id)).statusCode).toBe(200);
    feedOf(await syncApi(t).add(host, unitId, feedBody()), 201);
    const otherUnit = await unitWithFeeds(1);
    expect(await feedsOf(otherUnit)).toBe(1);
  });

  it('lets only one of several adds sent at once take the last place', async () => {
    const unitId = await unitWithFeeds(FEEDS_PER_UNIT_MAX - 1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => syncApi(t).add(host, unitId, feedBody())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe(FEED_MESSAGES.tooMany);
    expect(await feedsOf(unitId)).toBe(FEEDS_PER_UNIT_MAX);
  });

});
