import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingAlertMail } from '../../src/server/modules/mail/booking-alert-mails';
import { formatDateTime, formatDay } from '../../src/shared/format';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, CHANNEL_ENV, night, reservationOf } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [host, admin] = await Promise.all([t.createUser({ firstName: 'Kamal' }), t.createUser({ role: 'ADMIN' })]);
});
afterAll(() => t?.close());

const alertsTo = (user: TestUser) => t.mails.filter((m) => m.kind === 'booking-alert' && m.to === user.email);
const settings = (user: TestUser, body?: Record<string, unknown>) =>
  t.inject({ method: body ? 'PUT' : 'GET', url: '/api/v1/web/profile/booking-alerts', headers: t.authFor(user), ...(body ? { payload: body } : {}) });
const ALL_ON = { newReservation: true, awaitingConfirmation: true, dateChange: true, cancellation: true };
let keys = 0;
const channelBooking = (propertyId: number, unitId: number, from: number, to: number) =>
  api(t).channel(`alert-key-${++keys}`, { propertyId, unitId, checkIn: night(t, from), checkOut: night(t, to), amount: 250 });

describe('booking alert settings', () => {
  beforeEach(async () => {
    expect((await settings(host, ALL_ON)).statusCode).toBe(200);
  });

  it('are all on for a host who never saved them, and save as a whole set', async () => {
    const fresh = await t.createUser();
    expect((await settings(fresh)).json()).toEqual({ data: ALL_ON });
    const saved = await settings(fresh, { ...ALL_ON, dateChange: false });
    expect(saved.json()).toEqual({ data: { ...ALL_ON, dateChange: false }, message: 'Your booking alerts are saved' });
    expect((await settings(fresh)).json().data).toEqual({ ...ALL_ON, dateChange: false });
  });

  it.each([
    ['a missing kind', { newReservation: true, awaitingConfirmation: true, dateChange: true }],
    ['a string for a boolean', { ...ALL_ON, cancellation: 'false' }],
    ['an unknown field', { ...ALL_ON, sms: true }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    await settings(host, { ...ALL_ON, cancellation: false });
    const refused = await settings(host, body);
    expectErrorShape(refused, 400);
    expect((await settings(host)).json().data).toEqual({ ...ALL_ON, cancellation: false });
  });

  it("are each user's own", async () => {
    const other = await t.createUser();
    await settings(other, { ...ALL_ON, newReservation: false });
    expect((await settings(host)).json().data).toEqual(ALL_ON);
  });
});

describe('booking alert mails', () => {
  beforeEach(async () => {
    await settings(host, ALL_ON);
  });

  it('a channel reservation puts one alert in the outbox, to the host, in HTML and text; its replay sends none', async () => {
    const place = await bookableProperty(t, host);
    const before = alertsTo(host).length;
    const key = `alert-replay-${++keys}`;
    const body = { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 10), checkOut: night(t, 12), amount: 250 };
    const r = reservationOf(await api(t).channel(key, body));
    expect((await api(t).channel(key, body)).headers['idempotent-replayed']).toBe('true');

    const sent = alertsTo(host).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ purpose: 'newReservation', subject: `New booking ${r.code}: Nimal Perera, ${formatted(r.checkIn)}` });
    expect(sent[0].text).toContain(`Booking code: ${r.code}`);
    expect(sent[0].text).toContain('Amount: USD 250.00 (≈ LKR 75,000), you receive USD 225.00');
    expect(sent[0].text).toContain(`/view-reservation/${r.code}`);
    expect(sent[0].html).toContain(`/view-reservation/${r.code}`);
  });

  it('sends none when the host switched new bookings off', async () => {
    const place = await bookableProperty(t, host);
    await settings(host, { ...ALL_ON, newReservation: false });
    const before = alertsTo(host).length;
    reservationOf(await channelBooking(place.propertyId, place.unitIds[0], 20, 22));
    expect(alertsTo(host).length).toBe(before);
  });

  it('a request to book asks for an answer by its deadline, 24 hours on, in Sri Lanka time', async () => {
    const place = await bookableProperty(t, host, { bookingType: 'request' });
    const before = alertsTo(host).length;
    const r = reservationOf(await channelBooking(place.propertyId, place.unitIds[0], 30, 33));
    expect(r.status).toBe('pending');
    const [mail] = alertsTo(host).slice(before);
    expect(mail.purpose).toBe('awaitingConfirmation');
    const deadline = formatDateTime(new Date(Date.parse(r.createdAt) + 24 * 3_600_000));
    expect(mail.text).toContain(`by ${deadline} (Sri Lanka time)`);
  });

  it('a cancellation by our team alerts the host with the reason; the host cancelling sends nothing', async () => {
    const place = await bookableProperty(t, host);
    const byAdmin = await book(t, host, place, 40, 42);
    const byHost = await book(t, host, place, 43, 45);
    const before = alertsTo(host).length;
    reservationOf(await api(t).act(admin, byAdmin.code, 'cancel', { reason: 'Payment <b>failed</b>' }), 200);
    reservationOf(await api(t).act(host, byHost.code, 'cancel', { reason: 'Family visit' }), 200);
    const sent = alertsTo(host).slice(before);
    expect(sent.map((m) => m.purpose)).toEqual(['cancellation']);
    expect(sent[0].text).toContain('Reason given: Payment <b>failed</b>');
    expect(sent[0].html).toContain('Payment &lt;b&gt;failed&lt;/b&gt;');
  });

  it('manual bookings the host records send no alert', async () => {
    const place = await bookableProperty(t, host);
    const before = alertsTo(host).length;
    await book(t, host, place, 50, 52);
    expect(alertsTo(host).length).toBe(before);
  });

  it('a mail that cannot be sent never fails the booking', async () => {
    const place = await bookableProperty(t, host);
    t.breakMail((m) => m.kind === 'booking-alert');
    try {
      const r = reservationOf(await channelBooking(place.propertyId, place.unitIds[0], 60, 61));
      expect(r.status).toBe('confirmed');
    } finally {
      t.breakMail(null);
    }
  });

  it('the change-of-dates alert names the old and the new dates', () => {
    const reservation = { code: 'LK7H3K9Q', propertyName: 'Lagoon Villa', unitName: 'Room 1', guestName: 'Nimal Perera', checkIn: '2027-01-10', checkOut: '2027-01-13', nights: 3, adults: 2, children: 1, currency: 'LKR', amount: 45000, net: 40500, channel: 'guest_site' };
    const mail = bookingAlertMail('dateChange', {
      to: 'kamal@example.lk',
      hostName: 'Kamal',
      publicUrl: 'https://portal.example.lk',
      reservation: reservation as never,
      previousDates: { checkIn: '2027-01-08', checkOut: '2027-01-11' },
    });
    expect(mail.subject).toBe('Booking LK7H3K9Q: new dates 10 Jan 2027 to 13 Jan 2027');
    expect(mail.text).toContain('changed from 8 Jan 2027 – 11 Jan 2027 to the dates below');
    expect(mail.text).toContain('Stay: 10 Jan 2027 to 13 Jan 2027 (3 nights)');
    expect(mail.text).toContain('Guests: 2 adults, 1 child');
    expect(mail.text).toContain('Amount: LKR 45,000.00, you receive LKR 40,500.00');
  });
});

const formatted = formatDay;
