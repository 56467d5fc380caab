import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, validUnit, type ListingReferenceIds, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

// Rooms and homestays: guests see each room's own price, and the listing's price per night is its
// "from" price (README, "Prices"). The two may never contradict each other.
let t: TestApp;
let refs: ListingReferenceIds;
let calls: ReturnType<typeof listing>;

beforeAll(async () => {
  t = await buildTestApp();
  calls = listing(t);
  refs = await loadReferenceIds(t, await t.createUser({ role: 'ADMIN' }));
});
afterAll(() => t?.close());

const room = () => {
  const unit = validUnit(refs);
  return { ...unit, unitCategoryId: null, bedrooms: unit.bedrooms.slice(0, 1) };
};

async function homestayPricedAt(currency: 'USD' | 'LKR', pricePerNight: number): Promise<{ host: TestUser; property: Property }> {
  const host = await t.createUser();
  const created = propertyOf(await calls.create(host, { propertyTypeId: refs.homestay, planId: 1 }), 201);
  const property = propertyOf(await calls.save(host, created.id, 'price', { version: created.version, currency, pricePerNight, monthlyRate: null }));
  return { host, property };
}

describe('room prices and the listing price of a homestay', () => {
  it("refuses a room cheaper than the listing's price per night, and one below the currency's floor", async () => {
    const { host, property } = await homestayPricedAt('USD', 40);
    const cheaper = expectErrorShape(await calls.addUnit(host, property.id, { version: property.version, ...room(), pricePerNight: 39.99 }), 422);
    expect(cheaper.error.fields).toEqual({ pricePerNight: M.roomPriceBelowListing });
    const saved = propertyOf(await calls.addUnit(host, property.id, { version: property.version, ...room(), pricePerNight: 40 }), 201);
    expect(saved.units[0]).toMatchObject({ pricePerNight: 40, complete: true });

    const lkr = await homestayPricedAt('LKR', 1_000);
    const belowFloor = expectErrorShape(await calls.addUnit(lkr.host, lkr.property.id, { version: lkr.property.version, ...room(), pricePerNight: 45 }), 422);
    expect(belowFloor.error.fields).toEqual({ pricePerNight: M.priceTooLow });
  });

  it('refuses a listing price above the cheapest room, and keeps the stored price', async () => {
    const { host, property } = await homestayPricedAt('USD', 40);
    const withRoom = propertyOf(await calls.addUnit(host, property.id, { version: property.version, ...room(), pricePerNight: 55 }), 201);
    const above = expectErrorShape(await calls.save(host, property.id, 'price', { version: withRoom.version, currency: 'USD', pricePerNight: 60, monthlyRate: null }), 422);
    expect(above.error.fields).toEqual({ pricePerNight: M.listingPriceAboveRooms });
    const after = propertyOf(await calls.get(host, property.id));
    expect(after.steps.price).toMatchObject({ currency: 'USD', pricePerNight: 40 });
    expect(after.version).toBe(withRoom.version);
    propertyOf(await calls.save(host, property.id, 'price', { version: withRoom.version, currency: 'USD', pricePerNight: 55, monthlyRate: null }));
  });

  it('clears the rooms\' prices when the currency changes, never turning USD 45 into LKR 45', async () => {
    const { host, property } = await homestayPricedAt('USD', 40);
    const withRoom = propertyOf(await calls.addUnit(host, property.id, { version: property.version, ...room(), pricePerNight: 45 }), 201);
    const switched = propertyOf(await calls.save(host, property.id, 'price', { version: withRoom.version, currency: 'LKR', pricePerNight: 12_000, monthlyRate: null }));
    expect(switched.units[0]).toMatchObject({ pricePerNight: null, complete: false });
    expect(switched.completion.units).toBe(false);
  });
});
