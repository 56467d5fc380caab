import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelIdempotencyKeys, reservations } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, channelAuth, CHANNEL_ENV, night, reservationOf } from './helpers/reservations';
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

describe('createManualReservation', () => {
  it('records a confirmed booking priced from the calendar, with the plan’s commission and a first history entry', async () => {
    const place = await bookableProperty(t, host);
    const r = reservationOf(
      await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 3), checkOut: night(t, 6), specialRequests: '  Late arrival  ' }),
    );
    expect(r.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(r).toMatchObject({
      status: 'confirmed',
      channel: 'manual',
      nights: 3,
      amount: 300,
      currency: 'USD',
      commissionPercent: 10,
      commission: 30,
      net: 270,
      paymentStatus: 'unpaid',
      specialRequests: 'Late arrival',
      group: 'upcoming',
      propertyName: 'Lagoon Villa',
      unitName: 'Room 1',
    });
    expect(r.allowedActions).toEqual(['cancel']);
    expect(r.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'confirmed', actor: 'host', actorName: 'Kamal Silva' })]);
  });

  it('keeps an amount the host typed and records another channel', async () => {
    const place = await bookableProperty(t, host);
    const r = reservationOf(
      await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2), amount: 123.45, channel: 'airbnb' }),
    );
    expect(r).toMatchObject({ amount: 123.45, commission: 12.35, net: 111.1, channel: 'airbnb' });
  });

  it("answers 404 for another host's property and for a unit of another property", async () => {
    const mine = await bookableProperty(t, host);
    const theirs = await bookableProperty(t, otherHost);
    expectErrorShape(await api(t).manual(host, { propertyId: theirs.propertyId, unitId: theirs.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2) }), 404);
    expectErrorShape(await api(t).manual(host, { propertyId: mine.propertyId, unitId: theirs.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2) }), 404);
  });

  it('lets an admin record a booking on any property, as admin in the history', async () => {
    const place = await bookableProperty(t, host);
    const r = reservationOf(await api(t).manual(admin, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2) }));
    expect(r.history?.[0].actor).toBe('admin');
  });

  it('keeps a unit with reservations: deleting it answers 409', async () => {
    const place = await bookableProperty(t, host);
    await book(t, host, place, 1, 2);
    const response = await t.inject({ method: 'DELETE', url: `/api/v1/web/accommodation-units/${place.unitIds[0]}`, headers: t.authFor(host) });
    expect(expectErrorShape(response, 409).error.error_message).toBe('This unit has reservations, so it cannot be deleted');
  });

  it('refuses a draft listing with 409', async () => {
    const place = await bookableProperty(t, host, { status: 'draft' });
    expectErrorShape(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2) }), 409);
  });

  it.each([
    ['check-out before check-in', { checkIn: 5, checkOut: 4 }, 'checkOut', 'Check-out must be after check-in'],
    ['check-out on check-in', { checkIn: 5, checkOut: 5 }, 'checkOut', 'Check-out must be after check-in'],
    ['a stay over 90 nights', { checkIn: 1, checkOut: 92 }, 'checkOut', 'A reservation can be at most 90 nights; split a longer stay'],
    ['check-in in the past', { checkIn: -1, checkOut: 2 }, 'checkIn', 'Check-in cannot be in the past'],
  ])('refuses %s with 422 naming the field', async (_, days, field, message) => {
    const place = await bookableProperty(t, host);
    const response = await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, days.checkIn), checkOut: night(t, days.checkOut) });
    const body = expectErrorShape(response, 422);
    expect(body.error.fields?.[field]).toBe(message);
  });

  it.each([
    ['a bad email', { guestEmail: 'nimal@' }, 'guestEmail'],
    ['a blank name', { guestName: '   ' }, 'guestName'],
    ['a bad phone number', { guestPhone: '12-34' }, 'guestPhone'],
    ['more guests than the unit sleeps', { adults: 3, children: 2 }, 'adults'],
    ['an amount with fractions of cents', { amount: 100.005 }, 'amount'],
  ])('refuses %s with 422', async (_, fields, field) => {
    const place = await bookableProperty(t, host);
    const response = await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2), ...fields });
    expect(expectErrorShape(response, 422).error.fields).toHaveProperty(field);
  });

  it.each([
    ['an impossible date', { checkIn: '2026-02-30' }],
    ['an unknown field', { nights: 3 }],
    ['a string for adults', { adults: '2' }],
    ['an unknown channel', { channel: 'guest_site' }],
    ['a lower-case country', { guestCountry: 'lk' }],
  ])('refuses %s with 400 before anything is stored', async (_, fields) => {
    const place = await bookableProperty(t, host);
    const response = await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 1), checkOut: night(t, 2), ...fields });
    expectErrorShape(response, 400);
    expect(await t.db.select().from(reservations).where(eq(reservations.propertyId, place.propertyId))).toEqual([]);
  });
});

describe('createChannelReservation', () => {
  const stay = (place: { propertyId: number; unitIds: number[] }, from = 2, to = 4) => ({
    propertyId: place.propertyId,
    unitId: place.unitIds[0],
    checkIn: night(t, from),
    checkOut: night(t, to),
    amount: 210,
  });

  it('books an instant-booking listing as confirmed from the guest site', async () => {
    const place = await bookableProperty(t, host);
    const r = reservationOf(await api(t).channel('key-instant-1', stay(place)));
    expect(r).toMatchObject({ status: 'confirmed', channel: 'guest_site', amount: 210, commission: 21, net: 189, paymentMethod: 'online', paymentStatus: 'paid' });
    expect(r.history).toEqual([expect.objectContaining({ actor: 'channel', actorName: null, toStatus: 'confirmed' })]);
  });

  it('makes a request-to-book listing’s booking a pending request', async () => {
    const place = await bookableProperty(t, host, { bookingType: 'request' });
    const r = reservationOf(await api(t).channel('key-request-1', stay(place)));
    expect(r.status).toBe('pending');
    expect(r.allowedActions).toEqual(['confirm', 'decline', 'cancel']);
  });

  it('creates one reservation for a retried call with the same key, and answers the first answer again', async () => {
    const place = await bookableProperty(t, host);
    const first = await api(t).channel('key-retry-1', stay(place));
    const again = await api(t).channel('key-retry-1', stay(place));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(reservations).where(eq(reservations.propertyId, place.propertyId))).toHaveLength(1);
  });

  it('replays concurrent retries with the same key without booking twice', async () => {
    const place = await bookableProperty(t, host);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api(t).channel('key-concurrent-1', stay(place))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.code)).size).toBe(1);
    expect(await t.db.select().from(reservations).where(eq(reservations.propertyId, place.propertyId))).toHaveLength(1);
  });

  it('refuses the same key with another body with 422 and books nothing', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    reservationOf(await api(t).channel('key-reused-1', stay(place)));
    const other = await api(t).channel('key-reused-1', { ...stay(place), unitId: place.unitIds[1] });
    expect(expectErrorShape(other, 422).error.error_message).toMatch(/Idempotency-Key was already used/);
    expect(await t.db.select().from(reservations).where(eq(reservations.propertyId, place.propertyId))).toHaveLength(1);
  });

  it('keeps no key for a refused call, so the same key may be retried once the problem is fixed', async () => {
    const place = await bookableProperty(t, host);
    expectErrorShape(await api(t).channel('key-fixed-1', { ...stay(place), currency: 'LKR' }), 422);
    expect(await t.db.select().from(channelIdempotencyKeys).where(eq(channelIdempotencyKeys.key, 'key-fixed-1'))).toEqual([]);
  });

  it('refuses an amount with fractions of cents with 422', async () => {
    const place = await bookableProperty(t, host);
    expect(expectErrorShape(await api(t).channel('key-cents-1', { ...stay(place), amount: 99.999 }), 422).error.fields).toHaveProperty('amount');
  });

  it('answers 401 with wrong or missing credentials', async () => {
    const place = await bookableProperty(t, host);
    expectErrorShape(await api(t).channel('key-auth-1', stay(place), channelAuth('guest-site', 'wrong-password-123456')), 401);
    const none = await api(t).channel('key-auth-2', stay(place), {});
    expectErrorShape(none, 401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('refuses a call without an Idempotency-Key with 400', async () => {
    const place = await bookableProperty(t, host);
    const response = await t.inject({ method: 'POST', url: '/api/v1/channel/reservations', csrf: false, headers: channelAuth(), payload: { ...stay(place), paymentMethod: 'online', currency: 'USD', guestName: 'A', guestEmail: 'a@example.lk', adults: 1 } });
    expectErrorShape(response, 400);
  });

  it('refuses a listing that is not listed with 409', async () => {
    const place = await bookableProperty(t, host, { status: 'unlisted' });
    expectErrorShape(await api(t).channel('key-unlisted-1', stay(place)), 409);
  });

  it('holds guests to the minimum stay of the check-in night (422)', async () => {
    const place = await bookableProperty(t, host);
    const set = await api(t).writeCalendar(host, place.propertyId, 'min-stay', { unitIds: place.unitIds, from: night(t, 2), to: night(t, 3), minStay: 3 });
    expect(set.statusCode, set.body).toBe(200);
    const short = await api(t).channel('key-min-stay-1', stay(place, 2, 4));
    expect(expectErrorShape(short, 422).error.fields?.checkOut).toBe('Stays starting on this date must be at least 3 nights');
    // The host may still make an exception by hand.
    await book(t, host, place, 2, 4);
  });

  it('answers 503 when the server has no channel credential configured', async () => {
    const bare = await buildTestApp();
    try {
      const response = await bare.inject({ method: 'POST', url: '/api/v1/channel/reservations', headers: { 'idempotency-key': 'k', ...channelAuth() }, payload: {} });
      expect(expectErrorShape(response, 503).error.error_message).toMatch(/not configured/);
    } finally {
      await bare.close();
    }
  });
});
