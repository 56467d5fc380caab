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

const RESERVATION_COLUMNS = getTableColumns(reservations);
/** The row as one JSON object keyed like ReservationRow (json_build_object takes 100 arguments: 31 pairs fit). */
const reservationJson = sql`json_build_object(${sql.join(
  Object.entries(RESERVATION_COLUMNS).map(([key, column]) => sql`${key}::text, ${column}`),
  sql`, `,
)})`;
// Timestamps arrive in JSON as text; ReservationRow holds them as Dates.
const TIMESTAMP_KEYS = Object.entries(RESERVATION_COLUMNS)
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key as keyof ReservationRow);

export interface ReservationViewQuery {
  where: SQL | undefined;
  /** The order of the rows, on the reservations table's columns. */
  ordering: SQL[];
  limit: number;
}

/**
 * Reservations joined to their property and unit, as one JSON value: the lists (the reservation
 * list, the dashboard's four) are a page of rows of 31 columns, and PGlite decodes every result row
 * in JavaScript, which cost more than the query. The page is chosen, ordered and cut on the tables
 * (with the property's and unit's names) first and turned into JSON after; it keeps the table's
 * name as its alias, so `where` and `ordering` read the same columns inside and out.
 */
export async function loadReservationViews(db: Queryable, { where, ordering, limit }: ReservationViewQuery): Promise<ReservationViewRow[]> {
  const order = sql.join(ordering, sql`, `);
  const [row] = rowsOf<{ views: ReservationViewRow[] }>(
    await db.execute(sql`
      select coalesce(json_agg(json_build_object('reservation', ${reservationJson}, 'propertyName', ${reservations}.property_name, 'unitName', ${reservations}.unit_name, 'letsRooms', ${reservations}.lets_rooms, 'typeName', ${reservations}.type_name) order by ${order}), '[]') as views
      from (
        select ${reservations}.*, ${properties.name} as property_name, ${accommodationUnits.name} as unit_name,
          coalesce(${propertyTypes.isRoomOrHomestay}, false) as lets_rooms, ${propertyTypes.name} as type_name from ${reservations}
        inner join ${properties} on ${properties.id} = ${reservations.propertyId}
        left join ${propertyTypes} on ${propertyTypes.id} = ${properties.propertyTypeId}
        inner join ${accommodationUnits} on ${accommodationUnits.id} = ${reservations.unitId}
        ${where ? sql`where ${where}` : sql``}
        order by ${order} limit ${limit}
      ) as ${reservations}`),
  );
  for (const view of row!.views) for (const key of TIMESTAMP_KEYS) (view.reservation as Record<string, unknown>)[key] = new Date(view.reservation[key] as unknown as string);
  return row!.views;
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
