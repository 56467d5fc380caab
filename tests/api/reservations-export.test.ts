import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/server/lib/csv-text';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, CHANNEL_ENV, night, reservationOf, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let hostA: TestUser;
let hostB: TestUser;
let placeA: Bookable;
const made: Record<string, Reservation> = {};

// A guest name typed on the guest site that a spreadsheet would run as a formula, with a quote and
// a comma that CSV must quote.
const HOSTILE_NAME = '=HYPERLINK("http://evil.example","Click, here")';

beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  [hostA, hostB] = await Promise.all([t.createUser(), t.createUser()]);
  placeA = await bookableProperty(t, hostA, { units: 2 });
  const placeB = await bookableProperty(t, hostB);
  made.first = await book(t, hostA, placeA, 3, 5, 0);
  made.hostile = reservationOf(
    await api(t).manual(hostA, { propertyId: placeA.propertyId, unitId: placeA.unitIds[1], checkIn: night(t, 4), checkOut: night(t, 6), guestName: HOSTILE_NAME, amount: 250.5 }),
  );
  made.cancelled = await book(t, hostA, placeA, 10, 12, 0);
  await api(t).act(hostA, made.cancelled.code, 'cancel', { reason: 'Guest asked' });
  made.otherHost = await book(t, hostB, placeB, 3, 5, 0);
});
afterAll(() => t?.close());

const download = (user: TestUser, query: Record<string, string>) =>
  t.inject({ method: 'GET', url: `/api/v1/web/reservations/export?${new URLSearchParams(query)}`, headers: t.authFor(user) });

describe('exportReservations', () => {
  it('answers an .xlsx workbook that opens and holds the upcoming rows in the list order', async () => {
    const response = await download(hostA, { format: 'xlsx', group: 'upcoming' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="reservations-upcoming-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(['Code', 'Status', 'Guest', 'Email']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([made.first.code, made.hostile.code]);
    const hostile = rows[2];
    // Text stays text in the workbook: the formula-like name is a plain string cell, money a number.
    expect(hostile[2]).toBe(HOSTILE_NAME);
    expect(hostile[1]).toBe('Confirmed');
    expect(hostile[rows[0].indexOf('Amount')]).toBe(250.5);
    expect(hostile[rows[0].indexOf('Net')]).toBe(made.hostile.net);
  });

  it('answers CSV with a byte-order mark, CRLF lines, quoting and formula protection', async () => {
    const response = await download(hostA, { format: 'csv', group: 'upcoming' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFCode,Status,Guest,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click, here"")"`);
    expect(lines[2].startsWith(`${made.hostile.code},Confirmed,`)).toBe(true);
    // The phone starts with + and is typed by a person: it is protected too.
    expect(lines[1]).toContain(",'+94771234567,");
  });

  it('keeps the filters of the list: the cancelled group holds only the cancelled stay', async () => {
    const text = (await download(hostA, { format: 'csv', group: 'cancelled' })).rawPayload.toString('utf8');
    const codes = text.slice(1).trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    expect(codes).toEqual([made.cancelled.code]);
    const search = (await download(hostA, { format: 'csv', q: made.first.code })).rawPayload.toString('utf8');
    expect(search.slice(1).trim().split('\r\n')).toHaveLength(2);
  });

  it("never gives host B a row of host A's", async () => {
    for (const format of ['csv', 'xlsx']) {
      const response = await download(hostB, { format });
      const codes = format === 'csv' ? response.rawPayload.toString('utf8') : JSON.stringify(await readSheet(response.rawPayload));
      expect(codes).toContain(made.otherHost.code);
      for (const mine of [made.first, made.hostile, made.cancelled]) expect(codes).not.toContain(mine.code);
    }
    // Filtering on host A's property gives host B an empty file, not host A's rows.
    const filtered = await download(hostB, { format: 'csv', propertyId: String(placeA.propertyId) });
    expect(filtered.rawPayload.toString('utf8').slice(1).trim().split('\r\n')).toHaveLength(1);
  });

  it('refuses a missing or unknown format and anonymous callers', async () => {
    expectErrorShape(await download(hostA, {}), 400);
    expectErrorShape(await download(hostA, { format: 'pdf' }), 400);
    const anonymous = await t.inject({ method: 'GET', url: '/api/v1/web/reservations/export?format=csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+94771234567', "'+94771234567"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    // Quoted as well since a tab is a separator to a reader set to tabs.
    ['\tTab', '"\'\tTab"'],
    ['Nimal, Perera', '"Nimal, Perera"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['Nimal', 'Nimal'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are and nothing for an empty value', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
  });
});
