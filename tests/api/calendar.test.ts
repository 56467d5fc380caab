import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks } from '../../src/server/db/schema/index';
import { formatDay } from '../../src/shared/format';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, CHANNEL_ENV, night, type PropertyCalendar } from './helpers/reservations';
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

async function calendarOf(user: TestUser, propertyId: number, from: number, to: number): Promise<PropertyCalendar> {
  const response = await api(t).calendar(user, propertyId, night(t, from), night(t, to));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const statuses = (calendar: PropertyCalendar, unit = 0) => calendar.units[unit].nights.map((n) => n.status);

async function write(what: 'price' | 'min-stay' | 'block' | 'open', propertyId: number, body: Record<string, unknown>, user = host) {
  return api(t).writeCalendar(user, propertyId, what, body);
}

describe('getPropertyCalendar', () => {
  it('shows every unit night by night with the listing’s price, minimum stay 1, and bars for stays', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const stay = await book(t, host, place, 2, 4, 1);
    const calendar = await calendarOf(host, place.propertyId, 0, 5);
    expect(calendar).toMatchObject({ propertyId: place.propertyId, currency: 'USD', from: night(t, 0), to: night(t, 5), today: night(t, 0) });
    expect(calendar.units.map((u) => u.name)).toEqual(['Room 1', 'Room 2']);
    expect(calendar.units[0].nights[0]).toEqual({ date: night(t, 0), status: 'available', price: 100, minStay: 1 });
    expect(statuses(calendar, 0)).toEqual(['available', 'available', 'available', 'available', 'available']);
    expect(statuses(calendar, 1)).toEqual(['available', 'available', 'booked', 'booked', 'available']);
    expect(calendar.units[1].reservations).toEqual([
      { code: stay.code, checkIn: night(t, 2), checkOut: night(t, 4), guestName: 'Nimal Perera', channel: 'manual', status: 'confirmed' },
    ]);
  });

  it('leaves cancelled stays off the calendar', async () => {
    const place = await bookableProperty(t, host);
    const stay = await book(t, host, place, 1, 2);
    await api(t).act(host, stay.code, 'cancel', { reason: 'Plans changed' });
    const calendar = await calendarOf(host, place.propertyId, 0, 3);
    expect(statuses(calendar)).toEqual(['available', 'available', 'available']);
    expect(calendar.units[0].reservations).toEqual([]);
  });

  it('reads at most 366 nights (422 beyond) and refuses a range that ends before it starts', async () => {
    const place = await bookableProperty(t, host);
    expect((await calendarOf(host, place.propertyId, 0, 366)).units[0].nights).toHaveLength(366);
    expectErrorShape(await api(t).calendar(host, place.propertyId, night(t, 0), night(t, 367)), 422);
    expectErrorShape(await api(t).calendar(host, place.propertyId, night(t, 3), night(t, 3)), 422);
    expectErrorShape(await api(t).calendar(host, place.propertyId, '2026-02-30', night(t, 3)), 400);
    expectErrorShape(await api(t).calendar(host, place.propertyId, '0000-01-01', '0000-01-05'), 400);
  });

  it("answers 404 to host B for host A's calendar and lets an admin read it", async () => {
    const place = await bookableProperty(t, host);
    expectErrorShape(await api(t).calendar(otherHost, place.propertyId, night(t, 0), night(t, 3)), 404);
    expect((await calendarOf(admin, place.propertyId, 0, 3)).units).toHaveLength(1);
  });
});

describe('calendar writes', () => {
  it('sets and resets the price of a range', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const set = await write('price', place.propertyId, { unitIds: [place.unitIds[0]], from: night(t, 1), to: night(t, 3), price: 150.5 });
    expect(set.statusCode, set.body).toBe(200);
    const prices = (set.json().data as PropertyCalendar).units.map((u) => u.nights.map((n) => n.price));
    expect(prices).toEqual([
      [150.5, 150.5],
      [100, 100],
    ]);
    const reset = await write('price', place.propertyId, { unitIds: [place.unitIds[0]], from: night(t, 2), to: night(t, 3), price: null });
    expect((reset.json().data as PropertyCalendar).units[0].nights.map((n) => n.price)).toEqual([100]);
    expect((await calendarOf(host, place.propertyId, 1, 3)).units[0].nights.map((n) => n.price)).toEqual([150.5, 100]);
  });

  it('prices a manual booking from the calendar’s nights', async () => {
    const place = await bookableProperty(t, host);
    await write('price', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2), price: 80 });
    const stay = await book(t, host, place, 1, 3);
    expect(stay.amount).toBe(180);
  });

  it('sets the minimum stay of a range', async () => {
    const place = await bookableProperty(t, host);
    const set = await write('min-stay', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 3), minStay: 3 });
    expect((set.json().data as PropertyCalendar).units[0].nights.map((n) => n.minStay)).toEqual([3, 3]);
  });

  it.each([
    ['a price of 0', 'price', { price: 0 }, 'price'],
    ['a price with fractions of cents', 'price', { price: 10.005 }, 'price'],
    ['a price over the currency’s limit', 'price', { price: 10_001 }, 'price'],
  ] as const)('refuses %s with 422', async (_, what, value, field) => {
    const place = await bookableProperty(t, host);
    const response = await write(what, place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2), ...value });
    expect(expectErrorShape(response, 422).error.fields).toHaveProperty(field);
  });

  it('refuses a minimum stay over 90 or of part of a night by the contract (400)', async () => {
    const place = await bookableProperty(t, host);
    for (const minStay of [91, 1.5, 0]) {
      expectErrorShape(await write('min-stay', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2), minStay }), 400);
    }
  });

  it('refuses to change nights in the past or more than 366 nights at once (422)', async () => {
    const place = await bookableProperty(t, host);
    expect(expectErrorShape(await write('price', place.propertyId, { unitIds: place.unitIds, from: night(t, -1), to: night(t, 2), price: 90 }), 422).error.fields?.from).toBe(
      'Nights in the past cannot be changed',
    );
    expectErrorShape(await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 0), to: night(t, 367) }), 422);
  });

  it('blocks a range, merging with a host block it touches, and reopens part of it', async () => {
    const place = await bookableProperty(t, host);
    const first = await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 2), to: night(t, 4), note: 'Painting' });
    expect(first.statusCode, first.body).toBe(200);
    await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 4), to: night(t, 6) });
    let calendar = await calendarOf(host, place.propertyId, 1, 7);
    expect(statuses(calendar)).toEqual(['available', 'blocked', 'blocked', 'blocked', 'blocked', 'available']);
    expect(calendar.units[0].blocks).toEqual([{ id: expect.any(Number), startsOn: night(t, 2), endsOn: night(t, 6), source: 'host', channel: null, note: 'Painting', importKind: null, feedName: null }]);

    const opened = await write('open', place.propertyId, { unitIds: place.unitIds, from: night(t, 3), to: night(t, 5) });
    expect(opened.statusCode, opened.body).toBe(200);
    calendar = await calendarOf(host, place.propertyId, 1, 7);
    expect(statuses(calendar)).toEqual(['available', 'blocked', 'available', 'available', 'blocked', 'available']);
    expect(calendar.units[0].blocks.map((b) => [b.startsOn, b.endsOn])).toEqual([
      [night(t, 2), night(t, 3)],
      [night(t, 5), night(t, 6)],
    ]);
    // The reopened nights can be booked; the still-blocked ones cannot.
    await book(t, host, place, 3, 5);
    expectErrorShape(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 5), checkOut: night(t, 6) }), 409);
  });

  it('refuses to block over a reservation with 409 naming it, and blocks nothing on any unit', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const stay = await book(t, host, place, 3, 5, 1);
    const response = await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 4) });
    expect(expectErrorShape(response, 409).error.error_message).toBe(`Nothing was blocked: “Room 2” is booked (${stay.code}) from ${fmt(3)} to ${fmt(5)}`);
    const calendar = await calendarOf(host, place.propertyId, 1, 4);
    expect(statuses(calendar, 0)).toEqual(['available', 'available', 'available']);
  });

  it('shows imported blocks with their channel, and leaves them when the host opens the range', async () => {
    const place = await bookableProperty(t, host);
    await t.db.transaction(async (tx) => {
      const [block] = await tx.insert(calendarBlocks).values({ unitId: place.unitIds[0], startsOn: night(t, 2), endsOn: night(t, 3), source: 'import', channel: 'airbnb' }).returning();
      const { unitOccupancy } = await import('../../src/server/db/schema/index');
      await tx.insert(unitOccupancy).values({ unitId: block.unitId, startsOn: block.startsOn, endsOn: block.endsOn, blockId: block.id });
    });
    await write('open', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 4) });
    const calendar = await calendarOf(host, place.propertyId, 1, 4);
    expect(statuses(calendar)).toEqual(['available', 'blocked', 'available']);
    expect(calendar.units[0].blocks[0]).toMatchObject({ source: 'import', channel: 'airbnb' });
    expect(expectErrorShape(await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 4) }), 409).error.error_message).toContain('blocked by Airbnb');
  });

  it("answers 404 for host B's writes to host A's calendar, and for a unit of another property", async () => {
    const place = await bookableProperty(t, host);
    const theirs = await bookableProperty(t, otherHost);
    expectErrorShape(await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2) }, otherHost), 404);
    expectErrorShape(await write('price', place.propertyId, { unitIds: theirs.unitIds, from: night(t, 1), to: night(t, 2), price: 90 }), 404);
    expect(statuses(await calendarOf(host, place.propertyId, 1, 2))).toEqual(['available']);
  });

  it('lets an admin change any property’s calendar', async () => {
    const place = await bookableProperty(t, host);
    const response = await write('block', place.propertyId, { unitIds: place.unitIds, from: night(t, 1), to: night(t, 2) }, admin);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('calendar answers compressed (@fastify/compress)', () => {
  const read = (propertyId: number, to: number, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/web/properties/${propertyId}/calendar?from=${night(t, 0)}&to=${night(t, to)}`,
      headers: { ...t.authFor(host), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('sends br or gzip as the client prefers, decoding to the same JSON, and the same answer again', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const plain = await read(place.propertyId, 31);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 2; i++) {
      const br = await read(place.propertyId, 31, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-store');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gz = await read(place.propertyId, 31, 'br;q=0.1, gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect((await read(place.propertyId, 31, 'identity')).body).toBe(plain.body);
  });

  it('refuses another host’s calendar without a body to compress', async () => {
    const place = await bookableProperty(t, otherHost);
    const refused = await read(place.propertyId, 3, 'br');
    expectErrorShape(refused, 404);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('calendars read again', () => {
  it('shows a change made by any statement on the next read, even one written straight to the database', async () => {
    const place = await bookableProperty(t, host);
    expect((await calendarOf(host, place.propertyId, 0, 3)).units[0].nights[1].price).toBe(100);
    expect((await calendarOf(host, place.propertyId, 0, 3)).units[0].nights[1].price).toBe(100);
    await t.db.execute(sql`insert into unit_night_rates (unit_id, night, price) values (${place.unitIds[0]}, ${night(t, 1)}::date, 175)`);
    expect((await calendarOf(host, place.propertyId, 0, 3)).units[0].nights[1].price).toBe(175);
    await t.db.execute(sql`update accommodation_units set name = 'Garden room' where id = ${place.unitIds[0]}`);
    expect((await calendarOf(host, place.propertyId, 0, 3)).units[0].name).toBe('Garden room');
  });

  it('keeps what a rolled-back change would have shown out of the next read', async () => {
    const place = await bookableProperty(t, host);
    await calendarOf(host, place.propertyId, 0, 3);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update properties set price_per_night = 999 where id = ${place.propertyId}`);
        throw new Error('rollback');
      })
      .catch(() => {});
    expect((await calendarOf(host, place.propertyId, 0, 3)).units[0].nights[0].price).toBe(100);
  });

  it('answers a calendar read again with the same JSON as the first read, and shows a write made through the API on the next read', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    const stay = await book(t, host, place, 1, 3, 1);
    const first = await api(t).calendar(host, place.propertyId, night(t, 0), night(t, 4));
    const again = await api(t).calendar(host, place.propertyId, night(t, 0), night(t, 4));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    const kept = again.json().data as PropertyCalendar;
    expect(kept.units[1].reservations.map((r) => r.code)).toEqual([stay.code]);
    expect(kept.units[1].nights.map((n) => n.status)).toEqual(['available', 'booked', 'booked', 'available']);
    const set = await write('price', place.propertyId, { unitIds: [place.unitIds[0]], from: night(t, 2), to: night(t, 3), price: 130 });
    expect(set.statusCode, set.body).toBe(200);
    const after = await calendarOf(host, place.propertyId, 0, 4);
    expect(after.units[0].nights.map((n) => n.price)).toEqual([100, 100, 130, 100]);
    // A stay that began before the range and ends after it keeps its real dates.
    expect((await calendarOf(host, place.propertyId, 2, 3)).units[1].reservations).toEqual([expect.objectContaining({ code: stay.code, checkIn: night(t, 1), checkOut: night(t, 3) })]);
  });

  it("never answers host B from host A's calendar, and lets an admin read it", async () => {
    const place = await bookableProperty(t, host);
    await calendarOf(host, place.propertyId, 0, 3);
    expectErrorShape(await api(t).calendar(otherHost, place.propertyId, night(t, 0), night(t, 3)), 404);
    expect((await calendarOf(admin, place.propertyId, 0, 3)).propertyId).toBe(place.propertyId);
    expectErrorShape(await api(t).calendar(otherHost, place.propertyId, night(t, 0), night(t, 3)), 404);
  });
});

const fmt = (days: number) => formatDay(night(t, days));
