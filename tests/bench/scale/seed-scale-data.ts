import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';

/**
 * Scale data for the reservation benchmarks, written with set-based SQL (seconds, not minutes):
 * 200 hosts, each with 2 listed properties of 5 units (2 000 units), 100 stays per unit
 * (200 000 reservations) from about 14 months ago to 9 months ahead, a night-rate override every
 * fourth week, and a one-night host block in every tenth gap.
 *
 * Unit u's stay k starts on day 7k + (u mod 5) after the first day and lasts 1–5 nights, so a
 * unit's stays never overlap and the exclusion constraint accepts every occupancy row. Stays
 * that ended are checked out, every tenth is cancelled, future ones are confirmed or, every
 * seventh, a pending request.
 */
export const SCALE = { hosts: 200, propertiesPerHost: 2, unitsPerProperty: 5, staysPerUnit: 100, firstDayOffset: -420 } as const;

export async function seedScaleData(db: Database, today: string): Promise<void> {
  const { hosts, propertiesPerHost, unitsPerProperty, staysPerUnit, firstDayOffset } = SCALE;
  const first = sql`(${today}::date + ${firstDayOffset}::int)`;
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'scale-host-' || h || '@example.lk', 'Host', 'No. ' || h, 'HOST' from generate_series(1, ${hosts}) h`);
  await db.execute(sql`
    insert into properties (owner_id, plan_id, status, name, currency, price_per_night, booking_type)
    select u.id, 1 + (p % 3), 'listed', 'Scale property ' || u.id || '-' || p, 'USD', 80 + p * 10, 'instant'
    from users u cross join generate_series(1, ${propertiesPerHost}) p
    where u.email like 'scale-host-%'`);
  await db.execute(sql`
    insert into accommodation_units (property_id, name, guest_count)
    select p.id, 'Room ' || n, 4 from properties p cross join generate_series(1, ${unitsPerProperty}) n
    where p.name like 'Scale property %'`);
  await db.execute(sql`
    insert into reservations (code, property_id, unit_id, guest_name, guest_email, check_in, check_out, nights, adults, children,
      channel, amount, currency, commission_percent, commission, plan_name, net, payment_method, payment_status, status, created_at, updated_at)
    select
      'Q' || translate(lpad((u.id * ${staysPerUnit} + k)::text, 7, '0'), '0123456789', 'ABCDEFGHJK'),
      u.property_id, u.id, 'Guest ' || k, 'guest' || k || '@example.com',
      s.check_in, s.check_in + s.nights, s.nights, 2, 0,
      (array['guest_site', 'manual', 'airbnb', 'booking_com'])[1 + k % 4],
      s.nights * 100, 'USD', 10, s.nights * 10, 'SUPPORTIVE', s.nights * 90, 'online', 'paid',
      case when k % 10 = 0 then 'cancelled'
           when s.check_in + s.nights <= ${today}::date then 'checked_out'
           when s.check_in <= ${today}::date then 'checked_in'
           when k % 7 = 0 then 'pending' else 'confirmed' end,
      now(), now()
    from accommodation_units u
    cross join generate_series(0, ${staysPerUnit - 1}) k
    cross join lateral (select ${first} + 7 * k + (u.id % 5) as check_in, 1 + (u.id + k) % 5 as nights) s
    where u.name like 'Room %' and u.property_id in (select id from properties where name like 'Scale property %')`);
  await db.execute(sql`
    insert into unit_occupancy (unit_id, starts_on, ends_on, reservation_id)
    select unit_id, check_in, check_out, id from reservations
    where code like 'Q%' and status in ('pending', 'confirmed', 'checked_in', 'checked_out')`);
  // Host blocks: one night in the gap after every tenth stay (nights ≤ 5 leave day 6 of the week free).
  await db.execute(sql`
    insert into calendar_blocks (unit_id, starts_on, ends_on, source)
    select u.id, ${first} + 7 * k + (u.id % 5) + 6, ${first} + 7 * k + (u.id % 5) + 7, 'host'
    from accommodation_units u cross join generate_series(5, ${staysPerUnit - 1}, 10) k
    where u.property_id in (select id from properties where name like 'Scale property %')`);
  await db.execute(sql`
    insert into unit_occupancy (unit_id, starts_on, ends_on, block_id)
    select unit_id, starts_on, ends_on, id from calendar_blocks where source = 'host'`);
  // Price and minimum-stay overrides: one week in four across the whole period.
  await db.execute(sql`
    insert into unit_night_rates (unit_id, night, price, min_stay)
    select u.id, ${first} + d, 120, 2
    from accommodation_units u cross join generate_series(0, ${staysPerUnit * 7 - 1}) d
    where (d / 7) % 4 = 0 and u.property_id in (select id from properties where name like 'Scale property %')`);
  await db.execute(sql`analyze`);
}
