import { readSheet } from 'read-excel-file/node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { lastDayOf } from '../../src/shared/earnings';
import { addDays, sriLankaToday } from '../../src/shared/reservation-dates';
import { rowsOf } from '../../src/server/db/database';
import { reservations } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, CHANNEL_ENV, reservationOf, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

type Report = components['schemas']['EarningsReport'];

/**
 * Hand-computed fixtures, one property per plan, all in next year (bookable whatever today is):
 *
 *   Full Service (18 %, USD, paid online: platform payouts on the 15th after check-out)
 *     F1  Jan 28 → Jan 31  1000.00  commission 180.00  net 820.00  payout Feb 15
 *     F2  Jan 31 → Feb 01   500.00  commission  90.00  net 410.00  payout Mar 15
 *     F3  Dec 18 → Dec 20   300.00  commission  54.00  net 246.00  payout Jan 15 of the year after
 *     FX  Mar 01 → Mar 03   700.00  cancelled: not counted
 *     FP  Jan 20 → Jan 22   a request still pending: not counted
 *   Reservation Management (10 %, LKR)
 *     S1  Jan 10 → Jan 12  20000.00  commission 2000.00  net 18000.00  online: payout Feb 15
 *     S2  Feb 03 → Feb 05  15000.00  commission 1500.00  net 13500.00  onsite: no payout date
 *   Listing Only (0 %, USD)
 *     L1  Jan 05 → Jan 08    250.00  commission   0.00  net 250.00  onsite: no payout date
 */
let t: TestApp;
let hostA: TestUser;
let hostB: TestUser;
let admin: TestUser;
let full: Bookable;
let supportive: Bookable;
let starter: Bookable;
let Y: number;
const made: Record<string, Reservation> = {};
let bMade: Reservation;

const day = (monthDay: string, year = Y) => `${year}-${monthDay}`;

async function stay(host: TestUser, place: Bookable, unit: number, checkIn: string, checkOut: string, amount: number, paymentMethod: 'onsite' | 'online') {
  return reservationOf(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[unit], checkIn, checkOut, amount, paymentMethod }));
}

const earnings = (user: TestUser, query: Record<string, string | number>) =>
  t.inject({ method: 'GET', url: `/api/v1/web/earnings?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, headers: t.authFor(user) });

async function report(user: TestUser, query: Record<string, string | number>): Promise<Report> {
  const response = await earnings(user, query);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as Report;
}

const year = () => ({ from: day('01-01'), to: day('12-31') });
const rowOf = (r: Report, code: string) => r.reservations.find((row) => row.code === code)!;

/** Moves the app's clock to noon (Sri Lanka time) of a day. */
function travelTo(date: string) {
  t.clock.advance(Date.parse(`${date}T12:00:00+05:30`) - t.clock().getTime());
  expect(sriLankaToday(t.clock())).toBe(date);
}

async function act(code: string, action: 'check-in' | 'check-out') {
  const response = await api(t).act(hostA, code, action);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [hostA, hostB] = await Promise.all([t.createUser(), t.createUser()]);
  admin = await t.createUser({ role: 'ADMIN' });
  Y = Number(sriLankaToday(t.clock()).slice(0, 4)) + 1;
  full = await bookableProperty(t, hostA, { planId: 3, units: 2 });
  supportive = await bookableProperty(t, hostA, { planId: 2, currency: 'LKR' });
  starter = await bookableProperty(t, hostA, { planId: 1 });
  made.F1 = await stay(hostA, full, 0, day('01-28'), day('01-31'), 1000, 'online');
  made.F2 = await stay(hostA, full, 1, day('01-31'), day('02-01'), 500, 'online');
  made.F3 = await stay(hostA, full, 0, day('12-18'), day('12-20'), 300, 'online');
  made.FX = await stay(hostA, full, 0, day('03-01'), day('03-03'), 700, 'online');
  expect((await api(t).act(hostA, made.FX.code, 'cancel', { reason: 'The guest changed plans' })).statusCode).toBe(200);
  const requests = await bookableProperty(t, hostA, { planId: 3, bookingType: 'request' });
  made.FP = reservationOf(await api(t).channel('earnings-pending', { propertyId: requests.propertyId, unitId: requests.unitIds[0], checkIn: day('01-20'), checkOut: day('01-22'), amount: 400 }));
  expect(made.FP.status).toBe('pending');
  made.S1 = await stay(hostA, supportive, 0, day('01-10'), day('01-12'), 20000, 'online');
  made.S2 = await stay(hostA, supportive, 0, day('02-03'), day('02-05'), 15000, 'onsite');
  made.L1 = await stay(hostA, starter, 0, day('01-05'), day('01-08'), 250, 'onsite');
  const placeB = await bookableProperty(t, hostB, { planId: 3 });
  bMade = await stay(hostB, placeB, 0, day('01-10'), day('01-15'), 999, 'online');
});
afterAll(() => t?.close());

describe('getEarnings', () => {
  it('stores each plan’s commission on its stays: 18 %, 10 % and 0 %', () => {
    expect([made.F1.commission, made.F1.net]).toEqual([180, 820]);
    expect([made.S1.commissionPercent, made.S1.commission, made.S1.net]).toEqual([10, 2000, 18000]);
    expect([made.L1.commissionPercent, made.L1.commission, made.L1.net]).toEqual([0, 0, 250]);
  });

  it('totals a year per currency, never adding USD and LKR, leaving out cancelled and pending stays', async () => {
    const r = await report(hostA, year());
    expect(r.totals).toEqual([
      { currency: 'USD', stays: 4, gross: 2050, commission: 324, net: 1726, paidOut: 0, upcoming: 1726 },
      { currency: 'LKR', stays: 2, gross: 35000, commission: 3500, net: 31500, paidOut: 0, upcoming: 31500 },
    ]);
    const codes = r.reservations.map((row) => row.code);
    expect(codes).toEqual([made.F3, made.S2, made.F2, made.F1, made.S1, made.L1].map((m) => m.code));
    expect(codes).not.toContain(made.FX.code);
    expect(codes).not.toContain(made.FP.code);
    expect(r.reservationsTruncated).toBe(false);
  });

  it('totals each property on its own', async () => {
    const r = await report(hostA, year());
    const byId = Object.fromEntries(r.properties.map((p) => [p.propertyId, p.totals]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([full.propertyId, supportive.propertyId, starter.propertyId].sort());
    expect(byId[full.propertyId]).toEqual([{ currency: 'USD', stays: 3, gross: 1800, commission: 324, net: 1476, paidOut: 0, upcoming: 1476 }]);
    expect(byId[starter.propertyId]).toEqual([{ currency: 'USD', stays: 1, gross: 250, commission: 0, net: 250, paidOut: 0, upcoming: 250 }]);
    expect(byId[supportive.propertyId]).toEqual([{ currency: 'LKR', stays: 2, gross: 35000, commission: 3500, net: 31500, paidOut: 0, upcoming: 31500 }]);
    const one = await report(hostA, { ...year(), propertyId: supportive.propertyId });
    expect(one.propertyId).toBe(supportive.propertyId);
    expect(one.totals.map((x) => x.currency)).toEqual(['LKR']);
    expect(one.reservations.map((row) => row.code)).toEqual([made.S2.code, made.S1.code]);
  });

  it('pays out on the 15th of the month after check-out: 31 Jan → 15 Feb, 1 Feb → 15 Mar, December → 15 January', async () => {
    const r = await report(hostA, year());
    expect(rowOf(r, made.F1.code)).toMatchObject({ expectedPayoutDate: day('02-15'), payoutRoute: 'platform', paidOut: false, net: 820 });
    expect(rowOf(r, made.F2.code).expectedPayoutDate).toBe(day('03-15'));
    expect(rowOf(r, made.F3.code).expectedPayoutDate).toBe(day('01-15', Y + 1));
    expect(rowOf(r, made.S1.code)).toMatchObject({ expectedPayoutDate: day('02-15'), payoutRoute: 'platform' });
    // Paid at the property: the guest pays the host at the stay, the platform pays nothing out.
    expect(rowOf(r, made.S2.code)).toMatchObject({ expectedPayoutDate: null, payoutRoute: 'at_property' });
    expect(rowOf(r, made.L1.code)).toMatchObject({ expectedPayoutDate: null, payoutRoute: 'at_property', commission: 0 });
  });

  it('counts a stay in the month of its check-out: January holds F1 but not F2, which leaves on 1 February', async () => {
    const r = await report(hostA, { from: day('01-01'), to: day('01-31') });
    expect(r.reservations.map((row) => row.code).sort()).toEqual([made.F1.code, made.S1.code, made.L1.code].sort());
    expect(r.totals).toEqual([
      { currency: 'USD', stays: 2, gross: 1250, commission: 180, net: 1070, paidOut: 0, upcoming: 1070 },
      { currency: 'LKR', stays: 1, gross: 20000, commission: 2000, net: 18000, paidOut: 0, upcoming: 18000 },
    ]);
    const february = await report(hostA, { from: day('02-01'), to: day('02-01') });
    expect(february.reservations.map((row) => row.code)).toEqual([made.F2.code]);
  });

  it('adds the stays of a partly covered month to the sums of the whole months: 20 January to the end of February', async () => {
    // January from its stays (F1 leaves on the 31st; S1 and L1 left before the 20th), February whole (F2, S2).
    const r = await report(hostA, { from: day('01-20'), to: lastDayOf(`${Y}-02`) });
    expect(r.totals).toEqual([
      { currency: 'USD', stays: 2, gross: 1500, commission: 270, net: 1230, paidOut: 0, upcoming: 1230 },
      { currency: 'LKR', stays: 1, gross: 15000, commission: 1500, net: 13500, paidOut: 0, upcoming: 13500 },
    ]);
    expect(r.reservations.map((row) => row.code).sort()).toEqual([made.F1.code, made.F2.code, made.S2.code].sort());
  });

  it('gives the chart every month of the range per currency, zeros included', async () => {
    const r = await report(hostA, year());
    expect(r.months).toHaveLength(24);
    const usd = r.months.filter((m) => m.currency === 'USD');
    expect(usd.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `${Y}-${String(i + 1).padStart(2, '0')}`));
    expect(usd[0]).toEqual({ month: `${Y}-01`, currency: 'USD', gross: 1250, net: 1070 });
    expect(usd[1]).toEqual({ month: `${Y}-02`, currency: 'USD', gross: 500, net: 410 });
    expect(usd[2]).toEqual({ month: `${Y}-03`, currency: 'USD', gross: 0, net: 0 });
    expect(usd[11]).toEqual({ month: `${Y}-12`, currency: 'USD', gross: 300, net: 246 });
    expect(r.months.filter((m) => m.currency === 'LKR').slice(0, 2).map((m) => m.net)).toEqual([18000, 13500]);
  });

  it('gives the chart the twelve months that end with the period’s month, whatever the period', async () => {
    const months = [...Array.from({ length: 10 }, (_, i) => `${Y - 1}-${String(i + 3).padStart(2, '0')}`), `${Y}-01`, `${Y}-02`];
    const february = await report(hostA, { from: day('02-01'), to: lastDayOf(`${Y}-02`) });
    expect(february.months.map((m) => m.month)).toEqual([`${Y}-02`, `${Y}-02`]);
    expect(february.trend.filter((m) => m.currency === 'USD').map((m) => m.month)).toEqual(months);
    expect(february.trend.filter((m) => m.currency === 'USD').slice(-2)).toEqual([
      { month: `${Y}-01`, currency: 'USD', gross: 1250, net: 1070 },
      { month: `${Y}-02`, currency: 'USD', gross: 500, net: 410 },
    ]);
    expect(february.trend.filter((m) => m.currency === 'LKR').slice(-2).map((m) => m.net)).toEqual([18000, 13500]);
    // A period that starts mid-month still charts the whole of each month.
    const partial = await report(hostA, { from: day('01-20'), to: day('02-10') });
    expect(partial.trend.find((m) => m.currency === 'USD' && m.month === `${Y}-01`)).toEqual({ month: `${Y}-01`, currency: 'USD', gross: 1250, net: 1070 });
    const whole = await report(hostA, year());
    expect(whole.trend).toEqual(whole.months);
  });

  it('keeps what guests pay at the property apart from our payouts, per currency', async () => {
    const r = await report(hostA, year());
    // L1 (Listing Only) and S2 (cash under Reservation Management), neither checked out yet.
    expect(r.atProperty).toEqual([
      { currency: 'USD', received: 0, upcoming: 250 },
      { currency: 'LKR', received: 0, upcoming: 13500 },
    ]);
    const fullOnly = await report(hostA, { ...year(), propertyId: full.propertyId });
    expect(fullOnly.atProperty).toEqual([{ currency: 'USD', received: 0, upcoming: 0 }]);
  });

  it('makes no platform payout on Listing Only, even for a stay recorded as paid online', async () => {
    const online = await stay(hostA, starter, 0, day('03-01', Y + 1), day('03-04', Y + 1), 300, 'online');
    const r = await report(hostA, { from: day('03-01', Y + 1), to: day('03-31', Y + 1) });
    expect(r.reservations).toEqual([expect.objectContaining({ code: online.code, payoutRoute: 'at_property', expectedPayoutDate: null, commission: 0, net: 300 })]);
  });

  it('answers an empty report, not an error, for a range without stays', async () => {
    const r = await report(hostA, { from: day('06-01', Y + 2), to: day('06-30', Y + 2) });
    expect(r).toMatchObject({ totals: [], properties: [], months: [], reservations: [] });
  });

  it('refuses a reversed range and one longer than three years with 422, and accepts exactly three', async () => {
    expect(expectErrorShape(await earnings(hostA, { from: day('02-01'), to: day('01-31') }), 422).error.fields).toHaveProperty('to');
    expectErrorShape(await earnings(hostA, { from: day('01-01'), to: day('01-01', Y + 3) }), 422);
    expect((await earnings(hostA, { from: day('01-01'), to: day('12-31', Y + 2) })).statusCode).toBe(200);
    expectErrorShape(await earnings(hostA, { from: day('01-01') }), 400);
  });
});

describe('earnings of other hosts', () => {
  it("never shows host B a stay of host A's, and answers host A's property with 404", async () => {
    const r = await report(hostB, year());
    expect(r.reservations.map((row) => row.code)).toEqual([bMade.code]);
    expect(r.totals).toEqual([{ currency: 'USD', stays: 1, gross: 999, commission: 179.82, net: 819.18, paidOut: 0, upcoming: 819.18 }]);
    expectErrorShape(await earnings(hostB, { ...year(), propertyId: full.propertyId }), 404);
    const file = await t.inject({ method: 'GET', url: `/api/v1/web/earnings/export?format=csv&from=${day('01-01')}&to=${day('12-31')}&propertyId=${full.propertyId}`, headers: t.authFor(hostB) });
    expectErrorShape(file, 404);
  });

  it("lets an admin read any host's property, and shows an admin only their own without one", async () => {
    const r = await report(admin, { ...year(), propertyId: full.propertyId });
    expect(r.totals[0]).toMatchObject({ currency: 'USD', gross: 1800, net: 1476 });
    expect((await report(admin, year())).reservations).toEqual([]);
  });
});

describe('exportEarnings', () => {
  const download = (format: string) =>
    t.inject({ method: 'GET', url: `/api/v1/web/earnings/export?format=${format}&from=${day('01-01')}&to=${day('12-31')}`, headers: t.authFor(hostA) });

  it('answers an .xlsx that opens with one row per counted stay and its payout date', async () => {
    const response = await download('xlsx');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="earnings-${Y}-01-01-to-${Y}-12-31.xlsx"`);
    const rows = await readSheet(response.rawPayload);
    const header = rows[0];
    expect(header).toEqual(['Code', 'Property', 'Guest', 'Check-in', 'Check-out', 'Nights', 'Channel', 'Status', 'Currency', 'Amount', 'Commission %', 'Commission', 'Net', 'Payment method', 'Payment status', 'Payout', 'Expected payout date', 'Paid out']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([made.F3, made.S2, made.F2, made.F1, made.S1, made.L1].map((m) => m.code));
    const f1 = rows.find((row) => row[0] === made.F1.code)!;
    const cell = (row: unknown[], title: string) => row[header.indexOf(title)];
    expect([cell(f1, 'Currency'), cell(f1, 'Amount'), cell(f1, 'Commission'), cell(f1, 'Net')]).toEqual(['USD', 1000, 180, 820]);
    expect([cell(f1, 'Expected payout date'), cell(f1, 'Paid out'), cell(f1, 'Payout')]).toEqual([day('02-15'), 'No', 'Paid out by us']);
    const l1 = rows.find((row) => row[0] === made.L1.code)!;
    expect([cell(l1, 'Expected payout date'), cell(l1, 'Payout')]).toEqual([null, 'Paid to you at the property']);
  });

  it('answers the same rows as CSV', async () => {
    const response = await download('csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[1].startsWith(`${made.F3.code},Lagoon Villa,Nimal Perera,${day('12-18')},${day('12-20')},2,`)).toBe(true);
    expect(lines[1].endsWith(`,${day('01-15', Y + 1)},No`)).toBe(true);
  });
});

describe('a busy period', () => {
  it('lists the latest 200 stays and says more exist, while the totals and the download count every one', async () => {
    const busyHost = await t.createUser();
    const place = await bookableProperty(t, busyHost, { planId: 3 });
    // Written straight to the table: 201 bookings through the API would take minutes. Codes use the
    // contract's alphabet; stays of one night each, back to back from 1 January.
    const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const code = (i: number) => `BZ${ALPHABET[Math.floor(i / 32) % 32]}${ALPHABET[i % 32]}2222`;
    await t.db.insert(reservations).values(
      Array.from({ length: 201 }, (_, i) => ({
        code: code(i), propertyId: place.propertyId, unitId: place.unitIds[0], guestName: 'Guest', guestEmail: 'guest@example.lk',
        checkIn: addDays(day('01-01', Y + 1), i), checkOut: addDays(day('01-01', Y + 1), i + 1), nights: 1, adults: 1, channel: 'guest_site',
        amount: 10, currency: 'USD', commissionPercent: 18, commission: 1.8, net: 8.2, paymentMethod: 'online', planName: 'ALL_INCLUSIVE', status: 'confirmed',
      })),
    );
    const r = await report(busyHost, { from: day('01-01', Y + 1), to: day('12-31', Y + 1) });
    expect(r.reservations).toHaveLength(200);
    expect(r.reservationsTruncated).toBe(true);
    expect(r.reservations[0].code).toBe(code(200));
    expect(r.totals).toEqual([{ currency: 'USD', stays: 201, gross: 2010, commission: 361.8, net: 1648.2, paidOut: 0, upcoming: 1648.2 }]);
    const file = await t.inject({ method: 'GET', url: `/api/v1/web/earnings/export?format=csv&from=${day('01-01', Y + 1)}&to=${day('12-31', Y + 1)}`, headers: t.authFor(busyHost) });
    expect(file.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(202);
  });
});

// Last: these move the app's clock forward through the stays.
describe('paid out and upcoming as the days pass', () => {
  it('counts a stay paid at the property as received once checked out, while a platform payout waits for the 15th', async () => {
    travelTo(day('02-02'));
    for (const code of [made.F1.code, made.F2.code, made.L1.code, made.S1.code]) {
      await act(code, 'check-in');
      await act(code, 'check-out');
    }
    const r = await report(hostA, year());
    expect(r.today).toBe(day('02-02'));
    expect(r.totals[0]).toMatchObject({ currency: 'USD', net: 1726, paidOut: 250, upcoming: 1476 });
    expect(r.atProperty[0]).toEqual({ currency: 'USD', received: 250, upcoming: 0 });
    expect(rowOf(r, made.L1.code).paidOut).toBe(true);
    expect(rowOf(r, made.F1.code).paidOut).toBe(false);
  });

  it('pays out January’s completed stays on 15 February, and February’s on 15 March', async () => {
    travelTo(day('02-14'));
    expect((await report(hostA, year())).totals[0].paidOut).toBe(250);
    travelTo(day('02-15'));
    let r = await report(hostA, year());
    expect(rowOf(r, made.F1.code).paidOut).toBe(true);
    expect(rowOf(r, made.F2.code).paidOut).toBe(false);
    expect(r.totals).toEqual([
      { currency: 'USD', stays: 4, gross: 2050, commission: 324, net: 1726, paidOut: 1070, upcoming: 656 },
      // S1 (online, checked out in January) is paid out; S2 (onsite, not checked out yet) is still to come.
      { currency: 'LKR', stays: 2, gross: 35000, commission: 3500, net: 31500, paidOut: 18000, upcoming: 13500 },
    ]);
    travelTo(day('03-15'));
    r = await report(hostA, year());
    expect(r.totals[0]).toMatchObject({ paidOut: 1480, upcoming: 246 });
  });

  it('keeps a stay that is not checked out upcoming after its payout day', async () => {
    const r = await report(hostA, year());
    // S2 left on 5 February but nobody checked it out: the host has not confirmed the cash yet.
    expect(rowOf(r, made.S2.code)).toMatchObject({ status: 'confirmed', paidOut: false });
  });
});

// Last of all: after every write above (bookings, a cancellation, check-ins and check-outs, a bulk insert).
describe('the monthly sums the report reads (reservation_months, kept by triggers)', () => {
  const kept = async () =>
    rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select property_id, month::text, status, currency, payment_method, plan_name, stays, gross::numeric(14,2)::text, net::numeric(14,2)::text
        from reservation_months where stays <> 0 order by 1, 2, 3, 4, 5, 6`),
    );
  const recomputed = async () =>
    rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select property_id, date_trunc('month', check_out)::date::text as month, status, currency, payment_method, plan_name,
          count(*)::int as stays, sum(amount)::numeric(14,2)::text as gross, sum(net)::numeric(14,2)::text as net
        from reservations group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
    );

  it('equal the stays summed afresh, after moved dates, a changed amount and a deleted stay too', async () => {
    expect(await kept()).toEqual(await recomputed());
    const moved = await stay(hostA, full, 1, day('05-10'), day('05-12'), 400, 'online');
    expect((await api(t).dates(hostA, moved.code, { checkIn: day('06-28'), checkOut: day('07-02') })).statusCode).toBe(200);
    await t.db.execute(sql`update reservations set amount = amount + 10, net = net + 10 where code = ${made.F3.code}`);
    await t.db.execute(sql`delete from reservations where code = ${bMade.code}`);
    const after = await recomputed();
    expect(after.some((row) => row.month === day('07-01'))).toBe(true);
    expect(await kept()).toEqual(after);
  });
});

