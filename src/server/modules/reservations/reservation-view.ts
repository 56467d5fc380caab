import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, properties, propertyTypes, reservations, reservationStatusHistory, users } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { unitNounOf } from '../../../shared/unit-noun';
import { allowedActions, dateChangeRefusal, groupOf, markPaidRefusal, type ReservationStatus } from '../../../shared/reservation-status';

export type ReservationView = components['schemas']['Reservation'];
type HistoryEntry = components['schemas']['ReservationHistoryEntry'];
export type ReservationRow = typeof reservations.$inferSelect;

const RESERVATION_COLUMNS = Object.entries(getTableColumns(reservations)).map(([key, column]) => ({ key, name: column.name, isTimestamp: column.dataType === 'date' }));

/** A reservations row as to_json writes it (its columns' SQL names, timestamps as text) as ReservationRow. */
function reservationFromJson(json: Record<string, unknown>): ReservationRow {
  const row: Record<string, unknown> = {};
  for (const { key, name, isTimestamp } of RESERVATION_COLUMNS) row[key] = isTimestamp && json[name] !== null ? new Date(json[name] as string) : json[name];
  return row as ReservationRow;
}

/** A view as the database builds it: to_json of the reservation beside its property's and unit's names and type. */
export type ReservationViewJson = Omit<ReservationViewRow, 'reservation'> & { reservation: Record<string, unknown> };

export const reservationViewFromJson = (view: ReservationViewJson): ReservationViewRow => ({ ...view, reservation: reservationFromJson(view.reservation) });

export interface ReservationViewQuery {
  where: SQL | undefined;
  /** The order of the rows, on the reservations table's columns. */
  ordering: SQL[];
  limit: number;
}

/**
 * Reservations joined to their property and unit, as one JSON value: the reservation list is a
 * page of rows of 31 columns, and PGlite decodes every result row in JavaScript, which cost more
 * than the query. The page is chosen, ordered and cut on the tables first (ids and the names), and
 * each of its reservations is then read again by id as a row of the table for to_json: a table's
 * row turns into JSON for about a third less than the subquery's (measured on PGlite, 20 hosts'
 * pages of 21). Both keep the table's name as their alias, so `where` and `ordering` read the same
 * columns inside and out.
 */
export async function loadReservationViews(db: Queryable, { where, ordering, limit }: ReservationViewQuery): Promise<ReservationViewRow[]> {
  const order = sql.join(ordering, sql`, `);
  const [row] = rowsOf<{ views: ReservationViewJson[] }>(
    await db.execute(sql`
      select coalesce(json_agg(json_build_object('reservation', to_json(${reservations}), 'propertyName', page.property_name, 'unitName', page.unit_name, 'letsRooms', page.lets_rooms, 'typeName', page.type_name) order by ${order}), '[]') as views
      from (
        select ${reservations.id} as id, ${properties.name} as property_name, ${accommodationUnits.name} as unit_name,
          coalesce(${propertyTypes.isRoomOrHomestay}, false) as lets_rooms, ${propertyTypes.name} as type_name from ${reservations}
        inner join ${properties} on ${properties.id} = ${reservations.propertyId}
        left join ${propertyTypes} on ${propertyTypes.id} = ${properties.propertyTypeId}
        inner join ${accommodationUnits} on ${accommodationUnits.id} = ${reservations.unitId}
        ${where ? sql`where ${where}` : sql``}
        order by ${order} limit ${limit}
      ) as page
      inner join ${reservations} on ${reservations.id} = page.id`),
  );
  return row!.views.map(reservationViewFromJson);
}

/** letsRooms and typeName: the property type's room-or-homestay flag and name, which say whether its units are rooms (unitNounOf). */
export type ReservationViewRow = { reservation: ReservationRow; propertyName: string | null; unitName: string | null; letsRooms?: boolean; typeName?: string | null };

export function toReservationView({ reservation: r, propertyName, unitName, letsRooms = false, typeName = null }: ReservationViewRow, today: string, history?: HistoryEntry[]): ReservationView {
  const status = r.status as ReservationStatus;
  return {
    code: r.code,
    propertyId: r.propertyId,
    propertyName,
    unitId: r.unitId,
    unitName,
    unitNoun: unitNounOf({ isRoomOrHomeStay: letsRooms, name: typeName }),
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    guestPhone: r.guestPhone,
    guestCountry: r.guestCountry,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.nights,
    adults: r.adults,
    children: r.children,
    channel: r.channel as ReservationView['channel'],
    amount: r.amount,
    currency: r.currency as ReservationView['currency'],
    commissionPercent: r.commissionPercent,
    commission: r.commission,
    net: r.net,
    paymentMethod: r.paymentMethod as ReservationView['paymentMethod'],
    paymentStatus: r.paymentStatus as ReservationView['paymentStatus'],
    status,
    group: groupOf({ status, checkIn: r.checkIn }, today),
    specialRequests: r.specialRequests,
    cancelReason: r.cancelReason,
    allowedActions: allowedActions({ status, checkIn: r.checkIn }, today),
    canChangeDates: dateChangeRefusal({ status, checkIn: r.checkIn }, today) === null,
    canMarkPaid: markPaidRefusal({ status, paymentMethod: r.paymentMethod, paymentStatus: r.paymentStatus }) === null,
    ...(history ? { history } : {}),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A reservation's status changes, oldest first, with the name of the person who made each. */
async function loadHistory(db: Queryable, reservationId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      kind: reservationStatusHistory.kind,
      fromStatus: reservationStatusHistory.fromStatus,
      toStatus: reservationStatusHistory.toStatus,
      actor: reservationStatusHistory.actor,
      actorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      reason: reservationStatusHistory.reason,
      at: reservationStatusHistory.changedAt,
    })
    .from(reservationStatusHistory)
    .leftJoin(users, eq(users.id, reservationStatusHistory.changedBy))
    .where(eq(reservationStatusHistory.reservationId, reservationId))
    .orderBy(asc(reservationStatusHistory.id));
  return rows.map((row) => ({
    kind: row.kind as HistoryEntry['kind'],
    fromStatus: row.fromStatus as HistoryEntry['fromStatus'],
    toStatus: row.toStatus as HistoryEntry['toStatus'],
    actor: row.actor as HistoryEntry['actor'],
    actorName: row.actor === 'channel' ? null : row.actorName,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
}

/** One reservation as the contract shows it alone: with its history. */
export async function loadReservationView(db: Queryable, reservationId: number, today: string): Promise<ReservationView> {
  const [row] = await loadReservationViews(db, { where: eq(reservations.id, reservationId), ordering: [sql`${reservations.id}`], limit: 1 });
  return toReservationView(row, today, await loadHistory(db, reservationId));
}
