import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, CHANNEL_ENV, guest, night, reservationOf, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let place: Bookable;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [host, otherHost] = await Promise.all([t.createUser(), t.createUser()]);
  place = await bookableProperty(t, host, { units: 4 });
});
afterAll(() => t?.close());

let nextNight = 1;
/** A manual booking of two nights on free nights of unit 0. */
async function booking(body: Record<string, unknown> = {}): Promise<Reservation> {
  const from = nextNight;
  nextNight += 3;
  return reservationOf(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, from), checkOut: night(t, from + 2), ...body }));
}

const markPaid = (code: string, user = host) => api(t).act(user, code, 'mark-paid');

describe('markReservationPaid', () => {
  it('marks a stay paid at the property as paid, and says so in its history', async () => {
    const stay = await booking({ paymentMethod: 'onsite' });
    expect([stay.paymentStatus, stay.canMarkPaid]).toEqual(['unpaid', true]);
    const response = await markPaid(stay.code);
    const paid = reservationOf(response, 200);
    expect(response.json().message).toBe('The stay is marked as paid');
    expect([paid.paymentStatus, paid.canMarkPaid, paid.status]).toEqual(['paid', false, 'confirmed']);
    expect(paid.history!.map((entry) => entry.kind)).toEqual(['status', 'paid']);
    expect(paid.history!.at(-1)).toMatchObject({ kind: 'paid', fromStatus: 'confirmed', toStatus: 'confirmed', actor: 'host' });
    // The reservation read afresh agrees.
    expect(reservationOf(await api(t).get(host, stay.code), 200).paymentStatus).toBe('paid');
  });

  it('refuses a second time with 409, saying it is paid already', async () => {
    const stay = await booking({ paymentMethod: 'onsite' });
    reservationOf(await markPaid(stay.code), 200);
    const again = await markPaid(stay.code);
    expectErrorShape(again, 409);
    expect(again.json().error.error_message).toBe('This stay is already paid');
  });

  it('refuses online payments and cancelled stays', async () => {
    const online = await booking({ paymentMethod: 'online' });
    expect(online.canMarkPaid).toBe(false);
    expectErrorShape(await markPaid(online.code), 409);
    const cancelled = reservationOf(await api(t).act(host, (await booking()).code, 'cancel', { reason: 'Plans changed' }), 200);
    expect(cancelled.canMarkPaid).toBe(false);
    const refused = await markPaid(cancelled.code);
    expectErrorShape(refused, 409);
    expect(refused.json().error.error_message).toBe('A reservation that is cancelled cannot be marked as paid');
  });

  it("answers another host's reservation as not found", async () => {
    const stay = await booking();
    expectErrorShape(await markPaid(stay.code, otherHost), 404);
    expect(reservationOf(await api(t).get(host, stay.code), 200).paymentStatus).toBe('unpaid');
  });

  it('is what the earnings report and both spreadsheets read', async () => {
    const stay = await booking({ paymentMethod: 'onsite' });
    reservationOf(await markPaid(stay.code), 200);
    const earnings = await t.inject({ method: 'GET', url: `/api/v1/web/earnings?from=${night(t, 0)}&to=${night(t, 120)}`, headers: t.authFor(host) });
    expect(earnings.statusCode, earnings.body.slice(0, 300)).toBe(200);
    const row = (earnings.json().data.reservations as { code: string; paymentStatus: string }[]).find((r) => r.code === stay.code);
    expect(row?.paymentStatus).toBe('paid');

    const sheetRow = async (url: string) => {
      const response = await t.inject({ method: 'GET', url, headers: t.authFor(host) });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const [header, ...rows] = (await readSheet(response.rawPayload)) as unknown[][];
      const found = rows.find((r) => r.includes(stay.code))!;
      return found[header.indexOf('Payment status')];
    };
    expect(await sheetRow(`/api/v1/web/reservations/export?format=xlsx&group=upcoming`)).toBe('Paid');
    expect(await sheetRow(`/api/v1/web/earnings/export?format=xlsx&from=${night(t, 0)}&to=${night(t, 120)}`)).toBe('Paid');
  });
});

describe('createManualReservation for a walk-in', () => {
  const { guestEmail: _email, guestPhone: _phone, ...nameOnly } = guest;
  const walkIn = (body: Record<string, unknown>) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/web/reservations',
      headers: t.authFor(host),
      payload: { paymentMethod: 'onsite', ...nameOnly, propertyId: place.propertyId, unitId: place.unitIds[1], checkIn: night(t, nextNight), checkOut: night(t, (nextNight += 2)), ...body },
    });

  it('takes a name and a phone number without an e-mail address', async () => {
    const stay = reservationOf(await walkIn({ guestPhone: '+94771234567' }));
    expect([stay.guestEmail, stay.guestPhone]).toEqual([null, '+94771234567']);
  });

  it('takes a name and an e-mail address without a phone number', async () => {
    const stay = reservationOf(await walkIn({ guestEmail: 'walkin@example.lk', guestPhone: null }));
    expect([stay.guestEmail, stay.guestPhone]).toEqual(['walkin@example.lk', null]);
  });

  it('asks for a phone number or an e-mail address when both are missing', async () => {
    const response = await walkIn({ guestEmail: '', guestPhone: '' });
    expectErrorShape(response, 422);
    expect(response.json().error.fields).toEqual({ guestPhone: 'Enter a phone number or an email address for the guest' });
  });

  it('never records USD 99,999,999 and names the limit of what it records', async () => {
    expectErrorShape(await walkIn({ guestPhone: '+94771234567', amount: 99_999_999 }), 400);
    const atLimit = reservationOf(await walkIn({ guestPhone: '+94771234567', amount: 10_000_000 }));
    expect(atLimit.amount).toBe(10_000_000);
  });
});
