import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations, unitOccupancy } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, channelAuth, CHANNEL_ENV, night, reservationOf, type PropertyCalendar } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [host, otherHost, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
});
afterAll(() => t?.close());

const ALL_ON = { newReservation: true, awaitingConfirmation: true, dateChange: true, cancellation: true };
const alerts = (purpose?: string) => t.mails.filter((m) => m.kind === 'booking-alert' && m.to === host.email && (!purpose || m.purpose === purpose));
const saveAlerts = (body: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: '/api/v1/web/profile/booking-alerts', headers: t.authFor(host), payload: body });
beforeEach(async () => {
  expect((await saveAlerts(ALL_ON)).statusCode).toBe(200);
});

const move = (code: string, from: number, to: number, extra: Record<string, unknown> = {}, user = host) =>
  api(t).dates(user, code, { checkIn: night(t, from), checkOut: night(t, to), ...extra });
let keys = 0;
const guestSiteBooking = async (propertyId: number, unitId: number, from: number, to: number) =>
  reservationOf(await api(t).channel(`dates-key-${++keys}`, { propertyId, unitId, checkIn: night(t, from), checkOut: night(t, to), amount: 250 }));
const occupancyOf = async (reservationId: number) => t.db.select().from(unitOccupancy).where(eq(unitOccupancy.reservationId, reservationId));
const rowOf = async (code: string) => (await t.db.select().from(reservations).where(eq(reservations.code, code)))[0];

describe('a host changes the dates of a stay', () => {
  it("moves it to free nights: the calendar's prices, the booked commission rate, the history and the calendar follow", async () => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 12);
    const moved = reservationOf(await move(booked.code, 20, 23), 200);
    expect(moved).toMatchObject({ checkIn: night(t, 20), checkOut: night(t, 23), nights: 3, amount: 300, commission: 30, net: 270, status: 'confirmed' });
    expect(moved.history?.at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'confirmed', actor: 'host' });
    expect(moved.history?.at(-1)?.reason).toMatch(/^Dates changed from .+ to .+$/);
    const row = await rowOf(booked.code);
    expect(await occupancyOf(row.id)).toMatchObject([{ startsOn: night(t, 20), endsOn: night(t, 23) }]);

    const calendar = (await api(t).calendar(host, place.propertyId, night(t, 10), night(t, 23))).json().data as PropertyCalendar;
    const statusOn = (days: number) => calendar.units[0].nights.find((n) => n.date === night(t, days))?.status;
    expect([statusOn(10), statusOn(11), statusOn(20), statusOn(22)]).toEqual(['available', 'available', 'booked', 'booked']);
  });

  it('may overlap its own old nights and keeps a given amount', async () => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 13);
    const moved = reservationOf(await move(booked.code, 11, 14, { amount: 420.5 }), 200);
    expect(moved).toMatchObject({ checkIn: night(t, 11), checkOut: night(t, 14), amount: 420.5, commission: 42.05, net: 378.45 });
  });

  it('accepts same-day turnover next to another stay, and refuses an overlap with 409 naming it, changing nothing', async () => {
    const place = await bookableProperty(t, host);
    const first = await book(t, host, place, 10, 12);
    const second = await book(t, host, place, 14, 16);
    reservationOf(await move(second.code, 12, 14), 200);
    const refused = expectErrorShape(await move(second.code, 11, 13), 409);
    expect(refused.error.error_message).toContain(`(${first.code})`);
    expect(await rowOf(second.code)).toMatchObject({ checkIn: night(t, 12), checkOut: night(t, 14) });
  });

  it('refuses a host block in the way', async () => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 12);
    expect((await api(t).writeCalendar(host, place.propertyId, 'block', { unitIds: place.unitIds, from: night(t, 30), to: night(t, 32) })).statusCode).toBe(200);
    expect(expectErrorShape(await move(booked.code, 31, 33), 409).error.error_message).toContain('is blocked');
  });

  it.each([
    ['check-out before check-in', 20, 19, 'checkOut', 'Check-out must be after check-in'],
    ['check-in in the past', -1, 3, 'checkIn', 'Check-in cannot be in the past'],
    ['more than 90 nights', 20, 111, 'checkOut', 'A reservation can be at most 90 nights; split a longer stay'],
  ])('refuses %s with 422', async (_, from, to, field, message) => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 12);
    expect(expectErrorShape(await move(booked.code, from, to), 422).error.fields?.[field]).toBe(message);
    expect(await rowOf(booked.code)).toMatchObject({ checkIn: night(t, 10), checkOut: night(t, 12) });
  });

  it('refuses bodies off the contract with 400', async () => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 12);
    expectErrorShape(await api(t).dates(host, booked.code, { checkIn: night(t, 20) }), 400);
    expectErrorShape(await api(t).dates(host, booked.code, { checkIn: night(t, 20), checkOut: night(t, 21), status: 'cancelled' }), 400);
    expectErrorShape(await api(t).dates(host, booked.code, { checkIn: night(t, 20), checkOut: night(t, 21), amount: '300' }), 400);
  });

  it('refuses a stay that is cancelled or already under way with 409', async () => {
    const place = await bookableProperty(t, host);
    const cancelled = await book(t, host, place, 10, 12);
    reservationOf(await api(t).act(host, cancelled.code, 'cancel', { reason: 'Guest changed plans' }), 200);
    expect(expectErrorShape(await move(cancelled.code, 20, 22), 409).error.error_message).toBe('A reservation that is cancelled cannot have its dates changed');

    const today = await book(t, host, place, 0, 2);
    reservationOf(await api(t).act(host, today.code, 'check-in'), 200);
    expect(expectErrorShape(await move(today.code, 20, 22), 409).error.error_message).toBe('A reservation that is checked in cannot have its dates changed');
  });

  it("answers 404 to another host, lets an admin move it, and only the admin's move alerts the host", async () => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 12);
    expectErrorShape(await move(booked.code, 20, 22, {}, otherHost), 404);
    expect(await rowOf(booked.code)).toMatchObject({ checkIn: night(t, 10) });

    const before = alerts().length;
    reservationOf(await move(booked.code, 20, 22), 200);
    expect(alerts().length).toBe(before);
    const byAdmin = reservationOf(await move(booked.code, 24, 26, {}, admin), 200);
    expect(byAdmin.history?.at(-1)).toMatchObject({ actor: 'admin' });
    const sent = alerts().slice(before);
    expect(sent.map((m) => m.purpose)).toEqual(['dateChange']);
  });

  it('the same dates again change nothing and write no history', async () => {
    const place = await bookableProperty(t, host);
    const booked = await book(t, host, place, 10, 12);
    const again = await move(booked.code, 10, 12, {}, admin);
    expect(again.json().message).toBe('Nothing changed: the reservation already has these dates');
    expect(reservationOf(again, 200).history).toHaveLength(booked.history!.length);
  });
});

describe('the guest site changes and cancels its own bookings', () => {
  it('moves a guest-site booking at the quoted amount and alerts the host with the old and new dates', async () => {
    const place = await bookableProperty(t, host);
    const booked = await guestSiteBooking(place.propertyId, place.unitIds[0], 10, 12);
    const before = alerts('dateChange').length;
    const moved = reservationOf(await api(t).channelDates(booked.code, { checkIn: night(t, 15), checkOut: night(t, 18), amount: 330 }), 200);
    expect(moved).toMatchObject({ checkIn: night(t, 15), checkOut: night(t, 18), nights: 3, amount: 330, commission: 33, net: 297 });
    expect(moved.history?.at(-1)).toMatchObject({ actor: 'channel' });
    const [mail] = alerts('dateChange').slice(before);
    expect(mail.subject).toContain(booked.code);
    expect(mail.text).toContain(moved.code);

    // A retry with the same dates and amount changes nothing and sends nothing more.
    reservationOf(await api(t).channelDates(booked.code, { checkIn: night(t, 15), checkOut: night(t, 18), amount: 330 }), 200);
    expect(alerts('dateChange').length).toBe(before + 1);
  });

  it("follows the new check-in's minimum stay (422)", async () => {
    const place = await bookableProperty(t, host);
    const booked = await guestSiteBooking(place.propertyId, place.unitIds[0], 10, 12);
    expect((await api(t).writeCalendar(host, place.propertyId, 'min-stay', { unitIds: place.unitIds, from: night(t, 20), to: night(t, 21), minStay: 3 })).statusCode).toBe(200);
    const refused = expectErrorShape(await api(t).channelDates(booked.code, { checkIn: night(t, 20), checkOut: night(t, 22), amount: 200 }), 422);
    expect(refused.error.fields?.checkOut).toBe('Stays starting on this date must be at least 3 nights');
  });

  it('sends no change-of-dates alert when the host switched them off', async () => {
    const place = await bookableProperty(t, host);
    const booked = await guestSiteBooking(place.propertyId, place.unitIds[0], 10, 12);
    await saveAlerts({ ...ALL_ON, dateChange: false });
    const before = alerts().length;
    reservationOf(await api(t).channelDates(booked.code, { checkIn: night(t, 13), checkOut: night(t, 15), amount: 250 }), 200);
    expect(alerts().length).toBe(before);
  });

  it('cancels once with an alert; a retry answers 200 as it is and sends nothing', async () => {
    const place = await bookableProperty(t, host);
    const booked = await guestSiteBooking(place.propertyId, place.unitIds[0], 10, 12);
    const before = alerts('cancellation').length;
    const cancelled = await api(t).channelCancel(booked.code, { reason: 'Flight cancelled' });
    expect(cancelled.json().message).toBe('The reservation was cancelled');
    expect(reservationOf(cancelled, 200)).toMatchObject({ status: 'cancelled', cancelReason: 'Flight cancelled' });
    expect(await occupancyOf((await rowOf(booked.code)).id)).toEqual([]);
    const retry = await api(t).channelCancel(booked.code, { reason: 'Flight cancelled' });
    expect(retry.json().message).toBe('The reservation was already cancelled');
    expect(reservationOf(retry, 200).status).toBe('cancelled');
    expect(alerts('cancellation').length).toBe(before + 1);
  });

  it('refuses a stay already under way (409) and an empty reason (422)', async () => {
    const place = await bookableProperty(t, host);
    const today = await guestSiteBooking(place.propertyId, place.unitIds[0], 0, 2);
    reservationOf(await api(t).act(host, today.code, 'check-in'), 200);
    expect(expectErrorShape(await api(t).channelCancel(today.code, { reason: 'Too late' }), 409).error.error_message).toBe(
      'A reservation that is checked in cannot be cancelled',
    );
    expect(expectErrorShape(await api(t).channelDates(today.code, { checkIn: night(t, 5), checkOut: night(t, 6), amount: 100 }), 409).error.error_message).toBe(
      'A reservation that is checked in cannot have its dates changed',
    );
    expectErrorShape(await api(t).channelCancel(today.code, { reason: ' ' }), 422);
  });

  it("answers 404 for bookings it did not make, and 401 without the guest site's credential", async () => {
    const place = await bookableProperty(t, host);
    const manual = await book(t, host, place, 10, 12);
    expectErrorShape(await api(t).channelCancel(manual.code, { reason: 'Not ours' }), 404);
    expectErrorShape(await api(t).channelDates(manual.code, { checkIn: night(t, 20), checkOut: night(t, 21), amount: 100 }), 404);
    expect((await rowOf(manual.code)).status).toBe('confirmed');

    const booked = await guestSiteBooking(place.propertyId, place.unitIds[0], 30, 32);
    expectErrorShape(await api(t).channelCancel(booked.code, { reason: 'No' }, channelAuth('guest-site', 'wrong-password-123456')), 401);
    expectErrorShape(await api(t).channelCancel(booked.code, { reason: 'No' }, t.authFor(host)), 401);
    expect((await rowOf(booked.code)).status).toBe('confirmed');
  });
});
