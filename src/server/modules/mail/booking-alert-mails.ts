import type { components } from '../../../../openapi/schema';
import { formatDateTime, formatDay, formatMoney, formatMoneyWithEstimate } from '../../../shared/format';
import type { MailMessage } from '../../lib/mailer';
import { composeMail } from './mail-layout';

export type BookingAlerts = components['schemas']['BookingAlerts'];
/** One kind of booking alert: the name of its on/off setting. */
export type BookingAlertKind = keyof BookingAlerts;
type Reservation = components['schemas']['Reservation'];

const CHANNEL_NAMES: Record<Reservation['channel'], string> = {
  guest_site: 'our guest site',
  manual: 'a manual booking',
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  other: 'another channel',
};

export interface BookingAlertInput {
  to: string;
  hostName: string;
  publicUrl: string;
  reservation: Reservation;
  /** awaitingConfirmation: when the request lapses. */
  deadline?: Date;
  /** dateChange: the stay's dates before the change. */
  previousDates?: { checkIn: string; checkOut: string };
}

const stay = (checkIn: string, checkOut: string, nights: number) =>
  `${formatDay(checkIn)} to ${formatDay(checkOut)} (${nights} ${nights === 1 ? 'night' : 'nights'})`;
const guests = (r: Reservation) => `${r.adults} ${r.adults === 1 ? 'adult' : 'adults'}${r.children ? `, ${r.children} ${r.children === 1 ? 'child' : 'children'}` : ''}`;

/** What each alert says first; the booking's details follow in every kind. */
function opening(kind: BookingAlertKind, input: BookingAlertInput): { subject: string; paragraphs: string[] } {
  const r = input.reservation;
  const place = r.propertyName ?? 'your property';
  switch (kind) {
    case 'newReservation':
      return {
        subject: `New booking ${r.code}: ${r.guestName}, ${formatDay(r.checkIn)}`,
        paragraphs: [`${r.guestName} booked ${place} through ${CHANNEL_NAMES[r.channel]}. The nights are now booked on your calendar.`],
      };
    case 'awaitingConfirmation': {
      const by = input.deadline ? formatDateTime(input.deadline) : 'within 24 hours';
      return {
        subject: `Booking request ${r.code} waits for your answer`,
        paragraphs: [
          `${r.guestName} asked to book ${place}. Please accept or decline the request by ${by} (Sri Lanka time); after that it lapses and the guest is told.`,
          'The nights are held for this guest until you answer.',
        ],
      };
    }
    case 'dateChange': {
      const before = input.previousDates;
      return {
        subject: `Booking ${r.code}: new dates ${formatDay(r.checkIn)} to ${formatDay(r.checkOut)}`,
        paragraphs: [
          before
            ? `The dates of ${r.guestName}'s stay at ${place} changed from ${formatDay(before.checkIn)} – ${formatDay(before.checkOut)} to the dates below. Your calendar shows the new nights.`
            : `The dates of ${r.guestName}'s stay at ${place} changed. Your calendar shows the new nights.`,
        ],
      };
    }
    case 'cancellation':
      return {
        subject: `Booking ${r.code} was cancelled`,
        paragraphs: [
          `${r.guestName}'s stay at ${place} from ${formatDay(r.checkIn)} was cancelled. The nights are open again on your calendar.`,
          ...(r.cancelReason ? [`Reason given: ${r.cancelReason}`] : []),
        ],
      };
  }
}

/**
 * A booking alert to the property's host, in HTML and in text. Guest names and reasons are
 * untrusted text: composeMail escapes them. The link opens the reservation in the portal.
 */
export function bookingAlertMail(kind: BookingAlertKind, input: BookingAlertInput): MailMessage {
  const r = input.reservation;
  const { subject, paragraphs } = opening(kind, input);
  return {
    ...composeMail({
      to: input.to,
      name: input.hostName,
      publicUrl: input.publicUrl,
      subject,
      paragraphs: [...paragraphs, 'You can turn this kind of email off under Booking alerts on your profile.'],
      details: [
        { label: 'Booking code', value: r.code },
        { label: 'Property', value: [r.propertyName, r.unitName].filter(Boolean).join(' · ') || '—' },
        { label: 'Stay', value: stay(r.checkIn, r.checkOut, r.nights) },
        { label: 'Guests', value: guests(r) },
        { label: 'Amount', value: `${formatMoneyWithEstimate(r.amount, r.currency)}, you receive ${formatMoney(r.net, r.currency)}` },
        ...(r.specialRequests ? [{ label: 'Special requests', value: r.specialRequests }] : []),
      ],
      link: { label: kind === 'awaitingConfirmation' ? 'Answer the request' : 'Open the booking', url: `${input.publicUrl}/view-reservation/${r.code}` },
    }),
    kind: 'booking-alert',
    purpose: kind,
  };
}
