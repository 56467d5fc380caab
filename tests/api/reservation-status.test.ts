import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationAction, ReservationStatus } from '../../src/shared/reservation-status';
import { RESERVATION_TRANSITIONS } from '../../src/shared/reservation-status';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, CHANNEL_ENV, night, reservationOf, type Reservation } from './helpers/reservations';
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

const DAY = 86_400_000;
const PATHS: Record<ReservationAction, string> = { confirm: 'confirm', decline: 'decline', check_in: 'check-in', check_out: 'check-out', no_show: 'no-show', cancel: 'cancel' };
const BODIES: Partial<Record<ReservationAction, Record<string, unknown>>> = { cancel: { reason: 'The guest changed plans' }, decline: { reason: 'Closed for painting' } };

const act = (code: string, action: ReservationAction, user = host) => api(t).act(user, code, PATHS[action], BODIES[action]);

/** A reservation (checking in today, two nights) brought to `status` through the API. */
async function inStatus(status: ReservationStatus): Promise<Reservation> {
  if (status === 'pending' || status === 'declined') {
    const place = await bookableProperty(t, host, { bookingType: 'request' });
    const pending = reservationOf(await api(t).channel(`key-${Math.random()}`, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 0), checkOut: night(t, 2), amount: 200 }));
    return status === 'pending' ? pending : reservationOf(await act(pending.code, 'decline'), 200);
  }
  const confirmed = await book(t, host, await bookableProperty(t, host), 0, 2);
  switch (status) {
    case 'confirmed':
      return confirmed;
    case 'cancelled':
      return reservationOf(await act(confirmed.code, 'cancel'), 200);
    case 'no_show':
      t.clock.advance(DAY);
      return reservationOf(await act(confirmed.code, 'no_show'), 200);
    default: {
      const checkedIn = reservationOf(await act(confirmed.code, 'check_in'), 200);
      return status === 'checked_in' ? checkedIn : reservationOf(await act(confirmed.code, 'check_out'), 200);
    }
  }
}

const ALL_STATUSES: ReservationStatus[] = ['pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'declined', 'no_show'];

describe('host actions on a reservation', () => {
  it.each([
    ['confirm', 'pending', 'confirmed'],
    ['decline', 'pending', 'declined'],
    ['cancel', 'pending', 'cancelled'],
    ['check_in', 'confirmed', 'checked_in'],
    ['cancel', 'confirmed', 'cancelled'],
    ['check_out', 'checked_in', 'checked_out'],
  ] as const)('%s moves a %s reservation to %s and records it in the history', async (action, from, to) => {
    const before = await inStatus(from);
    const after = reservationOf(await act(before.code, action), 200);
    expect(after.status).toBe(to);
    expect(after.history?.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actor: 'host', actorName: 'Kamal Silva', reason: BODIES[action]?.reason ?? null });
    expect(after.history).toHaveLength((before.history?.length ?? 0) + 1);
  });

  it('marks a confirmed stay a no-show from the day after check-in', async () => {
    const confirmed = await inStatus('confirmed');
    t.clock.advance(DAY);
    const after = reservationOf(await act(confirmed.code, 'no_show'), 200);
    expect(after.status).toBe('no_show');
    expect(after.group).toBe('past');
  });

  // Every (action, status) pair the rules do not allow is refused with 409 and changes nothing.
  const refusals = (Object.keys(RESERVATION_TRANSITIONS) as ReservationAction[]).flatMap((action) =>
    ALL_STATUSES.filter((status) => !RESERVATION_TRANSITIONS[action].from.includes(status)).map((status) => [action, status] as const),
  );
  it.each(refusals)('refuses %s on a %s reservation with 409', async (action, status) => {
    const reservation = await inStatus(status);
    const response = await act(reservation.code, action);
    expect(expectErrorShape(response, 409).error.error_message).toMatch(/cannot be/);
    const now = reservationOf(await api(t).get(host, reservation.code), 200);
    expect(now.status).toBe(status);
    expect(now.history).toHaveLength(reservation.history!.length);
  });

  it('refuses a check-in before the check-in date with 409', async () => {
    const place = await bookableProperty(t, host);
    const tomorrow = await book(t, host, place, 1, 3);
    expect(tomorrow.allowedActions).toEqual(['cancel']);
    expect(expectErrorShape(await act(tomorrow.code, 'check_in'), 409).error.error_message).toBe('A guest can be checked in from the check-in date');
  });

  it('refuses a no-show on the check-in day with 409', async () => {
    const today = await inStatus('confirmed');
    expect(today.allowedActions).toEqual(['check_in', 'cancel']);
    expect(expectErrorShape(await act(today.code, 'no_show'), 409).error.error_message).toBe('A no-show can be marked from the day after the check-in date');
  });

  it('needs a reason to cancel: 400 without one, 422 for a blank or too long one', async () => {
    const reservation = await inStatus('confirmed');
    expectErrorShape(await api(t).act(host, reservation.code, 'cancel', {}), 400);
    expect(expectErrorShape(await api(t).act(host, reservation.code, 'cancel', { reason: '   ' }), 422).error.fields?.reason).toBe('Say why the reservation is cancelled');
    expectErrorShape(await api(t).act(host, reservation.code, 'cancel', { reason: 'x'.repeat(501) }), 422);
    const kept = reservationOf(await api(t).get(host, reservation.code), 200);
    expect(kept.status).toBe('confirmed');
  });

  it('keeps the cancel reason on the reservation', async () => {
    const reservation = await inStatus('cancelled');
    expect(reservation.cancelReason).toBe('The guest changed plans');
    expect(reservation.group).toBe('cancelled');
  });

  it.each(['cancelled', 'declined', 'no_show'] as const)('frees the nights of a %s stay so they can be booked again', async (status) => {
    const freed = await inStatus(status);
    const again = await api(t).manual(host, { propertyId: freed.propertyId, unitId: freed.unitId, checkIn: freed.checkIn < night(t, 0) ? night(t, 0) : freed.checkIn, checkOut: freed.checkOut });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps the nights of a checked-out stay booked', async () => {
    const stay = await inStatus('checked_out');
    const calendar = (await api(t).calendar(host, stay.propertyId, stay.checkIn, stay.checkOut)).json().data;
    expect(calendar.units[0].nights.map((n: { status: string }) => n.status)).toEqual(['booked', 'booked']);
  });

  it("answers 404 to host B for host A's reservation, exactly as for an unknown code, and changes nothing", async () => {
    const reservation = await inStatus('pending');
    const theirs = await act(reservation.code, 'confirm', otherHost);
    const unknown = await act('ZZZZ2222', 'confirm', otherHost);
    expectErrorShape(theirs, 404);
    expect(theirs.body).toBe(unknown.body);
    expectErrorShape(await api(t).get(otherHost, reservation.code), 404);
    expect(reservationOf(await api(t).get(host, reservation.code), 200).status).toBe('pending');
  });

  it('lets an admin act on any reservation, recorded as admin', async () => {
    const reservation = await inStatus('pending');
    const after = reservationOf(await act(reservation.code, 'confirm', admin), 200);
    expect(after.history?.at(-1)).toMatchObject({ actor: 'admin', toStatus: 'confirmed' });
  });

  it('answers 400 for a code that cannot be one', async () => {
    expectErrorShape(await api(t).get(host, 'lk7h3k9q'), 400);
    expectErrorShape(await api(t).get(host, 'LK7H3K9O'), 400); // O is not in the alphabet
  });
});
