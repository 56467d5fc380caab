import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { pgErrorCode } from '../../src/server/lib/pg-error-code';
import { expectErrorShape } from './helpers/expect-error-shape';
import { fakeChannels, feedOf, syncApi } from './helpers/feeds';
import { api, bookableProperty, reservationOf, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * An import feed holds its nights in ONE unit_occupancy row whose `nights` multirange is the union
 * of its blocks (migration 0020), kept so by statement triggers on calendar_blocks whoever writes
 * them, under the same exclusion constraint as reservations and host blocks.
 * "Today" is 1 March 2031 in Sri Lanka.
 */
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(Date.parse('2031-03-01T09:00:00+05:30') - t.clock().getTime()));

const day = (d: string) => d.replaceAll('-', '');
function calendar(...events: { uid: string; from: string; to: string }[]) {
  const body = events.map((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTART;VALUE=DATE:${day(e.from)}`, `DTEND;VALUE=DATE:${day(e.to)}`, 'SUMMARY:Reserved', 'END:VEVENT']);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', ...body.flat(), 'END:VCALENDAR', ''].join('\r\n');
}

let counter = 0;
async function addFeed(place: Bookable, text: string, channel = 'airbnb') {
  const url = `https://calendar.example.com/occupancy/${++counter}.ics`;
  channels.serve(url, text);
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: `${channel} calendar`, channel, url }), 201);
  return { feed, url };
}
async function syncAgain(feedId: number, url: string, text: string) {
  channels.serve(url, text);
  return feedOf(await syncApi(t).syncNow(host, feedId));
}
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement));
const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement).then(() => null, (error: unknown) => error);

/** The occupancy rows of a feed, as [unit, nights]. */
async function feedRows(feedId: number) {
  return (await query<{ unit_id: number; nights: string }>(sql`select unit_id, nights::text from unit_occupancy where feed_id = ${feedId} order by unit_id`)).map((r) => [r.unit_id, r.nights]);
}

/** Every (feed, unit) whose occupancy row is not exactly the union of its blocks: must be none. */
async function driftedFeeds() {
  return query(sql`
    with wanted as (select feed_id, unit_id, range_agg(daterange(starts_on, ends_on, '[)'))::text as nights from calendar_blocks where feed_id is not null group by 1, 2),
         held as (select feed_id, unit_id, nights::text as nights from unit_occupancy where feed_id is not null)
    select feed_id, unit_id, wanted.nights as wanted, held.nights as held
    from wanted full join held using (feed_id, unit_id) where wanted.nights is distinct from held.nights`);
}

const bookStay = (place: Bookable, checkIn: string, checkOut: string) => api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn, checkOut });

describe("an import feed's nights", () => {
  it('are one occupancy row per feed holding the union of its blocks, not a row per block', async () => {
    const place = await bookableProperty(t, host);
    const { feed } = await addFeed(
      place,
      calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }, { uid: 'b', from: '2031-03-12', to: '2031-03-13' }, { uid: 'c', from: '2031-03-20', to: '2031-03-22' }),
    );
    expect(feed).toMatchObject({ lastStatus: 'ok', eventsAdded: 3 });
    expect(await feedRows(feed.id)).toEqual([[place.unitIds[0], '{[2031-03-10,2031-03-13),[2031-03-20,2031-03-22)}']]);
    const perBlock = await query(sql`select o.id from unit_occupancy o join calendar_blocks b on b.id = o.block_id where b.feed_id = ${feed.id}`);
    expect(perBlock).toEqual([]);
    expect(await driftedFeeds()).toEqual([]);
  });

  it('refuse a booking over them with 409 naming the imported block and its channel', async () => {
    const place = await bookableProperty(t, host);
    await addFeed(place, calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }, { uid: 'b', from: '2031-03-15', to: '2031-03-18' }), 'booking_com');
    const refused = await bookStay(place, '2031-03-14', '2031-03-16');
    expect(expectErrorShape(refused, 409).error.error_message).toContain('“Room 1” is blocked by Booking.com from 15 Mar 2031 to 18 Mar 2031');
    // The nights between the feed's blocks, and same-day turnover at both ends of one, are free.
    reservationOf(await bookStay(place, '2031-03-12', '2031-03-15'));
    reservationOf(await bookStay(place, '2031-03-18', '2031-03-19'));
  });

  it('refuse a host block over them, naming the channel', async () => {
    const place = await bookableProperty(t, host);
    await addFeed(place, calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }));
    const refused = await api(t).writeCalendar(host, place.propertyId, 'block', { unitIds: place.unitIds, from: '2031-03-11', to: '2031-03-14' });
    expect(expectErrorShape(refused, 409).error.error_message).toBe('Nothing was blocked: “Room 1” is blocked by Airbnb from 10 Mar 2031 to 12 Mar 2031');
  });

  it('move and free with the feed: a moved event moves its nights, a dropped one frees them, a deleted feed frees all', async () => {
    const place = await bookableProperty(t, host);
    const { feed, url } = await addFeed(place, calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }, { uid: 'b', from: '2031-03-20', to: '2031-03-22' }));
    expectErrorShape(await bookStay(place, '2031-03-20', '2031-03-21'), 409);

    await syncAgain(feed.id, url, calendar({ uid: 'a', from: '2031-03-11', to: '2031-03-13' }));
    expect(await feedRows(feed.id)).toEqual([[place.unitIds[0], '{[2031-03-11,2031-03-13)}']]);
    expect(await driftedFeeds()).toEqual([]);
    reservationOf(await bookStay(place, '2031-03-20', '2031-03-22'));
    reservationOf(await bookStay(place, '2031-03-10', '2031-03-11'));
    expectErrorShape(await bookStay(place, '2031-03-12', '2031-03-13'), 409);

    expect((await syncApi(t).remove(host, feed.id)).statusCode).toBe(200);
    expect(await feedRows(feed.id)).toEqual([]);
    reservationOf(await bookStay(place, '2031-03-11', '2031-03-13'));
  });

  it('follow every write to calendar_blocks, whoever makes it: inserts, updates, deletes', async () => {
    const place = await bookableProperty(t, host);
    const unitId = place.unitIds[0];
    const { feed } = await addFeed(place, calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }));
    await t.db.execute(sql`insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind) values (${feed.id}, 'x', '2031-04-01', '2031-04-10', 'reserved')`);

    // A statement inserting several blocks, two of them adjacent (they merge in the multirange).
    await t.db.execute(sql`
      insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid)
      values (${unitId}, '2031-04-01', '2031-04-02', 'import', 'airbnb', ${feed.id}, 'x'), (${unitId}, '2031-04-02', '2031-04-03', 'import', 'airbnb', ${feed.id}, 'x'),
             (${unitId}, '2031-04-05', '2031-04-06', 'import', 'airbnb', ${feed.id}, 'x')`);
    expect(await feedRows(feed.id)).toEqual([[unitId, '{[2031-03-10,2031-03-12),[2031-04-01,2031-04-03),[2031-04-05,2031-04-06)}']]);

    // Updates: one block's dates moved, another's note changed (nights unchanged).
    await t.db.execute(sql`update calendar_blocks set starts_on = '2031-04-07', ends_on = '2031-04-09' where feed_id = ${feed.id} and starts_on = '2031-04-05'`);
    await t.db.execute(sql`update calendar_blocks set note = 'kept' where feed_id = ${feed.id}`);
    expect(await feedRows(feed.id)).toEqual([[unitId, '{[2031-03-10,2031-03-12),[2031-04-01,2031-04-03),[2031-04-07,2031-04-09)}']]);
    expect(await driftedFeeds()).toEqual([]);

    // Deleting one of two adjacent blocks frees exactly its night.
    await t.db.execute(sql`delete from calendar_blocks where feed_id = ${feed.id} and starts_on = '2031-04-01'`);
    expect(await feedRows(feed.id)).toEqual([[unitId, '{[2031-03-10,2031-03-12),[2031-04-02,2031-04-03),[2031-04-07,2031-04-09)}']]);
    reservationOf(await bookStay(place, '2031-04-01', '2031-04-02'));

    // The event going takes its blocks (foreign key) and so their nights.
    await t.db.execute(sql`delete from ical_feed_events where feed_id = ${feed.id} and uid = 'x'`);
    expect(await feedRows(feed.id)).toEqual([[unitId, '{[2031-03-10,2031-03-12)}']]);

    // Every block gone: no row left.
    await t.db.execute(sql`delete from calendar_blocks where feed_id = ${feed.id}`);
    expect(await feedRows(feed.id)).toEqual([]);
    expect(await driftedFeeds()).toEqual([]);
  });

  it('are refused by the database where a reservation or another block holds them, and within the feed itself', async () => {
    const place = await bookableProperty(t, host);
    const unitId = place.unitIds[0];
    const { feed } = await addFeed(place, calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }));
    reservationOf(await bookStay(place, '2031-03-20', '2031-03-23'));
    const insertBlock = (from: string, to: string) =>
      run(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid) values (${unitId}, ${from}::date, ${to}::date, 'import', 'airbnb', ${feed.id}, 'a')`);

    // Onto the reservation, by insert or by moving a block.
    expect(pgErrorCode(await insertBlock('2031-03-22', '2031-03-24'))).toBe('23P01');
    expect(pgErrorCode(await run(sql`update calendar_blocks set ends_on = '2031-03-21', starts_on = '2031-03-19' where feed_id = ${feed.id}`))).toBe('23P01');
    // Over the feed's own block, or two new blocks of one statement overlapping each other.
    expect(pgErrorCode(await insertBlock('2031-03-11', '2031-03-13'))).toBe('23P01');
    expect(
      pgErrorCode(
        await run(sql`
          insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid)
          values (${unitId}, '2031-05-01', '2031-05-04', 'import', 'airbnb', ${feed.id}, 'a'), (${unitId}, '2031-05-03', '2031-05-05', 'import', 'airbnb', ${feed.id}, 'a')`),
      ),
    ).toBe('23P01');
    // A second feed's block on the first feed's nights.
    const other = await addFeed(place, calendar(), 'booking_com');
    await t.db.execute(sql`insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind) values (${other.feed.id}, 'z', '2031-03-11', '2031-03-12', 'reserved')`);
    expect(
      pgErrorCode(
        await run(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid) values (${unitId}, '2031-03-11', '2031-03-12', 'import', 'booking_com', ${other.feed.id}, 'z')`),
      ),
    ).toBe('23P01');
    // Nothing of the refused statements stayed.
    expect(await feedRows(feed.id)).toEqual([[unitId, '{[2031-03-10,2031-03-12)}']]);
    expect(await feedRows(other.feed.id)).toEqual([]);
    expect(await driftedFeeds()).toEqual([]);
  });

  it('cannot be given to a reservation or block row by hand without a foreign key, nor left empty', async () => {
    const place = await bookableProperty(t, host);
    const { feed } = await addFeed(place, calendar({ uid: 'a', from: '2031-03-10', to: '2031-03-12' }));
    // A feed row with dates, or an empty one, breaks unit_occupancy_nights_check.
    expect(pgErrorCode(await run(sql`update unit_occupancy set starts_on = '2031-03-10', ends_on = '2031-03-12' where feed_id = ${feed.id}`))).toBe('23514');
    expect(pgErrorCode(await run(sql`update unit_occupancy set feed_nights = '{}' where feed_id = ${feed.id}`))).toBe('23514');
    // Two owners at once breaks unit_occupancy_one_owner_check.
    const stay = reservationOf(await bookStay(place, '2031-03-20', '2031-03-23'));
    const [row] = await query<{ id: number }>(sql`select id from reservations where code = ${stay.code}`);
    expect(pgErrorCode(await run(sql`update unit_occupancy set feed_id = ${feed.id}, feed_nights = '{[2031-05-01,2031-05-02)}' where reservation_id = ${row.id}`))).toBe('23514');
  });
});
