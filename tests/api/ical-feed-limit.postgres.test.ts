import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icalFeeds } from '../../src/server/db/schema/index';
import { FEEDS_PER_UNIT_MAX } from '../../src/shared/ical-feed';
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

describe('createIcalFeed on PostgreSQL: the five-calendar cap under real concurrency', () => {
  // On PostgreSQL the adds really run side by side. Another session holds the feeds table in SHARE
  // mode (reads pass, inserts wait), so both adds are sure to have counted before either inserts:
  // without the unit's row lock both counted four and both inserted.
  it('holds when two adds have both counted before either inserts', async () => {
    const unitId = await unitWithFeeds(FEEDS_PER_UNIT_MAX - 1);
    const blocker = new pg.Client({ connectionString: t.config.databaseUrl! });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE ical_feeds IN SHARE MODE');
      const adds = [syncApi(t).add(host, unitId, feedBody()), syncApi(t).add(host, unitId, feedBody())];
      // Both adds are waiting on a lock (the table, or the first one's row lock on the unit).
      while (Number((await blocker.query("select count(*) from pg_locks where not granted and pid <> pg_backend_pid()")).rows[0].count) < 2);
      await blocker.query('COMMIT');
      const answers = await Promise.all(adds);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    } finally {
      await blocker.end();
    }
    expect(await feedsOf(unitId)).toBe(FEEDS_PER_UNIT_MAX);
  });
});
