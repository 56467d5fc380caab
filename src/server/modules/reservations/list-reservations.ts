import { and, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { properties, reservations } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import type { SuccessBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import type { ReservationChannel, ReservationGroup, ReservationStatus } from '../../../shared/reservation-status';
import { decodeCursor, encodeCursor } from './reservation-cursor';
import { loadReservationViews, toReservationView } from './reservation-view';

export interface ReservationFilters {
  group?: ReservationGroup;
  propertyId?: number;
  status?: ReservationStatus;
  channel?: ReservationChannel;
  from?: string;
  to?: string;
  q?: string;
  cursor?: string;
  limit?: number;
}

export interface ListReservationsOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  filters: ReservationFilters;
}

/** Each list's rows and order: by a date column (then id) in one direction, so paging is keyset. */
function groupOrder(group: ReservationGroup | undefined, today: string): { where?: SQL; column: typeof reservations.checkIn; ascending: boolean } {
  switch (group) {
    case 'upcoming':
      return { where: and(inArray(reservations.status, ['pending', 'confirmed']), sql`${reservations.checkIn} >= ${today}`), column: reservations.checkIn, ascending: true };
    case 'current':
      return {
        where: or(eq(reservations.status, 'checked_in'), and(inArray(reservations.status, ['pending', 'confirmed']), lt(reservations.checkIn, today))),
        column: reservations.checkOut,
        ascending: true,
      };
    case 'past':
      return { where: inArray(reservations.status, ['checked_out', 'no_show']), column: reservations.checkOut, ascending: false };
    case 'cancelled':
      return { where: inArray(reservations.status, ['cancelled', 'declined']), column: reservations.checkIn, ascending: false };
    default:
      return { column: reservations.checkIn, ascending: false };
  }
}

/**
 * The first `count` matching stays of each of the host's properties, by one index range scan per
 * property (reservations_property_check_in_idx / _check_out_idx); the page is the first `count` of
 * those. However many stays a host has, and however deep the page, a page reads at most `count`
 * rows per property, where a plain ORDER BY over the host's properties would sort all their stays.
 * Inside the subquery, the reservation columns of `where` and `ordering` are the lateral scan's.
 */
function pageOfEachProperty(ownerId: number, where: SQL | undefined, ordering: SQL[], count: number): SQL {
  return sql`select page.id from ${properties} owned cross join lateral (
      select ${reservations.id} as id from ${reservations}
      where ${reservations.propertyId} = owned.id and ${where ?? sql`true`}
      order by ${sql.join(ordering, sql`, `)} limit ${count}) page
    where owned.owner_id = ${ownerId}`;
}

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the caller's reservations (admins: all). Keyset paging on (date, id): a deep page
 * costs what the first does, and rows added meanwhile never shift a page.
 */
export async function listReservations({ deps, caller, filters }: ListReservationsOptions): Promise<SuccessBody<'listReservations'>['data']> {
  const today = sriLankaToday(deps.clock());
  const limit = filters.limit ?? 20;
  const order = groupOrder(filters.group, today);
  const conditions: (SQL | undefined)[] = [order.where];
  if (filters.propertyId !== undefined) conditions.push(eq(reservations.propertyId, filters.propertyId));
  if (filters.status) conditions.push(eq(reservations.status, filters.status));
  if (filters.channel) conditions.push(eq(reservations.channel, filters.channel));
  // Stays with a night in [from, to).
  if (filters.from) conditions.push(gt(reservations.checkOut, filters.from));
  if (filters.to) conditions.push(lt(reservations.checkIn, filters.to));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(eq(reservations.code, q.toUpperCase()), ilike(reservations.guestName, pattern), ilike(reservations.guestEmail, pattern)));
  }
  if (filters.cursor) {
    const { date, id } = decodeCursor(filters.cursor);
    conditions.push(order.ascending ? sql`(${order.column}, ${reservations.id}) > (${date}::date, ${id})` : sql`(${order.column}, ${reservations.id}) < (${date}::date, ${id})`);
  }
  const direction = order.ascending ? sql`asc` : sql`desc`;
  const ordering = [sql`${order.column} ${direction}`, sql`${reservations.id} ${direction}`];
  const rows = await loadReservationViews(deps.db, {
    where: hasAdminReach(caller) ? and(...conditions) : sql`${reservations.id} in (${pageOfEachProperty(caller.id, and(...conditions), ordering, limit + 1)})`,
    ordering,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastDate = last && (order.column === reservations.checkOut ? last.reservation.checkOut : last.reservation.checkIn);
  return {
    items: page.map((row) => toReservationView(row, today)),
    nextCursor: rows.length > limit && last ? encodeCursor({ date: lastDate!, id: last.reservation.id }) : null,
  };
}
