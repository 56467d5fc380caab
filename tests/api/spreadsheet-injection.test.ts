import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, reservations } from '../../src/server/db/schema/index';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, night, type Bookable, type Reservation } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Guest names come from the guest site and the channels, property names from hosts: text a host's
 * spreadsheet must never run. Each hostile name is written straight to the database (as older rows
 * or another channel could hold it, whatever today's input rules) and read back from both downloads
 * through an independent CSV parser (csv-parse) and an .xlsx reader.
 */
const HOSTILE: [typed: string, csvReadsBack: string][] = [
  ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
  ['@SUM(1)', "'@SUM(1)"],
  ['\t=1', "'\t=1"],
  ['\r=1', "'\r=1"],
  ['+94 77 123 4567', "'+94 77 123 4567"],
  ['-1+2', "'-1+2"],
  [' =1+1', "' =1+1"],
  ['\uFF1D1+1', "'\uFF1D1+1"],
  ['a;b', 'a;b'],
  ['a,b', 'a,b'],
  ['tab\there', 'tab\there'],
  ['say "hi"', 'say "hi"'],
  ['two\r\nlines', 'two\r\nlines'],
  ['Nimal Perera', 'Nimal Perera'],
];
const HOSTILE_PROPERTY = "=cmd|' /C calc'!A0";

let t: TestApp;
let host: TestUser;
let place: Bookable;
const booked: Reservation[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
  place = await bookableProperty(t, host, { units: HOSTILE.length });
  for (const [i, [name]] of HOSTILE.entries()) {
    const reservation = await book(t, host, place, 3, 5, i);
    await t.db.update(reservations).set({ guestName: name }).where(eq(reservations.code, reservation.code));
    booked.push(reservation);
  }
  await t.db.update(properties).set({ name: HOSTILE_PROPERTY }).where(eq(properties.id, place.propertyId));
});
afterAll(() => t?.close());

const DOWNLOADS = {
  reservations: (format: string) => `/api/v1/web/reservations/export?format=${format}`,
  earnings: (format: string) => `/api/v1/web/earnings/export?format=${format}&from=${night(t, 0)}&to=${night(t, 30)}`,
};
const download = async (url: string) => {
  const response = await t.inject({ method: 'GET', url, headers: t.authFor(host) });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.rawPayload;
};

describe.each(Object.entries(DOWNLOADS))('the %s download', (_name, urlOf) => {
  it('writes every hostile text cell so that a CSV reader gets it back as inert text', async () => {
    const text = (await download(urlOf('csv'))).toString('utf8');
    const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
    expect(rows).toHaveLength(HOSTILE.length);
    for (const [i, [typed, readsBack]] of HOSTILE.entries()) {
      const row = rows.find((r) => r.Code === booked[i].code)!;
      expect(row.Guest, JSON.stringify(typed)).toBe(readsBack);
      expect(row.Property).toBe(`'${HOSTILE_PROPERTY}`);
      // Money stays a number a spreadsheet can sum: no apostrophe, no quotes.
      expect(row.Amount).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('quotes every cell holding a separator a reader may use (comma, semicolon, tab), a quote or a line break', async () => {
    const text = (await download(urlOf('csv'))).toString('utf8');
    for (const [, readsBack] of HOSTILE) {
      if (/[,;\t\r\n"]/.test(readsBack)) expect(text).toContain(`"${readsBack.replaceAll('"', '""')}"`);
    }
    // No cell spills into the next field or line: every record has the header's field count.
    const header = parse(text, { bom: true, to_line: 1 })[0] as string[];
    for (const record of parse(text, { bom: true }) as string[][]) expect(record).toHaveLength(header.length);
  });

  it('keeps text as text in the .xlsx: the cells hold exactly what was typed, never a formula', async () => {
    const rows = await readSheet(await download(urlOf('xlsx')), { trim: false });
    const header = rows[0] as string[];
    for (const [i, [typed]] of HOSTILE.entries()) {
      const row = rows.find((r) => r[0] === booked[i].code)!;
      expect(row[header.indexOf('Guest')]).toBe(typed);
      expect(typeof row[header.indexOf('Amount')]).toBe('number');
    }
  });
});

describe('guest names at input', () => {
  it('refuses a line break or control character in a guest name with 422 (a CSV row or mail header cannot be split)', async () => {
    for (const guestName of ['Nimal\r\nPerera', 'Nimal\u0007']) {
      const body = expectErrorShape(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 20), checkOut: night(t, 21), guestName }), 422);
      expect(body.error.fields).toEqual({ guestName: TEXT_MESSAGES.singleLine });
    }
  });
});
