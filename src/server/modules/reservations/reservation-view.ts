import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, properties, reservations, reservationStatusHistory, users } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { allowedActions, dateChangeRefusal, groupOf, type ReservationStatus } from '../../../rules/reservation-status';

export type ReservationView = components['schemas']['Reservation'];
type HistoryEntry = components['schemas']['ReservationHistoryEntry'];
export type ReservationRow = typeof reservations.$inferSelect;

/** The columns every reservation view needs: the row and the names of its property and unit. */
export const reservationViewColumns = {
  reservation: reservations,
  propertyName: properties.name,
  unitName: accommodationUnits.name,
};

/** Reservations joined to their property and unit (callers add where/order/limit). */
export function selectReservationViews(db: Queryable) {
  return db
    .select(reservationViewColumns)
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .innerJoin(accommodationUnits, eq(accommodationUnits.id, reservations.unitId));
}

export type ReservationViewRow = { reservation: ReservationRow; propertyName: string | null; unitName: string | null };

export function toReservationView({ reservation: r, propertyName, unitName }: ReservationViewRow, today: string, history?: HistoryEntry[]): ReservationView {
  const status = r.status as ReservationStatus;
  return {
    code: r.code,
    propertyId: r.propertyId,
    propertyName,
    unitId: r.unitId,
    unitName,
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
    ...(history ? { history } : {}),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A reservation's status changes, oldest first, with the name of the person who made each. */
export async function loadHistory(db: Queryable, reservationId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
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
  const [row] = await selectReservationViews(db).where(eq(reservations.id, reservationId)).limit(1);
  return toReservationView(row, today, await loadHistory(db, reservationId));
}
