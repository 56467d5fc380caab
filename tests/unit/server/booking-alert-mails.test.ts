import { describe, expect, it } from 'vitest';
import { bookingAlertMail, type BookingAlertInput } from '../../../src/server/modules/mail/booking-alert-mails';

const reservation = {
  code: 'LK7H3K9Q',
  propertyName: 'Lagoon Villa',
  unitName: 'Garden Room',
  guestName: 'Anoma Silva',
  checkIn: '2026-12-20',
  checkOut: '2026-12-23',
  nights: 3,
  adults: 2,
  children: 0,
  channel: 'guest_site',
  currency: 'USD',
  amount: 300,
  net: 255,
  specialRequests: null,
  cancelReason: null,
} as unknown as BookingAlertInput['reservation'];

const requestMail = (deadline: string) =>
  bookingAlertMail('awaitingConfirmation', { to: 'host@example.lk', hostName: 'Nimal', publicUrl: 'https://portal.example.lk', reservation, deadline: new Date(deadline) });

describe('the booking request mail', () => {
  // hour12: true made Node write these as '0:59 pm' and '0:15 am'.
  it('asks for an answer by the deadline in Sri Lanka time, with 12 for the hours after noon and midnight', () => {
    expect(requestMail('2026-11-27T07:29:00Z').text).toContain('by 27 Nov 2026, 12:59 pm (Sri Lanka time)');
    expect(requestMail('2026-11-27T18:45:00Z').text).toContain('by 28 Nov 2026, 12:15 am (Sri Lanka time)');
    expect(requestMail('2026-11-27T12:00:00Z').text).toContain('by 27 Nov 2026, 5:30 pm (Sri Lanka time)');
  });
});
