import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { sriLankaToday } from '../../src/shared/reservation-dates';
import { api, bookableProperty, CHANNEL_ENV, reservationOf, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

type Report = components['schemas']['EarningsReport'];

/**
 * The payout card's runs and a stay paid at the property marked paid, on fixtures in next year
 * (bookable whatever today is), the clock then moved to the days that matter:
 *
 *   Full Service (18 %, USD)  P1  Mar 10 → Mar 12  500.00  net 410.00  online: paid out Apr 15
 *                             P2  Mar 28 → Apr 02  250.00  net 205.00  online: paid out May 15
 *                             C1  Mar 20 → Mar 22  100.00  net  82.00  onsite: the host's cash, in no run
 *   Reservation Management    R1  Mar 05 → Mar 07 30000.00 net 27000.00 online: paid out Apr 15 (LKR)
 *   another host's            B1  Mar 10 → Mar 12  999.00  online: never in host A's runs
 */
let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let full: Bookable;
let Y: number;
const made: Record<string, Reservation> = {};
const day = (monthDay: string) => `${Y}-${monthDay}`;

async function stay(user: TestUser, place: Bookable, unit: number, checkIn: string, checkOut: string, amount: number, paymentMethod: 'onsite' | 'online') {
  return reservationOf(await api(t).manual(user, { propertyId: place.propertyId, unitId: place.unitIds[unit], checkIn, checkOut, amount, paymentMethod }));
}

async function report(user: TestUser, from: string, to: string): Promise<Report> {
  const response = await t.inject({ method: 'GET', url: `/api/v1/web/earnings?from=${from}&to=${to}`, headers: t.authFor(user) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as Report;
}

function travelTo(date: string) {
  t.clock.advance(Date.parse(`${date}T12:00:00+05:30`) - t.clock().getTime());
  expect(sriLankaToday(t.clock())).toBe(date);
}

async function act(user: TestUser, code: string, action: 'check-in' | 'check-out' | 'mark-paid') {
  const response = await api(t).act(user, code, action);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return reservationOf(response, 200);
}

beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [host, otherHost] = await Promise.all([t.createUser(), t.createUser()]);
  Y = Number(sriLankaToday(t.clock()).slice(0, 4)) + 1;
  full = await bookableProperty(t, host, { planId: 3, units: 3 });
  const supportive = await bookableProperty(t, host, { planId: 2, currency: 'LKR' });
  made.P1 = await stay(host, full, 0, day('03-10'), day('03-12'), 500, 'online');
  made.P2 = await stay(host, full, 1, day('03-28'), day('04-02'), 250, 'online');
  made.C1 = await stay(host, full, 2, day('03-20'), day('03-22'), 100, 'onsite');
  made.R1 = await stay(host, supportive, 0, day('03-05'), day('03-07'), 30000, 'online');
  made.B1 = await stay(otherHost, await bookableProperty(t, otherHost, { planId: 3 }), 0, day('03-10'), day('03-12'), 999, 'online');
});
afterAll(() => t?.close());

describe('getEarnings: this month’s payout and the next', () => {
  it('answers this month’s run (last month’s check-outs) and next month’s, whatever the period, with the stays each covers', async () => {
    travelTo(day('04-03'));
    // A period far from both runs: the card does not follow the period picker.
    const r = await report(host, day('09-01'), day('09-30'));
    expect(r.payouts.map(({ date, coversFrom, coversTo, paidOut }) => ({ date, coversFrom, coversTo, paidOut }))).toEqual([
      { date: day('04-15'), coversFrom: day('03-01'), coversTo: day('03-31'), paidOut: false },
      { date: day('05-15'), coversFrom: day('04-01'), coversTo: day('04-30'), paidOut: false },
    ]);
    const [april, may] = r.payouts;
    // C1 was paid at the property: the host's cash, in no run. B1 is another host's.
    expect(april!.totals).toEqual([
      { currency: 'USD', net: 410, stays: 1 },
      { currency: 'LKR', net: 27000, stays: 1 },
    ]);
    expect(april!.stays.map((s) => s.code).sort()).toEqual([made.P1.code, made.R1.code].sort());
    expect(may!.totals).toEqual([{ currency: 'USD', net: 205, stays: 1 }]);
    expect(may!.stays.map((s) => s.code)).toEqual([made.P2.code]);
    expect([april!.staysTruncated, may!.staysTruncated]).toEqual([false, false]);
  });

  it('says this month’s run is paid out once its day has come', async () => {
    travelTo(day('04-15'));
    const r = await report(host, day('04-01'), day('04-30'));
    expect(r.payouts.map((run) => [run.date, run.paidOut])).toEqual([
      [day('04-15'), true],
      [day('05-15'), false],
    ]);
  });

  it('keeps to the chosen property when the report is filtered to one', async () => {
    const r = await report(host, day('04-01'), day('04-30'));
    const only = await t.inject({ method: 'GET', url: `/api/v1/web/earnings?from=${day('04-01')}&to=${day('04-30')}&propertyId=${full.propertyId}`, headers: t.authFor(host) });
    expect(r.payouts[0]!.totals).toHaveLength(2);
    expect((only.json().data as Report).payouts[0]!.totals).toEqual([{ currency: 'USD', net: 410, stays: 1 }]);
  });

  it('shows another host nothing of these runs', async () => {
    const r = await report(otherHost, day('04-01'), day('04-30'));
    expect(r.payouts[0]!.totals).toEqual([{ currency: 'USD', net: 819.18, stays: 1 }]);
    expect(r.payouts[0]!.stays.map((s) => s.code)).toEqual([made.B1.code]);
  });
});

describe('a stay paid at the property, marked paid', () => {
  it('is received in the earnings row, the totals and the cash at the property, before check-out too, and the four downloads say so', async () => {
    travelTo(day('03-21'));
    const before = await report(host, day('03-01'), day('03-31'));
    const usd = (r: Report) => r.totals.find((total) => total.currency === 'USD')!;
    expect(before.reservations.find((row) => row.code === made.C1.code)).toMatchObject({ paymentStatus: 'unpaid', paidOut: false, payoutRoute: 'at_property' });
    expect(before.atProperty.find((cash) => cash.currency === 'USD')).toEqual({ currency: 'USD', received: 0, upcoming: 82 });

    const paid = await act(host, made.C1.code, 'mark-paid');
    expect([paid.status, paid.paymentStatus]).toEqual(['confirmed', 'paid']);

    const after = await report(host, day('03-01'), day('03-31'));
    expect(after.reservations.find((row) => row.code === made.C1.code)).toMatchObject({ paymentStatus: 'paid', paidOut: true, payoutRoute: 'at_property', expectedPayoutDate: null });
    expect(after.atProperty.find((cash) => cash.currency === 'USD')).toEqual({ currency: 'USD', received: 82, upcoming: 0 });
    expect(usd(after)).toMatchObject({ net: usd(before).net, paidOut: usd(before).paidOut + 82, upcoming: usd(before).upcoming - 82 });
    const property = after.properties.find((p) => p.propertyId === full.propertyId)!.totals[0]!;
    expect(property).toMatchObject({ currency: 'USD', paidOut: 82, upcoming: 410 });

    // Checking out afterwards counts it once, not twice.
    await act(host, made.C1.code, 'check-in');
    travelTo(day('03-22'));
    await act(host, made.C1.code, 'check-out');
    const out = await report(host, day('03-01'), day('03-31'));
    expect(out.atProperty.find((cash) => cash.currency === 'USD')).toEqual({ currency: 'USD', received: 82, upcoming: 0 });
    expect(usd(out)).toMatchObject({ paidOut: 82, upcoming: 410 });
  });

  it('reads the same in the reservations and earnings downloads, .xlsx and CSV', async () => {
    const get = (url: string) => t.inject({ method: 'GET', url, headers: t.authFor(host) });
    const cells = async (url: string, titles: string[]) => {
      const response = await get(url);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const rows = url.includes('format=csv')
        ? response.rawPayload.toString('utf8').slice(1).trim().split('\r\n').map((line) => line.split(','))
        : ((await readSheet(response.rawPayload)) as unknown[][]).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
      const [header, ...body] = rows;
      const row = body.find((r) => r[0] === made.C1.code)!;
      return titles.map((title) => row[header!.indexOf(title)]);
    };
    const earnings = `/api/v1/web/earnings/export?from=${day('03-01')}&to=${day('03-31')}`;
    for (const format of ['xlsx', 'csv']) {
      expect(await cells(`${earnings}&format=${format}`, ['Payment status', 'Payout', 'Paid out'])).toEqual(['Paid', 'Paid to you at the property', 'Yes']);
      expect(await cells(`/api/v1/web/reservations/export?format=${format}&group=past`, ['Payment status'])).toEqual(['Paid']);
    }
  });
});
