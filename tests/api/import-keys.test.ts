import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { pgErrorCode } from '../../src/server/lib/pg-error-code';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * calendar_blocks.unit_id -> accommodation_units, calendar_blocks (feed_id, feed_uid) ->
 * ical_feed_events and ical_feed_events.feed_id -> ical_feeds are kept by statement triggers
 * (migration 0021) instead of per-row foreign keys: the same refusals (23503), the same cascades.
 */
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t?.close());

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement));
const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement).then(() => null, (error: unknown) => error);

/** A unit with a feed holding events 'a' and 'b', each with a block, and a host block. */
async function unitWithFeed() {
  const place = await bookableProperty(t, host);
  const unitId = place.unitIds[0];
  const [feed] = await query<{ id: number }>(sql`
    insert into ical_feeds (unit_id, name, channel, url) values (${unitId}, 'Airbnb', 'airbnb', ${`https://keys.example.com/${unitId}.ics`}) returning id`);
  await t.db.execute(sql`insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind) values (${feed.id}, 'a', '2031-03-10', '2031-03-12', 'reserved'), (${feed.id}, 'b', '2031-03-20', '2031-03-21', 'reserved')`);
  await t.db.execute(sql`
    insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid)
    values (${unitId}, '2031-03-10', '2031-03-12', 'import', 'airbnb', ${feed.id}, 'a'), (${unitId}, '2031-03-20', '2031-03-21', 'import', 'airbnb', ${feed.id}, 'b')`);
  await t.db.execute(sql`
    with block as (insert into calendar_blocks (unit_id, starts_on, ends_on, source) values (${unitId}, '2031-04-01', '2031-04-03', 'host') returning id, unit_id, starts_on, ends_on)
    insert into unit_occupancy (unit_id, starts_on, ends_on, block_id) select unit_id, starts_on, ends_on, id from block`);
  return { place, unitId, feedId: feed.id };
}

const count = async (statement: ReturnType<typeof sql>) => (await query<{ n: number }>(statement))[0].n;
const blocksOfUnit = (unitId: number) => count(sql`select count(*)::int as n from calendar_blocks where unit_id = ${unitId}`);
/** Children without their parent: must always be 0. */
const orphans = () =>
  count(sql`
    select ((select count(*) from calendar_blocks b where not exists (select 1 from accommodation_units u where u.id = b.unit_id))
         + (select count(*) from calendar_blocks b where b.feed_id is not null and not exists (select 1 from ical_feed_events e where e.feed_id = b.feed_id and e.uid = b.feed_uid))
         + (select count(*) from ical_feed_events e where not exists (select 1 from ical_feeds f where f.id = e.feed_id))
         + (select count(*) from unit_occupancy o where o.feed_id is not null and not exists (select 1 from calendar_blocks b where b.feed_id = o.feed_id)))::int as n`);

describe('the import tables’ set-based keys', () => {
  it('refuse a block of a missing unit or feed event, and an event of a missing feed, with 23503; nothing of the statement stays', async () => {
    const { unitId, feedId } = await unitWithFeed();
    const before = await blocksOfUnit(unitId);
    expect(pgErrorCode(await run(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source) values (${unitId}, '2031-05-01', '2031-05-02', 'host'), (2147483000, '2031-05-01', '2031-05-02', 'host')`))).toBe('23503');
    expect(
      pgErrorCode(
        await run(sql`
          insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid)
          values (${unitId}, '2031-05-01', '2031-05-02', 'import', 'airbnb', ${feedId}, 'a'), (${unitId}, '2031-05-03', '2031-05-04', 'import', 'airbnb', ${feedId}, 'no-such-event')`),
      ),
    ).toBe('23503');
    expect(pgErrorCode(await run(sql`update calendar_blocks set feed_uid = 'no-such-event' where feed_id = ${feedId} and feed_uid = 'b'`))).toBe('23503');
    expect(pgErrorCode(await run(sql`update calendar_blocks set unit_id = 2147483000 where unit_id = ${unitId} and source = 'host'`))).toBe('23503');
    expect(pgErrorCode(await run(sql`insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind) values (2147483000, 'x', '2031-05-01', '2031-05-02', 'reserved')`))).toBe('23503');
    expect(pgErrorCode(await run(sql`update ical_feed_events set feed_id = 2147483000 where feed_id = ${feedId} and uid = 'a'`))).toBe('23503');
    expect(await blocksOfUnit(unitId)).toBe(before);
    expect(await orphans()).toBe(0);
  });

  it('cascade: an event going takes its blocks, a feed its events and blocks, a unit its feeds and all its blocks', async () => {
    const { unitId, feedId } = await unitWithFeed();
    await t.db.execute(sql`delete from ical_feed_events where feed_id = ${feedId} and uid = 'a'`);
    expect(await count(sql`select count(*)::int as n from calendar_blocks where feed_id = ${feedId}`)).toBe(1);
    expect((await query<{ nights: string }>(sql`select nights::text from unit_occupancy where feed_id = ${feedId}`))[0].nights).toBe('{[2031-03-20,2031-03-21)}');

    await t.db.execute(sql`delete from ical_feeds where id = ${feedId}`);
    expect(await count(sql`select count(*)::int as n from ical_feed_events where feed_id = ${feedId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from calendar_blocks where feed_id = ${feedId}`)).toBe(0);
    expect(await blocksOfUnit(unitId)).toBe(1); // the host block

    const other = await unitWithFeed();
    await t.db.execute(sql`delete from accommodation_units where id = ${other.unitId}`);
    expect(await blocksOfUnit(other.unitId)).toBe(0);
    expect(await count(sql`select count(*)::int as n from unit_occupancy where unit_id = ${other.unitId}`)).toBe(0);
    expect(await orphans()).toBe(0);
  });

  it("refuse a block naming a missing author, and forget a deleted author's name on their blocks", async () => {
    const { unitId } = await unitWithFeed();
    const author = await t.createUser();
    expect(pgErrorCode(await run(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source, created_by) values (${unitId}, '2031-06-01', '2031-06-02', 'host', 2147483000)`))).toBe('23503');
    await t.db.execute(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source, created_by) values (${unitId}, '2031-06-01', '2031-06-02', 'host', ${author.id})`);
    await t.db.execute(sql`delete from users where id = ${author.id}`);
    expect(await query(sql`select created_by from calendar_blocks where unit_id = ${unitId} and starts_on = '2031-06-01'`)).toEqual([{ created_by: null }]);
  });

  it('refuse changing a referenced key, and truncating a parent with children', async () => {
    const { unitId, feedId } = await unitWithFeed();
    expect(pgErrorCode(await run(sql`update ical_feed_events set uid = 'renamed' where feed_id = ${feedId} and uid = 'a'`))).toBe('23503');
    expect(pgErrorCode(await run(sql`update ical_feeds set id = 2147483000 where id = ${feedId}`))).toBe('23503');
    expect(pgErrorCode(await run(sql`update accommodation_units set id = 2147483000 where id = ${unitId}`))).toBe('23503');
    for (const table of ['ical_feed_events', 'ical_feeds']) {
      const refused = await t.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(`truncate ${table} cascade`));
          throw new Error('truncated');
        })
        .then(() => null, (error: unknown) => error);
      expect(pgErrorCode(refused), table).toBe('23503');
    }
    expect(await orphans()).toBe(0);
  });

  it('leave no orphan when an event is deleted while another transaction adds a block naming it', async () => {
    const { unitId, feedId } = await unitWithFeed();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const blockIn = new Promise<void>((resolve) => (inserted = resolve));
    const adding = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid) values (${unitId}, '2031-03-21', '2031-03-22', 'import', 'airbnb', ${feedId}, 'b')`);
      inserted();
      await gate;
    });
    await blockIn;
    const deleting = t.db.execute(sql`delete from ical_feed_events where feed_id = ${feedId} and uid = 'b'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await adding;
    await deleting;
    expect(await count(sql`select count(*)::int as n from calendar_blocks where feed_id = ${feedId} and feed_uid = 'b'`)).toBe(0);
    expect(await orphans()).toBe(0);
  });
});
