import { and, eq, gt, lt } from 'drizzle-orm';
import { calendarBlocks, reservations, unitOccupancy } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { pgErrorCode } from '../../lib/pg-error-code';
import { formatDay } from '../../../rules/reservation-dates';
import type { Queryable } from '../properties/property-access';

/** The exclusion constraint unit_occupancy_no_overlap refused a row (migration 0006). */
export const EXCLUSION_VIOLATION = '23P01';
/**
 * Two transactions inserting overlapping rows at the same moment can each wait for the other inside
 * the exclusion check; PostgreSQL then aborts one of them. Its nights were taken all the same.
 */
export const DEADLOCK_DETECTED = '40P01';

export const nightsTaken = () => new HttpError(409, 'Those nights are no longer available for this unit. Choose other dates or another unit');

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

/** What holds any night of [from, to) of a unit: reservations in an occupying status and blocks. */
export async function occupantsOf(db: Queryable, unitId: number, from: string, to: string): Promise<Occupant[]> {
  return db
    .select({
      startsOn: unitOccupancy.startsOn,
      endsOn: unitOccupancy.endsOn,
      reservationCode: reservations.code,
      guestName: reservations.guestName,
      blockSource: calendarBlocks.source,
      blockChannel: calendarBlocks.channel,
    })
    .from(unitOccupancy)
    .leftJoin(reservations, eq(reservations.id, unitOccupancy.reservationId))
    .leftJoin(calendarBlocks, eq(calendarBlocks.id, unitOccupancy.blockId))
    .where(and(eq(unitOccupancy.unitId, unitId), lt(unitOccupancy.startsOn, to), gt(unitOccupancy.endsOn, from)))
    .orderBy(unitOccupancy.startsOn);
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
