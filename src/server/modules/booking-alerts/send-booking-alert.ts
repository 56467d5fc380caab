import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { properties, users } from '../../db/schema/index';
import { requestDeadline } from '../../../shared/reservation-status';
import type { AppDeps } from '../../types';
import { bookingAlertMail, type BookingAlertKind } from '../mail/booking-alert-mails';
import type { ReservationView } from '../reservations/reservation-view';
import { loadBookingAlerts } from './alert-settings';

export interface SendBookingAlertOptions {
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>;
  log: FastifyBaseLogger;
  kind: BookingAlertKind;
  reservation: ReservationView;
  previousDates?: { checkIn: string; checkOut: string };
}

/**
 * Mails the property's host about a booking, unless they switched this kind off on /profile.
 * Called after the booking is committed: an alert that cannot be sent is logged with the booking
 * code and never undoes or fails the booking (the reservation is on the calendar and in the list).
 */
export async function sendBookingAlert({ deps, log, kind, reservation, previousDates }: SendBookingAlertOptions): Promise<void> {
  try {
    const [host] = await deps.db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(properties.id, reservation.propertyId))
      .limit(1);
    if (!host) return;
    const wanted = await loadBookingAlerts(deps.db, host.id);
    if (!wanted[kind]) return;
    const mail = bookingAlertMail(kind, {
      to: host.email,
      hostName: host.firstName,
      publicUrl: deps.config.publicUrl,
      reservation,
      deadline: kind === 'awaitingConfirmation' ? requestDeadline(new Date(reservation.createdAt)) : undefined,
      previousDates,
    });
    await deps.mailer.send(mail);
  } catch (error) {
    log.error({ event: 'mail', outcome: 'failed', purpose: kind, reservation: reservation.code, err: error }, 'booking alert not sent; the booking stands');
  }
}
