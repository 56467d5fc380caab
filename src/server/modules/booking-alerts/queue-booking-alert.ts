import { eq } from 'drizzle-orm';
import { properties, users } from '../../db/schema/index';
import { queueMail } from '../../lib/outbox/queue-mail';
import { storedLocale } from '../../lib/request-locale';
import { requestDeadline } from '../../../shared/reservation-status';
import type { AppDeps } from '../../types';
import { bookingAlertMail, type BookingAlertKind } from '../mail/booking-alert-mails';
import type { Queryable } from '../properties/property-access';
import type { ReservationView } from '../reservations/reservation-view';
import { loadBookingAlerts } from './alert-settings';

interface BookingAlert {
  kind: BookingAlertKind;
  reservation: ReservationView;
  previousDates?: { checkIn: string; checkOut: string };
}

/**
 * Writes the host's alert about a booking to the outbox, in the booking change's own transaction
 * (`tx`), unless they switched this kind off on /profile. The booking and its alert commit
 * together; a mail server that is down delays the alert (the outbox tries again) and never fails
 * or undoes the booking. Answers whether an alert was queued, so the caller asks for delivery.
 */
export async function queueBookingAlert(tx: Queryable, deps: Pick<AppDeps, 'config' | 'clock'>, { kind, reservation, previousDates }: BookingAlert): Promise<boolean> {
  const [host] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, reservation.propertyId))
    .limit(1);
  if (!host) return false;
  const wanted = await loadBookingAlerts(tx, host.id);
  if (!wanted[kind]) return false;
  const mail = bookingAlertMail(kind, {
    to: host.email,
    hostName: host.firstName,
    publicUrl: deps.config.publicUrl,
    reservation,
    deadline: kind === 'awaitingConfirmation' ? requestDeadline(new Date(reservation.createdAt)) : undefined,
    previousDates,
  }, storedLocale(host.locale));
  await queueMail(tx, mail, deps.clock());
  return true;
}
