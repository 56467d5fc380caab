import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationUnits, listingPhotos, properties, propertyTypes } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, validSteps, type ListingReferenceIds, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';
import type { components } from '../../openapi/schema';
import { listHostProperties } from '../../src/server/modules/properties/list-host-properties';

type Page = components['schemas']['HostPropertyPage'];

let t: TestApp;
let admin: TestUser;
let refs: ListingReferenceIds;
let calls: ReturnType<typeof listing>;

beforeAll(async () => {
  t = await buildTestApp();
  calls = listing(t);
  admin = await t.createUser({ role: 'ADMIN' });
  refs = await loadReferenceIds(t, admin);
});
afterAll(() => t?.close());

const list = (user: TestUser, query = '') =>
  t.inject({ method: 'GET', url: `/api/v1/web/properties/host/listed-properties${query}`, headers: t.authFor(user) });
const pageOf = async (user: TestUser, query = ''): Promise<Page> => {
  const response = await list(user, query);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as Page;
};

/**
 * A property of the host in the given status, last changed `minutesAgo` before now. A host keeps
 * one draft at a time, so each is started as a draft and moved on before the next one starts.
 */
async function propertyIn(host: TestUser, status: string, minutesAgo: number, name?: string): Promise<Property> {
  let property = propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
  if (name) property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name }));
  await t.db
    .update(properties)
    .set({ status, updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(properties.id, property.id));
  return property;
}

describe('listHostProperties', () => {
  it("lists the caller's properties, drafts included, newest change first, with what the list shows", async () => {
    const host = await t.createUser();
    const listed = await propertyIn(host, 'listed', 30, 'Lagoon House');
    const review = await propertyIn(host, 'pending_review', 10, 'Palm Shade Villa');
    const draft = await propertyIn(host, 'draft', 20);
    const valid = validSteps(refs);
    await t.db.update(properties).set({ city: valid.address.city as string, district: 'Galle' }).where(eq(properties.id, review.id));

    const page = await pageOf(host);
    expect(page).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(page.items.map((item) => item.id)).toEqual([review.id, draft.id, listed.id]);
    expect(page.items[0]).toEqual({
      id: review.id,
      code: `LK-${String(review.id).padStart(6, '0')}`,
      name: 'Palm Shade Villa',
      status: 'pending_review',
      planName: 'STARTER',
      planDisplayName: 'Listing Only',
      propertyTypeName: 'Villa',
      isRoomOrHomeStay: false,
      city: 'Unawatuna',
      district: 'Galle',
      mainPhotoUrl: null,
      mainPhoto: null,
      unitCount: 0,
      fromPrice: null,
      updatedAt: expect.any(String),
      moderationNote: null,
    });
    expect(page.items[1]).toMatchObject({ status: 'draft', name: null, city: null });
    expect(new Date(page.items[0]!.updatedAt) > new Date(page.items[1]!.updatedAt)).toBe(true);
  });

  it("shows the main photo's thumbnail once the listing has photos", async () => {
    const host = await t.createUser();
    const listed = await propertyIn(host, 'listed', 5, 'Lagoon House');
    const photo = (position: number, isMain: boolean) => ({
      propertyId: listed.id,
      position,
      isMain,
      largePath: `/uploads/listing-photos/large-${position}.webp`,
      thumbnailPath: `/uploads/listing-photos/thumb-${position}.webp`,
      width: 1600,
      height: 1200,
    });
    await t.db.insert(listingPhotos).values([photo(0, false), photo(1, true), photo(2, false)]);
    const page = await pageOf(host);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.mainPhotoUrl).toBe('/uploads/listing-photos/thumb-1.webp');
    // The thumbnail's own size (400 wide, the large one's proportions), so the card reserves its place.
    expect(page.items[0]!.mainPhoto).toEqual({ url: '/uploads/listing-photos/thumb-1.webp', width: 400, height: 300 });
  });

  it('counts the rooms and gives the cheapest room as the "from" price; an entire place gives its own price', async () => {
    const host = await t.createUser();
    const [roomType] = await t.db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.isRoomOrHomestay, true)).limit(1);
    const guestHouse = await propertyIn(host, 'listed', 5, 'Fort Guest House');
    const villa = await propertyIn(host, 'listed', 6, 'Lagoon House');
    await t.db.update(properties).set({ propertyTypeId: roomType!.id, currency: 'LKR', pricePerNight: 9000 }).where(eq(properties.id, guestHouse.id));
    await t.db.update(properties).set({ currency: 'USD', pricePerNight: 85.5 }).where(eq(properties.id, villa.id));
    await t.db.insert(accommodationUnits).values([
      { propertyId: guestHouse.id, name: 'Garden room', pricePerNight: 12500 },
      { propertyId: guestHouse.id, name: 'Single room', pricePerNight: 9500 },
      { propertyId: guestHouse.id, name: 'Family room', pricePerNight: 18000 },
      { propertyId: villa.id, name: 'Whole villa', pricePerNight: null },
    ]);
    const [rooms, whole] = (await pageOf(host)).items;
    expect(rooms).toMatchObject({ id: guestHouse.id, isRoomOrHomeStay: true, unitCount: 3, fromPrice: { amount: 9500, currency: 'LKR' } });
    expect(whole).toMatchObject({ id: villa.id, isRoomOrHomeStay: false, unitCount: 1, fromPrice: { amount: 85.5, currency: 'USD' } });
  });

  it('reads a page in the same few statements whatever its size (rooms and prices joined in, never one query per property)', async () => {
    const statementsFor = async (ownerId: number) => {
      let statements = 0;
      // Every builder the module starts (select, selectDistinctOn) is one statement sent.
      const db = new Proxy(t.db, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function' || !String(key).startsWith('select')) return value;
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const page = await listHostProperties({ deps: { db, reference: t.app.deps.reference }, ownerId });
      return { statements, items: page.items.length };
    };
    const [small, large] = [await t.createUser(), await t.createUser()];
    const unitsOf = async (property: Property) =>
      t.db.insert(accommodationUnits).values([{ propertyId: property.id, name: 'Garden room', pricePerNight: 40 }, { propertyId: property.id, name: 'Lagoon room', pricePerNight: 30 }]);
    await unitsOf(await propertyIn(small, 'listed', 5));
    for (let i = 0; i < 6; i += 1) await unitsOf(await propertyIn(large, i === 5 ? 'draft' : 'listed', 10 - i));
    const one = await statementsFor(small.id);
    const six = await statementsFor(large.id);
    expect([one.items, six.items]).toEqual([1, 6]);
    // The page with its total, then the moderation notes: three statements for one property or six.
    expect(six.statements).toBe(one.statements);
    expect(six.statements).toBe(3);
  });

  it("never shows host B host A's properties", async () => {
    const [hostA, hostB] = [await t.createUser(), await t.createUser()];
    await propertyIn(hostA, 'listed', 5, 'Hill Country Bungalow');
    await propertyIn(hostA, 'draft', 1);
    expect(await pageOf(hostB)).toEqual({ items: [], total: 0, limit: 20, offset: 0 });
    const mine = await propertyIn(hostB, 'draft', 1);
    const page = await pageOf(hostB);
    expect(page.items.map((item) => item.id)).toEqual([mine.id]);
    expect(page.total).toBe(1);
  });

  it("gives an admin their own properties only (every host's are the admin listings' business)", async () => {
    const host = await t.createUser();
    const owner = await t.createUser({ role: 'ADMIN' });
    await propertyIn(host, 'listed', 5);
    expect((await pageOf(owner)).total).toBe(0);
  });

  it('pages with limit and offset, without overlap, in the same order', async () => {
    const host = await t.createUser();
    const made: Property[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await propertyIn(host, i === 4 ? 'draft' : 'listed', 10 - i));
    // Two with the same updatedAt: the id decides, so the pages stay stable.
    await t.db.update(properties).set({ updatedAt: new Date('2026-01-01T00:00:00Z') }).where(eq(properties.ownerId, host.id));
    const pages = [await pageOf(host, '?limit=2'), await pageOf(host, '?limit=2&offset=2'), await pageOf(host, '?limit=2&offset=4')];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    const ids = pages.flatMap((p) => p.items.map((item) => item.id));
    expect(ids).toEqual(made.map((p) => p.id).sort((a, b) => b - a));
    expect((await pageOf(host, '?offset=10')).items).toEqual([]);
  });

  it('refuses a page size over 50, under 1, or a negative offset with 400', async () => {
    const host = await t.createUser();
    for (const query of ['?limit=51', '?limit=0', '?offset=-1', '?limit=ten']) expectErrorShape(await list(host, query), 400);
    expect((await pageOf(host, '?limit=50')).limit).toBe(50);
  });

  it('asks for sign-in without a token', async () => {
    expectErrorShape(await t.inject({ method: 'GET', url: '/api/v1/web/properties/host/listed-properties' }), 401);
  });
});
