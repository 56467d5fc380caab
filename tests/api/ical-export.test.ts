import { spawnSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationUnits, calendarBlocks, properties, unitOccupancy } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { syncApi, syncOf } from './helpers/feeds';
import { api, bookableProperty, book, night } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [host, otherHost] = await Promise.all([t.createUser(), t.createUser()]);
});
afterAll(() => t?.close());

const linkFor = async (propertyId: number, channel: string, unit = 0) =>
  (await syncOf(t, host, propertyId)).units[unit].exportLinks.find((l) => l.channel === channel)!.url;

/** A block imported from `channel`, written as a sync would (block + occupancy). */
async function importedBlock(unitId: number, from: number, to: number, channel: string) {
  await t.db.transaction(async (tx) => {
    const [block] = await tx.insert(calendarBlocks).values({ unitId, startsOn: night(t, from), endsOn: night(t, to), source: 'import', channel }).returning();
    await tx.insert(unitOccupancy).values({ unitId, startsOn: block.startsOn, endsOn: block.endsOn, blockId: block.id });
  });
}

/** The events of an exported calendar as ical.js reads them: [first night, morning after, summary]. */
function readExport(text: string): [string, string, string][] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    return [event.startDate.toString(), event.endDate.toString(), event.summary] as [string, string, string];
  });
}

describe('getIcalExport round trip', () => {
  it('gives ical.js all-day events whose nights are exactly the unit’s occupied nights', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    await book(t, host, place, 2, 5);
    await book(t, host, place, 5, 6); // back to back
    const cancelled = await book(t, host, place, 8, 9);
    await api(t).act(host, cancelled.code, 'cancel', { reason: 'Plans changed' });
    expect((await api(t).writeCalendar(host, place.propertyId, 'block', { unitIds: [place.unitIds[0]], from: night(t, 10), to: night(t, 13), note: 'Repairs' })).statusCode).toBe(200);
    await importedBlock(place.unitIds[0], 14, 16, 'booking_com');
    await book(t, host, place, 3, 4, 1); // another unit: not in this one's calendar

    const events = readExport((await syncApi(t).exported(await linkFor(place.propertyId, 'airbnb'))).body);
    const occupied = await t.db.select().from(unitOccupancy).where(eq(unitOccupancy.unitId, place.unitIds[0])).orderBy(asc(unitOccupancy.startsOn));
    expect(events.map(([from, to]) => [from, to])).toEqual(occupied.map((row) => [row.startsOn, row.endsOn]));
    expect(events.map(([, , summary]) => summary)).toEqual(['Reserved', 'Reserved', 'Not available', 'Not available']);
  });

  it('answers the same calendar and ETag while nothing changes (DTSTAMP is the row’s, not the clock’s)', async () => {
    const place = await bookableProperty(t, host);
    await book(t, host, place, 2, 4);
    const link = await linkFor(place.propertyId, 'vrbo');
    const first = await syncApi(t).exported(link);
    t.clock.advance(60 * 60 * 1000);
    const second = await syncApi(t).exported(link);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});

describe('getIcalExport', () => {
  it('serves text/calendar with an ETag and no-cache, and answers 304 to a matching If-None-Match', async () => {
    const place = await bookableProperty(t, host);
    await book(t, host, place, 2, 4);
    const link = await linkFor(place.propertyId, 'airbnb');
    const first = await syncApi(t).exported(link);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.body).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const again = await syncApi(t).exported(link, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await syncApi(t).exported(link, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('shows a change on the next request: a new booking changes the body and the ETag', async () => {
    const place = await bookableProperty(t, host);
    const link = await linkFor(place.propertyId, 'booking_com');
    const before = await syncApi(t).exported(link);
    await book(t, host, place, 5, 7);
    const after = await syncApi(t).exported(link, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('SUMMARY:Reserved');
  });

  it('never names the guest, their email, phone or the booking code', async () => {
    const place = await bookableProperty(t, host);
    const stay = await book(t, host, place, 2, 4);
    const body = (await syncApi(t).exported(await linkFor(place.propertyId, 'other'))).body;
    for (const secret of [stay.code, stay.guestName, stay.guestEmail, stay.guestPhone!, 'Nimal', 'example.lk', '+9477']) expect(body).not.toContain(secret);
  });

  it("leaves what came from a channel out of that channel's calendar", async () => {
    const place = await bookableProperty(t, host);
    await importedBlock(place.unitIds[0], 3, 5, 'airbnb');
    await importedBlock(place.unitIds[0], 6, 8, 'vrbo');
    const count = async (channel: string) => ((await syncApi(t).exported(await linkFor(place.propertyId, channel))).body.match(/BEGIN:VEVENT/g) ?? []).length;
    expect(await count('airbnb')).toBe(1);
    expect(await count('vrbo')).toBe(1);
    expect(await count('booking_com')).toBe(2);
  });

  it('answers 404 once the links are rotated, and the new links work', async () => {
    const place = await bookableProperty(t, host);
    const old = await linkFor(place.propertyId, 'airbnb');
    const rotated = await syncApi(t).rotate(host, place.unitIds[0]);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().data.exportLinks.find((l: { channel: string }) => l.channel === 'airbnb').url as string;
    expect(fresh).not.toBe(old);
    expectErrorShape(await syncApi(t).exported(old), 404);
    expect((await syncApi(t).exported(fresh)).statusCode).toBe(200);
    expect(await linkFor(place.propertyId, 'airbnb')).toBe(fresh);
  });

  it("refuses another host's rotation with 404 and keeps the links", async () => {
    const place = await bookableProperty(t, host);
    const link = await linkFor(place.propertyId, 'airbnb');
    expectErrorShape(await syncApi(t).rotate(otherHost, place.unitIds[0]), 404);
    expect((await syncApi(t).exported(link)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown secret and 400 for a malformed one', async () => {
    expectErrorShape(await t.inject({ method: 'GET', url: `/api/v1/ical/${'A'.repeat(43)}/airbnb.ics` }), 404);
    expectErrorShape(await t.inject({ method: 'GET', url: '/api/v1/ical/short/airbnb.ics' }), 400);
    expectErrorShape(await t.inject({ method: 'GET', url: `/api/v1/ical/${'A'.repeat(43)}/expedia.ics` }), 400);
  });
});


/**
 * A second, independent reader of the export: python's icalendar (Debian's python3-icalendar,
 * which .ci/run installs). It prints the unfolded, unescaped calendar name and each SUMMARY.
 */
function readWithPythonIcalendar(text: string): { name: string; summaries: string[] } {
  const script = [
    'import icalendar, json, sys',
    'cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())',
    "print(json.dumps({'name': str(cal.get('X-WR-CALNAME')), 'summaries': [str(e.get('SUMMARY')) for e in cal.walk('VEVENT')]}))",
  ].join('\n');
  for (const python of ['python3', '/usr/bin/python3']) {
    const run = spawnSync(python, ['-c', script], { input: Buffer.from(text, 'utf8'), encoding: 'utf8' });
    if (run.status === 0) return JSON.parse(run.stdout) as { name: string; summaries: string[] };
    if (!/No module named 'icalendar'|ENOENT/.test(`${run.stderr}${run.error?.message ?? ''}`)) throw new Error(run.stderr);
  }
  throw new Error("python's icalendar is not installed (apt-get install python3-icalendar)");
}

describe('getIcalExport as RFC 5545 text', () => {
  const PROPERTY = 'සිංහල නිවාසය, මහනුවර; 🏝️ Beach\\Villa 👨‍👩‍👧 தமிழ் விடுதி, யாழ்ப்பாணம்';
  const UNIT = 'කාමරය අංක 2 🌊; அறை 3, 🇱🇰';

  it('ends every line in CRLF, the last included, keeps each line to 75 octets of whole UTF-8 characters, and two parsers read the names back', async () => {
    const place = await bookableProperty(t, host);
    await t.db.update(properties).set({ name: PROPERTY }).where(eq(properties.id, place.propertyId));
    await t.db.update(accommodationUnits).set({ name: UNIT }).where(eq(accommodationUnits.id, place.unitIds[0]));
    await book(t, host, place, 2, 4);
    const response = await syncApi(t).exported(await linkFor(place.propertyId, 'airbnb'));
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;

    expect(bytes.subarray(-2).toString('latin1')).toBe('\r\n');
    const lines: Buffer[] = [];
    for (let start = 0; start < bytes.length; ) {
      const end = bytes.indexOf('\r\n', start, 'latin1');
      expect(end, 'a line without CRLF').toBeGreaterThanOrEqual(start);
      lines.push(bytes.subarray(start, end));
      start = end + 2;
    }
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.includes(0x0a) || line.includes(0x0d), 'a bare CR or LF').toBe(false);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => utf8.decode(line)).not.toThrow();
    }
    expect(lines.some((line) => line[0] === 0x20), 'the long name is folded').toBe(true);

    const name = `${PROPERTY} · ${UNIT}`;
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue('x-wr-calname')))).toBe(name);
    expect(readWithPythonIcalendar(response.body)).toEqual({ name, summaries: ['Reserved'] });
  });
});
