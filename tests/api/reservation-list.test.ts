import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, CHANNEL_ENV, night, reservationOf, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let admin: TestUser;
let place: Bookable;
const made: Record<string, Reservation> = {};

const DAY = 86_400_000;

/**
 * One host's reservations in every list, made before the clock moves two days on:
 * upcoming (a request and a confirmed stay), current (checked in; and one overdue), past, cancelled.
 */
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [host, otherHost, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
  place = await bookableProperty(t, host, { units: 3, bookingType: 'request' });
  const other = await bookableProperty(t, otherHost);
  await book(t, otherHost, other, 5, 7);

  made.past = await book(t, host, place, 0, 1, 0);
  await api(t).act(host, made.past.code, 'check-in');
  await api(t).act(host, made.past.code, 'check-out');
  made.overdue = await book(t, host, place, 1, 3, 1);
  made.inHouse = await book(t, host, place, 0, 4, 2);
  await api(t).act(host, made.inHouse.code, 'check-in');
  made.cancelled = await book(t, host, place, 10, 12, 0);
  await api(t).act(host, made.cancelled.code, 'cancel', { reason: 'Guest asked' });
  t.clock.advance(2 * DAY);
  made.request = reservationOf(
    await api(t).channel('list-request', { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 3), checkOut: night(t, 5), amount: 200, guestName: 'Chamari Fernando', guestEmail: 'chamari@example.com' }),
  );
  made.upcoming = await book(t, host, place, 6, 9, 1);
});
afterAll(() => t?.close());

const codes = async (user: TestUser, query: Record<string, string | number> = {}) => {
  const response = await api(t).list(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as Reservation[]).map((r) => r.code);
};

describe('listReservations', () => {
  it('lists upcoming stays soonest first', async () => {
    expect(await codes(host, { group: 'upcoming' })).toEqual([made.request.code, made.upcoming.code]);
  });

  it('lists guests in the house and overdue arrivals as current, soonest check-out first', async () => {
    expect(await codes(host, { group: 'current' })).toEqual([made.overdue.code, made.inHouse.code]);
  });

  it('lists past and cancelled stays', async () => {
    expect(await codes(host, { group: 'past' })).toEqual([made.past.code]);
    expect(await codes(host, { group: 'cancelled' })).toEqual([made.cancelled.code]);
  });

  it('shows each reservation’s list and actions for today', async () => {
    const items = (await api(t).list(host, { group: 'current' })).json().data.items as Reservation[];
    expect(items.map((r) => [r.group, r.allowedActions])).toEqual([
      ['current', ['check_in', 'no_show', 'cancel']],
      ['current', ['check_out']],
    ]);
    expect(items[0]).not.toHaveProperty('history');
  });

  it('filters by status, channel, property and dates', async () => {
    expect(await codes(host, { status: 'pending' })).toEqual([made.request.code]);
    expect(await codes(host, { channel: 'guest_site' })).toEqual([made.request.code]);
    expect(await codes(host, { propertyId: place.propertyId })).toHaveLength(6);
    // Stays with a night in [today + 6, today + 7): only the upcoming one (nights 6-8).
    expect(await codes(host, { from: night(t, 6), to: night(t, 7) })).toEqual([made.upcoming.code]);
  });

  it('finds a reservation by its code, the guest’s name or email, case-insensitively', async () => {
    expect(await codes(host, { q: made.upcoming.code.toLowerCase() })).toEqual([made.upcoming.code]);
    expect(await codes(host, { q: 'chamari' })).toEqual([made.request.code]);
    expect(await codes(host, { q: '@EXAMPLE.COM' })).toEqual([made.request.code]);
    expect(await codes(host, { q: '100%_' })).toEqual([]);
  });

  it('pages with a cursor through every reservation once, latest check-in first', async () => {
    const all = await codes(host);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await api(t).list(host, { limit: 2, ...(cursor ? { cursor } : {}) });
      const data = response.json().data as { items: Reservation[]; nextCursor: string | null };
      expect(data.items.length).toBeLessThanOrEqual(2);
      seen.push(...data.items.map((r) => r.code));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(all).toHaveLength(6);
  });

  it('pages in one order across several properties, each page read per property', async () => {
    const owner = await t.createUser();
    const places = [await bookableProperty(t, owner), await bookableProperty(t, owner), await bookableProperty(t, owner)];
    // Interleaved stays, two on one check-in day (ties break by id), all upcoming.
    const stays = [[0, 20, 21], [1, 20, 22], [2, 21, 22], [0, 22, 24], [1, 23, 24], [2, 23, 25], [0, 26, 27], [1, 25, 26]] as const;
    const booked: Reservation[] = [];
    for (const [p, from, to] of stays) booked.push(await book(t, owner, places[p], from, to));
    // Booked in this order, so a later one has the larger id.
    const byCheckIn = (a: Reservation, b: Reservation) => a.checkIn.localeCompare(b.checkIn) || booked.indexOf(a) - booked.indexOf(b);
    for (const [group, expected] of [
      [undefined, [...booked].sort(byCheckIn).reverse()],
      ['upcoming', [...booked].sort(byCheckIn)],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await api(t).list(owner, { limit: 3, ...(group ? { group } : {}), ...(cursor ? { cursor } : {}) });
        const data = response.json().data as { items: Reservation[]; nextCursor: string | null };
        seen.push(...data.items.map((r) => r.code));
        cursor = data.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected.map((r) => r.code));
    }
  });

  it('refuses a cursor it did not make with 400', async () => {
    expectErrorShape(await api(t).list(host, { cursor: 'bm90LWEtY3Vyc29y' }), 400);
  });

  it("never shows host B host A's reservations; an admin sees everyone's", async () => {
    const mine = await codes(host);
    const theirs = await codes(otherHost);
    expect(theirs).toHaveLength(1);
    expect(mine).not.toContain(theirs[0]);
    expect(await codes(otherHost, { propertyId: place.propertyId })).toEqual([]);
    const everyone = await codes(admin, { limit: 100 });
    expect(everyone).toEqual(expect.arrayContaining([...mine, ...theirs]));
  });

  it.each([
    ['an unknown group', { group: 'soon' }],
    ['an impossible date', { from: '2026-02-30' }],
    ['a date in year 0', { to: '0000-01-01' }],
    ['a limit over 100', { limit: 101 }],
    ['an unknown status', { status: 'paid' }],
  ])('refuses %s with 400', async (_, query) => {
    expectErrorShape(await api(t).list(host, query), 400);
  });
});
