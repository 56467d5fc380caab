import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';

/**
 * Scale data for the admin listings, written with set-based SQL: 5 000 hosts with 20 properties
 * each (100 000 properties) and 1–3 units per property (200 000 units).
 *
 * Property n (1-based, in insert order) gets:
 * - a status spread like a live marketplace: 65 % listed, 10 % draft (no name, like a real draft),
 *   10 % unlisted, 8 % pending_review, 4 % rejected, 3 % suspended;
 * - a plan 1 + n mod 3, a district of the 25 (n mod 25) and a name of a kind word (one in eight
 *   names says 'Cabana') and a number, e.g. 'Lagoon Cabana 4711';
 * - created over the last two years and updated after that, in whole seconds, so that many rows
 *   share a timestamp and the id has to break ties.
 * Host h's email is scale-admin-host-h@example.lk.
 */
export const ADMIN_SCALE = { hosts: 5_000, propertiesPerHost: 20 } as const;

export const KINDS = ['Villa', 'Guest House', 'Bungalow', 'Cabana', 'Homestay', 'Apartment', 'Lodge', 'Beach House'] as const;
const DISTRICTS = [
  'Colombo', 'Gampaha', 'Kalutara', 'Kandy', 'Matale', 'Nuwara Eliya', 'Galle', 'Matara', 'Hambantota', 'Jaffna', 'Kilinochchi', 'Mannar', 'Vavuniya',
  'Mullaitivu', 'Batticaloa', 'Ampara', 'Trincomalee', 'Kurunegala', 'Puttalam', 'Anuradhapura', 'Polonnaruwa', 'Badulla', 'Monaragala', 'Ratnapura', 'Kegalle',
];
const PREFIXES = ['Lagoon', 'Palm', 'Tea Estate', 'Ocean', 'Jungle', 'Lake', 'Hill', 'Coral', 'Rice Field', 'Spice Garden'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);

export async function seedAdminListings(db: Database): Promise<void> {
  const { hosts, propertiesPerHost } = ADMIN_SCALE;
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'scale-admin-host-' || h || '@example.lk', 'Host', 'Number ' || h, 'HOST' from generate_series(1, ${hosts}) h`);
  await db.execute(sql`
    insert into properties (owner_id, plan_id, status, name, district, city, created_at, updated_at)
    select u.id, 1 + (n % 3),
      s.status,
      case when s.status = 'draft' then null
           else (${textArray(PREFIXES)})[1 + (n / 7) % 10] || ' ' || (${textArray(KINDS)})[1 + n % 8] || ' ' || n end,
      (${textArray(DISTRICTS)})[1 + n % 25],
      'Town ' || (n % 400),
      c.created_at,
      c.created_at + ((n::bigint * 7919) % 8000000) * interval '1 second' * (case when n % 5 = 0 then 0 else 1 end)
    from (select id, row_number() over (order by id) as h from users where email like 'scale-admin-host-%') u
    cross join generate_series(1, ${propertiesPerHost}) k
    cross join lateral (select ((u.h - 1) * ${propertiesPerHost} + k)::int as n) i
    cross join lateral (select case
        when (n * 37) % 100 < 65 then 'listed'
        when (n * 37) % 100 < 75 then 'draft'
        when (n * 37) % 100 < 85 then 'unlisted'
        when (n * 37) % 100 < 93 then 'pending_review'
        when (n * 37) % 100 < 97 then 'rejected'
        else 'suspended' end as status) s
    cross join lateral (select date_trunc('second', now()) - interval '730 days' + ((n::bigint * 104729) % 55000000) * interval '1 second' as created_at) c`);
  // Updated never lies in the future; a fifth of the rows were never changed after creation.
  await db.execute(sql`update properties set updated_at = date_trunc('second', now()) - ((id * 31) % 86400) * interval '1 second' where updated_at > now()`);
  await db.execute(sql`
    insert into accommodation_units (property_id, name, guest_count)
    select p.id, 'Room ' || k, 2 from properties p cross join generate_series(1, 3) k
    where k <= 1 + p.id % 3 and p.owner_id in (select id from users where email like 'scale-admin-host-%')`);
  await db.execute(sql`vacuum analyze`);
}
