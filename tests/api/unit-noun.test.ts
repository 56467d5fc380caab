import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyTypes } from '../../src/server/db/schema/index';
import { api, bookableProperty, night, reservationOf } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t?.close());

/** A bookable property of the named type (the reference seed's names), with one stay on it. */
async function propertyOfType(typeName: string | null) {
  const place = await bookableProperty(t, host);
  const [type] = typeName ? await t.db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.name, typeName)) : [{ id: null }];
  await t.db.update(properties).set({ propertyTypeId: type!.id }).where(eq(properties.id, place.propertyId));
  const stay = reservationOf(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 5), checkOut: night(t, 7) }));
  return { place, stay };
}

describe('the word for a unit in the calendar and the reservations', () => {
  it.each([
    ['Guest House', 'room'],
    ['Homestay', 'room'],
    ['Villa', 'unit'],
    ['Apartment', 'unit'],
    [null, 'unit'],
  ] as const)('the units of a property of type %s are %ss', async (typeName, noun) => {
    const { place, stay } = await propertyOfType(typeName);
    expect(stay.unitNoun).toBe(noun);
    expect(reservationOf(await api(t).get(host, stay.code), 200).unitNoun).toBe(noun);
    const calendar = await t.inject({ method: 'GET', url: `/api/v1/web/properties/${place.propertyId}/calendar?from=${night(t, 0)}&to=${night(t, 10)}`, headers: t.authFor(host) });
    expect(calendar.statusCode, calendar.body.slice(0, 300)).toBe(200);
    expect(calendar.json().data.unitNoun).toBe(noun);
  });
});
