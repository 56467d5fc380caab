import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reservations } from '../../src/server/db/schema/index';
import { api, bookableProperty, CHANNEL_ENV, reservationOf, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

type Dashboard = components['schemas']['Dashboard'];

/**
 * One host's month, built by moving the app's clock through it: bookings made before their
 * nights, then the dashboard read on 10 March next year (Sri Lanka's date). Every figure below is
 * counted by hand from these bookings.
 */
const YEAR = new Date().getUTCFullYear() + 1;
const day = (month: number, date: number) => `${YEAR}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
const FEBRUARY_DAYS = new Date(Date.UTC(YEAR, 2, 0)).getUTCDate();

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let villa: Bookable;
let requests: Bookable;
let draft: Bookable;
const booked: Record<string, Reservation> = {};
let dashboard: Dashboard;

/** Moves the clock to 06:00 UTC (11:30 in Sri Lanka) of a day; it only ever goes forward. */
const setToday = (date: string) => t.clock.advance(Date.parse(`${date}T06:00:00Z`) - t.clock().getTime());
const manual = async (user: TestUser, place: Bookable, unit: number, checkIn: string, checkOut: string) =>
  reservationOf(await api(t).manual(user, { propertyId: place.propertyId, unitId: place.unitIds[unit], checkIn, checkOut }));
const read = async (user: TestUser) => {
  const answer = await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(user) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Dashboard;
};
const codes = (items: Reservation[]) => items.map((r) => r.code);

beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [host, otherHost] = await Promise.all([t.createUser({ nic: '199012345678' }), t.createUser()]);
  villa = await bookableProperty(t, host, { units: 2 });
  requests = await bookableProperty(t, host, { bookingType: 'request' });
  draft = await bookableProperty(t, host, { status: 'draft' });
  const elsewhere = await bookableProperty(t, otherHost);

  setToday(day(2, 20));
  booked.lastMonth = await manual(host, villa, 1, day(2, 26), day(3, 3)); // 3 nights in Feb, 2 in March
  setToday(day(3, 8));
  booked.leaving = await manual(host, villa, 0, day(3, 8), day(3, 10)); // 2
  setToday(day(3, 10));
  booked.arriving = await manual(host, villa, 1, day(3, 10), day(3, 13)); // 3
  booked.soon = await manual(host, villa, 0, day(3, 15), day(3, 17)); // 2, in the week ahead
  booked.later = await manual(host, villa, 0, day(3, 25), day(3, 28)); // 3, after the week ahead
  booked.cancelled = await manual(host, villa, 1, day(3, 14), day(3, 16));
  reservationOf(await api(t).act(host, booked.cancelled.code, 'cancel', { reason: 'Guest changed plans' }), 200);
  booked.request = reservationOf(
    await api(t).channel('dashboard-request', { propertyId: requests.propertyId, unitId: requests.unitIds[0], checkIn: day(3, 30), checkOut: day(4, 2), amount: 300 }),
  );
  booked.otherHosts = await manual(otherHost, elsewhere, 0, day(3, 10), day(3, 12));
  dashboard = await read(host);
});
afterAll(() => t?.close());

describe('getDashboard', () => {
  it("dates everything by Sri Lanka's today", () => {
    expect(dashboard.today).toBe(day(3, 10));
  });

  it("lists today's arrivals and departures, and the next 7 days' arrivals", () => {
    expect(codes(dashboard.arrivals)).toEqual([booked.arriving.code]);
    expect(codes(dashboard.departures)).toEqual([booked.leaving.code]);
    expect(codes(dashboard.weekAhead)).toEqual([booked.soon.code]);
  });

  it('lists requests waiting for an answer, with their creation time for the 24-hour deadline', () => {
    expect(booked.request.status).toBe('pending');
    expect(codes(dashboard.pendingRequests)).toEqual([booked.request.code]);
    expect(dashboard.pendingRequests[0].allowedActions).toEqual(['confirm', 'decline', 'cancel']);
    expect(dashboard.pendingRequestCount).toBe(1);
  });

  it('shows the five oldest of many requests and counts them all', async () => {
    const busyHost = await t.createUser();
    const place = await bookableProperty(t, busyHost, { bookingType: 'request' });
    const made: Reservation[] = [];
    // Seven requests a minute apart, for nights in a different order from the order they came in.
    for (const [i, date] of [21, 12, 27, 15, 24, 18, 9].entries()) {
      made.push(
        reservationOf(
          await api(t).channel(`dashboard-many-${i}`, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: day(4, date), checkOut: day(4, date + 1), amount: 100 }),
        ),
      );
      t.clock.advance(60_000);
    }
    const theirs = await read(busyHost);
    expect(codes(theirs.pendingRequests)).toEqual(codes(made.slice(0, 5)));
    expect(theirs.pendingRequestCount).toBe(7);
    // The week ahead and the others are not cut to five.
    expect(theirs.weekAhead).toEqual([]);
  });

  it('counts booked nights of listed properties against their unit-nights, this month and last', () => {
    // March: 2 (lastMonth) + 2 (leaving) + 3 (arriving) + 2 (soon) + 3 (later); cancelled and pending stays do not count.
    // Listed units: the villa's 2 and the request property's 1; the draft's unit is not for sale.
    expect(dashboard.occupancy.thisMonth).toEqual({ month: `${YEAR}-03`, bookedNights: 12, availableNights: 3 * 31 });
    expect(dashboard.occupancy.lastMonth).toEqual({ month: `${YEAR}-02`, bookedNights: 3, availableNights: 3 * FEBRUARY_DAYS });
  });

  it("gives this month's and last month's earnings as the earnings screen counts them (by check-out day)", () => {
    // March check-outs: lastMonth (5 nights), leaving (2), arriving (3), soon (2), later (3) = 15 nights × USD 100, 10 % commission.
    // Nothing is checked out and all were recorded as paid at the property, so all of it is still to come.
    expect(dashboard.earnings.thisMonth).toEqual([{ currency: 'USD', stays: 5, gross: 1500, commission: 150, net: 1350, paidOut: 0, upcoming: 1350 }]);
    expect(dashboard.earnings.lastMonth).toEqual([]);
  });

  it("splits a stay of last month from this month's, each month's totals as the earnings report gives them", async () => {
    // A stay that checked out in February, written straight to the database (bookings cannot be made in the past).
    const thirdHost = await t.createUser();
    const elsewhere = await bookableProperty(t, thirdHost, { planId: 3 });
    await manual(thirdHost, elsewhere, 0, day(3, 20), day(3, 22));
    await t.db.insert(reservations).values({
      code: 'DASHFEB1',
      propertyId: elsewhere.propertyId,
      unitId: elsewhere.unitIds[0]!,
      guestName: 'Kamal Silva',
      guestEmail: 'kamal@example.lk',
      checkIn: day(2, 10),
      checkOut: day(2, 12),
      nights: 2,
      adults: 2,
      children: 0,
      channel: 'guest_site',
      amount: 240,
      currency: 'USD',
      commissionPercent: 15,
      commission: 36,
      planName: 'ALL_INCLUSIVE',
      net: 204,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      status: 'checked_out',
    });
    const theirs = await read(thirdHost);
    const report = async (month: number) => {
      const from = day(month, 1);
      const to = day(month, month === 2 ? FEBRUARY_DAYS : 31);
      const answer = await t.inject({ method: 'GET', url: `/api/v1/web/earnings?from=${from}&to=${to}`, headers: t.authFor(thirdHost) });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.totals;
    };
    expect(theirs.earnings.lastMonth).toEqual(await report(2));
    expect(theirs.earnings.lastMonth).toMatchObject([{ currency: 'USD', stays: 1, gross: 240, commission: 36, net: 204 }]);
    expect(theirs.earnings.thisMonth).toEqual(await report(3));
    expect(theirs.earnings.thisMonth).toMatchObject([{ currency: 'USD', stays: 1 }]);
  });

  it('counts listings by status and prompts for the draft and the missing profile fields', () => {
    expect(dashboard.listingsByStatus).toEqual({ draft: 1, pending_review: 0, listed: 2, rejected: 0, unlisted: 0, suspended: 0 });
    expect(dashboard.prompts).toMatchObject({ missingProfileFields: ['contactNo', 'address'], draftPropertyId: draft.propertyId });
    // The bookable fixtures are listed on a plan that pays out and were never given bank details.
    expect(dashboard.prompts.payoutDetailsNeeded.map((item) => item.propertyId)).toEqual([villa.propertyId, requests.propertyId]);
  });

  it("never shows another host's bookings or properties", async () => {
    const all = [...dashboard.arrivals, ...dashboard.departures, ...dashboard.weekAhead, ...dashboard.pendingRequests];
    expect(codes(all)).not.toContain(booked.otherHosts.code);
    const theirs = await read(otherHost);
    expect(codes(theirs.arrivals)).toEqual([booked.otherHosts.code]);
    expect(theirs.pendingRequests).toEqual([]);
    expect(theirs.listingsByStatus.listed).toBe(1);
    expect(theirs.prompts.draftPropertyId).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/web/dashboard' })).statusCode).toBe(401);
  });
});
