import { eq } from 'drizzle-orm';
import type { Queryable } from '../properties/property-access';
import { bookingAlertSettings } from '../../db/schema/index';
import type { BookingAlerts } from '../mail/booking-alert-mails';

/** Every alert on: what a host without a saved row receives. */
const ALL_ALERTS_ON: BookingAlerts = { newReservation: true, awaitingConfirmation: true, dateChange: true, cancellation: true };

export async function loadBookingAlerts(db: Queryable, userId: number): Promise<BookingAlerts> {
  const [row] = await db.select().from(bookingAlertSettings).where(eq(bookingAlertSettings.userId, userId)).limit(1);
  if (!row) return ALL_ALERTS_ON;
  return { newReservation: row.newReservation, awaitingConfirmation: row.awaitingConfirmation, dateChange: row.dateChange, cancellation: row.cancellation };
}

/** Saves the whole set (the contract requires every kind), inserting the row on first save. */
export async function saveBookingAlerts(db: Queryable, userId: number, alerts: BookingAlerts, now: Date): Promise<BookingAlerts> {
  const values = { ...alerts, updatedAt: now };
  await db
    .insert(bookingAlertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bookingAlertSettings.userId, set: values });
  return loadBookingAlerts(db, userId);
}
