/**
 * The rooms calendar's data (tests/bench/rooms-calendar.mjs): the demo host's property in a
 * server's DATA_DIR gets 20 rooms and a year of stays (from four weeks ago to a year ahead, 1–5
 * nights each with a free night or more between, every channel) and a one-night host block in
 * every third gap, written with set-based SQL into the server's own PGlite while it is stopped.
 * Prints the property's id and the counts as one JSON line.
 *
 *   node --import tsx tests/bench/scale/seed-rooms-calendar.ts <DATA_DIR> <today>
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteOptions } from '../../../src/server/db/open-database';

const ROOMS = 20;
const STAYS_PER_ROOM = 57;
const FIRST_DAY_OFFSET = -28;

const [dataDir, today] = process.argv.slice(2);
const client = await PGlite.create(path.join(dataDir, 'pgdata'), pgliteOptions());
const db = drizzle(client);
const first = sql`(${today}::date + ${FIRST_DAY_OFFSET}::int)`;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

const [property] = rows<{ id: number }>(await db.execute(sql`select p.id from properties p join users u on u.id = p.owner_id where u.email = 'host@demo.lk' order by p.id limit 1`));
if (!property) throw new Error('the demo host has no property');
await db.execute(sql`update properties set currency = 'USD', price_per_night = 85, booking_type = 'instant', status = 'listed' where id = ${property.id}`);
// The demo may have rooms and stays of its own: only the rooms made here get the year of stays.
const [{ before }] = rows<{ before: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as before from accommodation_units`));
await db.execute(sql`
  insert into accommodation_units (property_id, name, guest_count)
  select ${property.id}, 'Room ' || n, 2 from generate_series(1, ${ROOMS}) n`);
await db.execute(sql`
  insert into reservations (code, property_id, unit_id, guest_name, guest_email, check_in, check_out, nights, adults, children,
    channel, amount, currency, commission_percent, commission, plan_name, net, payment_method, payment_status, status, created_at, updated_at)
  select
    'Z' || translate(lpad((u.id * ${STAYS_PER_ROOM} + k)::text, 7, '0'), '0123456789', 'ABCDEFGHJK'),
    u.property_id, u.id, (array['Nimal Perera', 'Anna Berg', 'Kamala Silva', 'Tom Evans', 'Ishara Fernando'])[1 + (u.id + k) % 5], 'guest' || k || '@example.com',
    s.check_in, s.check_in + s.nights, s.nights, 2, 0,
    (array['guest_site', 'manual', 'airbnb', 'booking_com'])[1 + k % 4],
    s.nights * 85, 'USD', 10, s.nights * 8.5, 'SUPPORTIVE', s.nights * 76.5, 'online', 'paid',
    case when s.check_in + s.nights <= ${today}::date then 'checked_out' when s.check_in <= ${today}::date then 'checked_in' else 'confirmed' end,
    now(), now()
  from accommodation_units u
  cross join generate_series(0, ${STAYS_PER_ROOM - 1}) k
  cross join lateral (select ${first} + 7 * k + (u.id % 3) as check_in, 1 + (u.id + k) % 5 as nights) s
  where u.property_id = ${property.id} and u.id > ${before}`);
await db.execute(sql`
  insert into unit_occupancy (unit_id, starts_on, ends_on, reservation_id)
  select r.unit_id, r.check_in, r.check_out, r.id from reservations r
  where r.property_id = ${property.id} and r.unit_id > ${before} and not exists (select 1 from unit_occupancy o where o.reservation_id = r.id)`);
await db.execute(sql`
  insert into calendar_blocks (unit_id, starts_on, ends_on, source, note)
  select u.id, ${first} + 7 * k + (u.id % 3) + 6, ${first} + 7 * k + (u.id % 3) + 7, 'host', 'Painting'
  from accommodation_units u cross join generate_series(0, ${STAYS_PER_ROOM - 1}, 3) k
  where u.property_id = ${property.id} and u.id > ${before}`);
await db.execute(sql`
  insert into unit_occupancy (unit_id, starts_on, ends_on, block_id)
  select b.unit_id, b.starts_on, b.ends_on, b.id from calendar_blocks b join accommodation_units u on u.id = b.unit_id
  where u.property_id = ${property.id} and u.id > ${before} and not exists (select 1 from unit_occupancy o where o.block_id = b.id)`);
await db.execute(sql`vacuum analyze`);
const [counts] = rows<{ units: number; stays: number; blocks: number }>(
  await db.execute(sql`select
    (select count(*)::int from accommodation_units where property_id = ${property.id}) as units,
    (select count(*)::int from reservations where property_id = ${property.id}) as stays,
    (select count(*)::int from calendar_blocks b join accommodation_units u on u.id = b.unit_id where u.property_id = ${property.id}) as blocks`),
);
await client.close();
console.log(JSON.stringify({ propertyId: property.id, ...counts }));
