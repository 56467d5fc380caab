import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationUnits } from '../../src/server/db/schema/index';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, validUnit, type ListingReferenceIds, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let refs: ListingReferenceIds;
let calls: ReturnType<typeof listing>;
let unit: ReturnType<typeof validUnit>;

beforeAll(async () => {
  t = await buildTestApp();
  calls = listing(t);
  admin = await t.createUser({ role: 'ADMIN' });
  refs = await loadReferenceIds(t, admin);
  unit = validUnit(refs);
});
afterAll(() => t?.close());

async function draft(typeId = refs.villa): Promise<{ host: TestUser; property: Property }> {
  const host = await t.createUser();
  return { host, property: propertyOf(await calls.create(host, { propertyTypeId: typeId, planId: 1 }), 201) };
}
const unitRows = async (propertyId: number) => t.db.select().from(accommodationUnits).where(eq(accommodationUnits.propertyId, propertyId));

describe('createAccommodationUnit', () => {
  it('adds a unit to an entire place, drops a unit price, raises the version and completes the units step', async () => {
    const { host, property } = await draft();
    const saved = propertyOf(await calls.addUnit(host, property.id, { version: 1, ...unit, pricePerNight: 99 }), 201);
    expect(saved.version).toBe(2);
    expect(saved.units).toEqual([{ id: expect.any(Number), ...unit, pricePerNight: null, complete: true }]);
    expect(saved.completion.units).toBe(true);
  });

  it('asks a room or homestay for its own price and exactly one bedroom, and needs no unit category', async () => {
    const { host, property } = await draft(refs.homestay);
    const room = { ...unit, unitCategoryId: null, bedrooms: unit.bedrooms.slice(0, 1) };
    const noPrice = expectErrorShape(await calls.addUnit(host, property.id, { version: 1, ...room }), 422);
    expect(noPrice.error.fields).toEqual({ pricePerNight: M.priceRequired });
    const twoRooms = expectErrorShape(await calls.addUnit(host, property.id, { version: 1, ...room, pricePerNight: 40, bedrooms: unit.bedrooms }), 422);
    expect(twoRooms.error.fields).toEqual({ bedrooms: M.roomHasOneBedroom });
    const saved = propertyOf(await calls.addUnit(host, property.id, { version: 1, ...room, pricePerNight: 40 }), 201);
    expect(saved.units[0]).toMatchObject({ pricePerNight: 40, unitCategoryId: null, complete: true });
  });

  const CASES: [string, (u: typeof unit) => Record<string, unknown>, string, string][] = [
    ['an empty name', (u) => ({ ...u, name: ' ' }), 'name', M.unitNameRequired],
    ['no unit category for an entire place', (u) => ({ ...u, unitCategoryId: null }), 'unitCategoryId', M.unitCategoryRequired],
    ['an unknown unit category', (u) => ({ ...u, unitCategoryId: 99_999 }), 'unitCategoryId', M.unitCategoryUnknown],
    ['no guests', (u) => ({ ...u, guestCount: 0 }), 'guestCount', M.guestCountRange],
    ['51 guests', (u) => ({ ...u, guestCount: 51 }), 'guestCount', M.guestCountRange],
    ['half a guest', (u) => ({ ...u, guestCount: 1.5 }), 'guestCount', M.guestCountRange],
    ['no bedrooms', (u) => ({ ...u, bedrooms: [] }), 'bedrooms', M.bedroomsRequired],
    ['a bedroom without beds', (u) => ({ ...u, bedrooms: [{ beds: [] }] }), 'bedrooms.0.beds', M.bedsRequired],
    ['11 beds of a kind', (u) => ({ ...u, bedrooms: [{ beds: [{ bedroomTypeId: u.bedrooms[0].beds[0].bedroomTypeId, count: 11 }] }] }), 'bedrooms.0.beds.0.count', M.bedCountRange],
    ['an unknown bed type', (u) => ({ ...u, bedrooms: [{ beds: [{ bedroomTypeId: 99_999, count: 1 }] }] }), 'bedrooms.0.beds.0.bedroomTypeId', M.bedTypeUnknown],
    ['an unknown amenity', (u) => ({ ...u, amenityIds: [99_999] }), 'amenityIds.0', M.amenityUnknown],
    ['an amenity twice', (u) => ({ ...u, amenityIds: [u.amenityIds[0], u.amenityIds[0]] }), 'amenityIds', M.duplicateChoice],
    ['a size of 0', (u) => ({ ...u, sizeSqm: 0 }), 'sizeSqm', M.sizePositive],
  ];
  it.each(CASES)('refuses %s with 422 and adds nothing', async (_, change, field, message) => {
    const { host, property } = await draft();
    const body = expectErrorShape(await calls.addUnit(host, property.id, { version: 1, ...change(unit) }), 422);
    expect(body.error.fields?.[field], JSON.stringify(body.error.fields)).toBe(message);
    expect(await unitRows(property.id)).toEqual([]);
    expect(propertyOf(await calls.get(host, property.id)).version).toBe(1);
  });

  it('refuses a stale version with 409, unknown fields with 400, and host B with 404', async () => {
    const { host, property } = await draft();
    expect(expectErrorShape(await calls.addUnit(host, property.id, { version: 2, ...unit }), 409).error.error_message).toBe(M.versionConflict);
    expectErrorShape(await calls.addUnit(host, property.id, { version: 1, ...unit, propertyId: 5 }), 400);
    const other = await t.createUser();
    const theirs = await calls.addUnit(other, property.id, { version: 1, ...unit });
    expectErrorShape(theirs, 404);
    expect(theirs.body).toBe((await calls.addUnit(other, 2_000_000_000, { version: 1, ...unit })).body);
    expect(await unitRows(property.id)).toEqual([]);
  });
});

describe('updateAccommodationUnit and deleteAccommodationUnit', () => {
  it('replace a unit and delete it under the property version rule; host B gets 404 and changes nothing', async () => {
    const { host, property } = await draft();
    let saved = propertyOf(await calls.addUnit(host, property.id, { version: 1, ...unit }), 201);
    const unitId = saved.units[0].id;
    const other = await t.createUser();
    expectErrorShape(await calls.updateUnit(other, unitId, { version: 2, ...unit, name: 'Taken' }), 404);
    expectErrorShape(await calls.deleteUnit(other, unitId), 404);

    saved = propertyOf(await calls.updateUnit(host, unitId, { version: 2, ...unit, name: 'Upper floor', guestCount: 2 }));
    expect(saved.version).toBe(3);
    expect(saved.units[0]).toMatchObject({ id: unitId, name: 'Upper floor', guestCount: 2 });
    expectErrorShape(await calls.updateUnit(host, unitId, { version: 2, ...unit, name: 'Stale tab' }), 409);
    expect((await unitRows(property.id))[0].name).toBe('Upper floor');

    expectErrorShape(await calls.deleteUnit(host, unitId, 2), 409);
    expect(await unitRows(property.id)).toHaveLength(1);
    expect((await calls.deleteUnit(host, unitId, 3)).statusCode).toBe(200);
    const after = propertyOf(await calls.get(host, property.id));
    expect(after).toMatchObject({ version: 4, units: [] });
    expect(after.completion.units).toBe(false);
  });

  it("let an admin change any host's unit", async () => {
    const { host, property } = await draft();
    const saved = propertyOf(await calls.addUnit(host, property.id, { version: 1, ...unit }), 201);
    const changed = propertyOf(await calls.updateUnit(admin, saved.units[0].id, { version: 2, ...unit, name: 'Checked by the team' }));
    expect(changed.units[0].name).toBe('Checked by the team');
  });
});
