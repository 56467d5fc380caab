import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationUnits, properties } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let hostA: TestUser;
let hostB: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [hostA, hostB, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
});
afterAll(() => t.close());

async function propertyWithUnit(ownerId: number, planId = 1, status = 'draft') {
  const [property] = await t.db.insert(properties).values({ ownerId, planId, status, name: 'Lagoon Villa' }).returning();
  const [unit] = await t.db.insert(accommodationUnits).values({ propertyId: property.id, name: 'Garden room' }).returning();
  return { property, unit };
}

const unitExists = async (id: number) =>
  (await t.db.select().from(accommodationUnits).where(eq(accommodationUnits.id, id))).length === 1;

const deleteUnit = (id: number, user: TestUser) =>
  t.inject({ method: 'DELETE', url: `/api/v1/web/accommodation-units/${id}`, headers: t.authFor(user) });

describe('deleteAccommodationUnit', () => {
  it("deletes the caller's own unit", async () => {
    const { unit } = await propertyWithUnit(hostA.id);
    const response = await deleteUnit(unit.id, hostA);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBeNull();
    expect(await unitExists(unit.id)).toBe(false);
  });

  it("answers 404 to host B for host A's unit and leaves the row in place", async () => {
    const { unit } = await propertyWithUnit(hostA.id);
    const response = await deleteUnit(unit.id, hostB);
    const missing = await deleteUnit(2_000_000_000, hostB);
    expectErrorShape(response, 404);
    expect(response.body).toBe(missing.body); // the same answer as for an id that does not exist
    expect(await unitExists(unit.id)).toBe(true);
  });

  it("lets an admin delete any host's unit", async () => {
    const { unit } = await propertyWithUnit(hostA.id);
    expect((await deleteUnit(unit.id, admin)).statusCode).toBe(200);
    expect(await unitExists(unit.id)).toBe(false);
  });
});

describe('checkStarterListing', () => {
  const check = async (user: TestUser) => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/web/properties/host/listed-properties/plan-check',
      headers: t.authFor(user),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.starterListingExists as boolean;
  };

  it('is false for a host without properties and for one whose property is on another plan', async () => {
    const newcomer = await t.createUser();
    expect(await check(newcomer)).toBe(false);
    const fullService = await t.createUser();
    await propertyWithUnit(fullService.id, 3, 'listed');
    expect(await check(fullService)).toBe(false);
  });

  it('is true once the host has a property on the Starter plan', async () => {
    const starter = await t.createUser();
    await propertyWithUnit(starter.id, 1, 'pending_review');
    expect(await check(starter)).toBe(true);
  });
});
