import { sql } from 'drizzle-orm';
import { calendarBlocks, reservations, unitOccupancy } from '../../db/schema/index';
import { rowsOf } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { pgErrorCode } from '../../lib/pg-error-code';
import { formatDay } from '../../../shared/format';
import type { Queryable } from '../properties/property-access';

/** The exclusion constraint unit_occupancy_no_overlap refused a row (migrations 0006, 0020), or the feed trigger did for it. */
const EXCLUSION_VIOLATION = '23P01';
/**
 * Two transactions inserting overlapping rows at the same moment can each wait for the other inside
 * the exclusion check; PostgreSQL then aborts one of them. Its nights were taken all the same.
 */
const DEADLOCK_DETECTED = '40P01';

const nightsTaken = () => new HttpError(409, 'Those nights are no longer available for this unit. Choose other dates or another unit');

/** The database's refusal of an overlap, as the 409 a person reads; anything else unchanged. */
export function asOverlapConflict(error: unknown): unknown {
  const code = pgErrorCode(error);
  return code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED ? nightsTaken() : error;
}

export interface Occupant {
  startsOn: string;
  endsOn: string;
  reservationCode: string | null;
  guestName: string | null;
  blockSource: string | null;
  blockChannel: string | null;
}

/**
 * What holds any night of [from, to) of a unit: reservations in an occupying status and blocks.
 * An import feed holds its nights in one occupancy row (migration 0020); its blocks on those nights
 * are listed one by one, as they were when each had its own row. They are found through the
 * feed's merged ranges that touch [from, to): a block lies inside one of them, so the unit's block
 * index is read between that range's ends rather than over all the feed's blocks.
 */
export async function occupantsOf(db: Queryable, unitId: number, from: string, to: string): Promise<Occupant[]> {
  return rowsOf<Occupant>(
    await db.execute(sql`
      select o.starts_on::text as "startsOn", o.ends_on::text as "endsOn", r.code as "reservationCode", r.guest_name as "guestName",
        b.source as "blockSource", b.channel as "blockChannel"
      from ${unitOccupancy} o
      left join ${reservations} r on r.id = o.reservation_id
      left join ${calendarBlocks} b on b.id = o.block_id
      where o.unit_id = ${unitId} and o.feed_id is null and o.nights && daterange(${from}::date, ${to}::date, '[)')
      union all
      select b.starts_on::text, b.ends_on::text, null, null, b.source, b.channel
      from ${unitOccupancy} o
      cross join lateral unnest(o.nights) as held(nights)
      join ${calendarBlocks} b on b.unit_id = o.unit_id and b.feed_id = o.feed_id
        and b.starts_on >= lower(held.nights) and b.starts_on < upper(held.nights)
      where o.unit_id = ${unitId} and o.feed_id is not null and o.nights && daterange(${from}::date, ${to}::date, '[)')
        and held.nights && daterange(${from}::date, ${to}::date, '[)')
        and b.starts_on < ${to}::date and b.ends_on > ${from}::date
      order by 1`),
  );
}

/** '“Garden room” is booked (LK7H3K9Q) from 12 Mar 2026 to 15 Mar 2026': the first thing in the way. */
export function describeOccupant(unitName: string | null, occupant: Occupant): string {
  const unit = unitName ? `“${unitName}”` : 'This unit';
  const range = `from ${formatDay(occupant.startsOn)} to ${formatDay(occupant.endsOn)}`;
  if (occupant.reservationCode) return `${unit} is booked (${occupant.reservationCode}) ${range}`;
  const by = occupant.blockSource === 'import' ? ` by ${channelName(occupant.blockChannel)}` : '';
  return `${unit} is blocked${by} ${range}`;
}

function channelName(channel: string | null): string {
  return channel === 'airbnb' ? 'Airbnb' : channel === 'booking_com' ? 'Booking.com' : channel === 'vrbo' ? 'Vrbo' : 'another channel';
}
