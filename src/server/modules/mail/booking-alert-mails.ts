import type { components } from '../../../../openapi/schema';
import { formatDateTime, formatDay, formatMoney, formatMoneyWithEstimate } from '../../../shared/format';
import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { BOOKING_ALERT_TEXTS } from './booking-mail-texts';
import { composeMail } from './mail-layout';

export type BookingAlerts = components['schemas']['BookingAlerts'];
/** One kind of booking alert: the name of its on/off setting. */
export type BookingAlertKind = keyof BookingAlerts;
type Reservation = components['schemas']['Reservation'];

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

type Texts = (typeof BOOKING_ALERT_TEXTS)[Locale];

const stay = (texts: Texts, checkIn: string, checkOut: string, nights: number, locale: Locale) =>
  texts.stay(formatDay(checkIn, locale), formatDay(checkOut, locale), texts.nights(nights));
const guests = (texts: Texts, r: Reservation) => `${texts.adults(r.adults)}${r.children ? `, ${texts.children(r.children)}` : ''}`;

/** What each alert says first; the booking's details follow in every kind. */
function opening(kind: BookingAlertKind, input: BookingAlertInput, texts: Texts, locale: Locale): { subject: string; paragraphs: string[] } {
  const r = input.reservation;
  const place = r.propertyName ?? texts.yourProperty;
  switch (kind) {
    case 'newReservation':
      return { subject: texts.newSubject(r.code, r.guestName, formatDay(r.checkIn, locale)), paragraphs: [texts.newBody(r.guestName, place, texts.channel[r.channel])] };
    case 'awaitingConfirmation': {
      const by = input.deadline ? formatDateTime(input.deadline, locale) : texts.withinDay;
      return { subject: texts.awaitingSubject(r.code), paragraphs: [texts.awaitingBody(r.guestName, place, by), texts.held] };
    }
    case 'dateChange': {
      const before = input.previousDates;
      return {
        subject: texts.dateChangeSubject(r.code, formatDay(r.checkIn, locale), formatDay(r.checkOut, locale)),
        paragraphs: [
          before
            ? texts.dateChangeFrom(r.guestName, place, formatDay(before.checkIn, locale), formatDay(before.checkOut, locale))
            : texts.dateChangeBody(r.guestName, place),
        ],
      };
    }
    case 'cancellation':
      return {
        subject: texts.cancelSubject(r.code),
        paragraphs: [texts.cancelBody(r.guestName, place, formatDay(r.checkIn, locale)), ...(r.cancelReason ? [texts.reason(r.cancelReason)] : [])],
      };
  }
}

/**
 * A booking alert to the property's host, in HTML and in text, in the host's language, its dates
 * and amounts written in it too (src/shared/format.ts). Guest
 * names and reasons are untrusted text: composeMail escapes them. The link opens the reservation.
 */
export function bookingAlertMail(kind: BookingAlertKind, input: BookingAlertInput, locale: Locale = 'en'): MailMessage {
  const r = input.reservation;
  const texts = BOOKING_ALERT_TEXTS[locale];
  const { subject, paragraphs } = opening(kind, input, texts, locale);
  const labels = texts.labels;
  return {
    ...composeMail({
      to: input.to,
      name: input.hostName,
      publicUrl: input.publicUrl,
      locale,
      subject,
      paragraphs: [...paragraphs, texts.turnOff],
      details: [
        { label: labels.code, value: r.code },
        { label: labels.property, value: [r.propertyName, r.unitName].filter(Boolean).join(' · ') || '—' },
        { label: labels.stay, value: stay(texts, r.checkIn, r.checkOut, r.nights, locale) },
        { label: labels.guests, value: guests(texts, r) },
        { label: labels.amount, value: texts.amount(formatMoneyWithEstimate(r.amount, r.currency, locale), formatMoney(r.net, r.currency, locale)) },
        ...(r.specialRequests ? [{ label: labels.specialRequests, value: r.specialRequests }] : []),
      ],
      link: { label: kind === 'awaitingConfirmation' ? texts.answer : texts.open, url: `${input.publicUrl}/view-reservation/${r.code}` },
    }),
    kind: 'booking-alert',
    purpose: kind,
  };
}
