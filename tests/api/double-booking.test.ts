import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../../src/server/lib/pg-error-code';
import { expectErrorShape } from './helpers/expect-error-shape';
import { api, bookableProperty, book, CHANNEL_ENV, night, reservationOf } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: CHANNEL_ENV });
  host = await t.createUser();
});
afterAll(() => t?.close());

describe('no double booking', () => {
  it('refuses a stay overlapping another on the same unit with 409 naming it', async () => {
    const place = await bookableProperty(t, host);
    const first = await book(t, host, place, 3, 6);
    const response = await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 5), checkOut: night(t, 8) });
    expect(expectErrorShape(response, 409).error.error_message).toContain(`“Room 1” is booked (${first.code})`);
  });

  it.each([
    ['inside', 4, 5],
    ['around', 2, 7],
    ['the same nights', 3, 6],
    ['ending inside', 1, 4],
  ])('refuses a stay %s another', async (_, from, to) => {
    const place = await bookableProperty(t, host);
    await book(t, host, place, 3, 6);
    expectErrorShape(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, from), checkOut: night(t, to) }), 409);
  });

  it('accepts same-day turnover: a stay checking in on the day another checks out, and one checking out on the day another checks in', async () => {
    const place = await bookableProperty(t, host);
    await book(t, host, place, 3, 6);
    await book(t, host, place, 6, 8);
    await book(t, host, place, 1, 3);
  });

  it('books the same nights on two different units of a property', async () => {
    const place = await bookableProperty(t, host, { units: 2 });
    await book(t, host, place, 3, 6, 0);
    await book(t, host, place, 3, 6, 1);
  });

  it('refuses a stay over blocked nights with 409', async () => {
    const place = await bookableProperty(t, host);
    const blocked = await api(t).writeCalendar(host, place.propertyId, 'block', { unitIds: place.unitIds, from: night(t, 4), to: night(t, 5) });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const response = await api(t).channel('double-block-1', { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 3), checkOut: night(t, 6), amount: 300 });
    expect(expectErrorShape(response, 409).error.error_message).toContain('“Room 1” is blocked');
  });

  it('has the database itself refuse overlapping nights, whatever code writes them', async () => {
    const place = await bookableProperty(t, host);
    const stay = await book(t, host, place, 3, 6);
    const error = await t.db
      .execute(sql`insert into calendar_blocks (unit_id, starts_on, ends_on, source) values (${stay.unitId}, ${night(t, 5)}::date, ${night(t, 9)}::date, 'host') returning id`)
      .then(async (result) => {
        const id = (result as unknown as { rows: { id: number }[] }).rows[0].id;
        await t.db.execute(sql`insert into unit_occupancy (unit_id, starts_on, ends_on, block_id) values (${stay.unitId}, ${night(t, 5)}::date, ${night(t, 9)}::date, ${id})`);
      })
      .then(() => null, (e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23P01');
  });

  it('lets exactly one of 50 concurrent overlapping bookings of one unit through; the other 49 get 409', async () => {
    const place = await bookableProperty(t, host);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? api(t).channel(`race-${i}`, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 10 + (i % 3)), checkOut: night(t, 14), amount: 400 })
        : api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 11), checkOut: night(t, 13 + (i % 4)) }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const list = await api(t).list(host, { propertyId: place.propertyId });
    expect(list.json().data.items).toHaveLength(1);
  });

  it('accepts 20 concurrent back-to-back one-night stays on one unit', async () => {
    const place = await bookableProperty(t, host);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 20 + i), checkOut: night(t, 21 + i) })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const calendar = reservationOf(await api(t).calendar(host, place.propertyId, night(t, 20), night(t, 40)), 200) as unknown as { units: { nights: { status: string }[] }[] };
    expect(calendar.units[0].nights.every((n) => n.status === 'booked')).toBe(true);
  });
});
