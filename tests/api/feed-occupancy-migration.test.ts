import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type OpenDatabase } from '../../src/server/db/database';
import { runMigrations } from '../../src/server/db/migrate';
import { pgErrorCode } from '../../src/server/lib/pg-error-code';
import { migrationsUpTo, openEmptyDatabase, readJournal } from './helpers/migration-fixture';

/**
 * A data directory from before migration 0020 (one occupancy row per imported block) takes it at
 * the next start: each feed's block rows become one row holding their union, reservations and
 * host blocks keep theirs, and the constraint and triggers work on the converted rows.
 */
let database: OpenDatabase;
let dispose: () => Promise<void>;
let oldMigrations: { dir: string; remove: () => Promise<void> };
/** The last migration before 0020_feed_occupancy (found by tag, so renumbering on merge keeps it right). */
let BEFORE: number;

beforeAll(async () => {
  ({ database, dispose } = await openEmptyDatabase());
  BEFORE = (await readJournal()).find((entry) => entry.tag.endsWith('_feed_occupancy'))!.idx - 1;
  oldMigrations = await migrationsUpTo(BEFORE);
}, 60_000);
afterAll(async () => {
  await dispose?.();
  await oldMigrations?.remove();
});

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));
const exec = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

describe('the feed occupancy migration (feed_occupancy)', () => {
  it('turns the per-block rows of each feed into one row holding their union, and keeps the rest', async () => {
    expect(await runMigrations(database, oldMigrations.dir)).toBe(BEFORE + 1);
    await exec(sql`insert into users (email, first_name, last_name, role) values ('old@example.lk', 'Old', 'Host', 'HOST')`);
    await exec(sql`insert into properties (owner_id, status, name) select id, 'draft', 'Old Villa' from users`);
    await exec(sql`insert into accommodation_units (property_id, name) select id, n from properties, unnest(array['Room 1', 'Room 2']) n`);
    const units = (await query<{ id: number }>(sql`select id from accommodation_units order by id`)).map((u) => u.id);
    await exec(sql`insert into ical_feeds (unit_id, name, channel, url) values (${units[0]}, 'Airbnb', 'airbnb', 'https://a.example.com/1.ics'), (${units[1]}, 'Booking', 'booking_com', 'https://b.example.com/2.ics')`);
    const feeds = (await query<{ id: number }>(sql`select id from ical_feeds order by id`)).map((f) => f.id);
    await exec(sql`
      insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind, settled) values
        (${feeds[0]}, 'a', '2031-03-10', '2031-03-12', 'reserved', true), (${feeds[0]}, 'b', '2031-03-12', '2031-03-13', 'reserved', true),
        (${feeds[0]}, 'c', '2031-03-20', '2031-03-25', 'reserved', false), (${feeds[1]}, 'd', '2031-03-10', '2031-03-11', 'unavailable', true)`);
    // As 0006–0018 stored them: every block with its own occupancy row (the event 'c' in two pieces around a host block).
    await exec(sql`
      with blocks as (
        insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid) values
          (${units[0]}, '2031-03-10', '2031-03-12', 'import', 'airbnb', ${feeds[0]}, 'a'), (${units[0]}, '2031-03-12', '2031-03-13', 'import', 'airbnb', ${feeds[0]}, 'b'),
          (${units[0]}, '2031-03-20', '2031-03-21', 'import', 'airbnb', ${feeds[0]}, 'c'), (${units[0]}, '2031-03-23', '2031-03-25', 'import', 'airbnb', ${feeds[0]}, 'c'),
          (${units[1]}, '2031-03-10', '2031-03-11', 'import', 'booking_com', ${feeds[1]}, 'd'),
          (${units[0]}, '2031-03-21', '2031-03-23', 'host', null, null, null)
        returning id, unit_id, starts_on, ends_on)
      insert into unit_occupancy (unit_id, starts_on, ends_on, block_id) select unit_id, starts_on, ends_on, id from blocks`);
    await exec(sql`
      with stay as (
        insert into reservations (code, property_id, unit_id, guest_name, guest_email, check_in, check_out, nights, adults, channel, amount, currency,
                                  commission_percent, commission, net, payment_method, status)
        select 'LKOLD001', property_id, id, 'Nimal Perera', 'nimal@example.lk', '2031-03-14', '2031-03-16', 2, 2, 'manual', 200, 'USD', 10, 20, 180, 'onsite', 'confirmed'
        from accommodation_units where id = ${units[0]}
        returning id, unit_id, check_in, check_out)
      insert into unit_occupancy (unit_id, starts_on, ends_on, reservation_id) select unit_id, check_in, check_out, id from stay`);

    const total = (await readJournal()).length;
    expect(await runMigrations(database)).toBe(total - BEFORE - 1);
    expect(await runMigrations(database)).toBe(0);

    const rows = await query<{ unit_id: number; owner: string; nights: string }>(sql`
      select unit_id, case when reservation_id is not null then 'reservation' when block_id is not null then 'block' else 'feed ' || feed_id end as owner, nights::text
      from unit_occupancy order by unit_id, lower(nights)`);
    expect(rows).toEqual([
      { unit_id: units[0], owner: `feed ${feeds[0]}`, nights: '{[2031-03-10,2031-03-13),[2031-03-20,2031-03-21),[2031-03-23,2031-03-25)}' },
      { unit_id: units[0], owner: 'reservation', nights: '{[2031-03-14,2031-03-16)}' },
      { unit_id: units[0], owner: 'block', nights: '{[2031-03-21,2031-03-23)}' },
      { unit_id: units[1], owner: `feed ${feeds[1]}`, nights: '{[2031-03-10,2031-03-11)}' },
    ]);

    // The converted rows are under the constraint and follow the triggers and foreign keys.
    const overlap = await exec(sql`
      with block as (insert into calendar_blocks (unit_id, starts_on, ends_on, source) values (${units[0]}, '2031-03-12', '2031-03-14', 'host') returning id, unit_id, starts_on, ends_on)
      insert into unit_occupancy (unit_id, starts_on, ends_on, block_id) select unit_id, starts_on, ends_on, id from block`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(pgErrorCode(overlap)).toBe('23P01');
    await exec(sql`delete from ical_feed_events where feed_id = ${feeds[0]} and uid = 'c'`);
    await exec(sql`update reservations set check_in = '2031-03-15', check_out = '2031-03-18', nights = 3`);
    await exec(sql`delete from ical_feeds where id = ${feeds[1]}`);
    expect(await query(sql`select unit_id, nights::text from unit_occupancy order by unit_id, lower(nights)`)).toEqual([
      { unit_id: units[0], nights: '{[2031-03-10,2031-03-13)}' },
      { unit_id: units[0], nights: '{[2031-03-15,2031-03-18)}' },
      { unit_id: units[0], nights: '{[2031-03-21,2031-03-23)}' },
    ]);
  });
});
