import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, properties, propertyTypes, users } from '../../src/server/db/schema/index';
import { DEMO_ACCOUNTS, DEMO_LISTING, seedDemoAccounts, seedDemoListing } from '../../src/server/db/seed/seed-demo';
import { DEMO_STAYS, seedDemoBookings } from '../../src/server/db/seed/seed-demo-bookings';
import { completeDemoListing } from '../../src/server/db/seed/seed-demo-listing-details';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { startSession } from '../../src/server/modules/auth/refresh-tokens';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
type Subject = { id: number; role: 'HOST' | 'ADMIN'; sessionId: string };
let demoHost: Subject;
let demoAdmin: Subject;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoAccounts(t.db);
  const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  // Each in a session of their own; the demo admin's passed two-step, as signing in with the code does.
  const signedIn = async (email: string, role: 'HOST' | 'ADMIN') => {
    const id = await idOf(email);
    const { sessionId } = await startSession(t.db, { userId: id, role, now: new Date(), twoStep: role === 'ADMIN' });
    return { id, role, sessionId };
  };
  demoHost = await signedIn(DEMO_ACCOUNTS[0].email, 'HOST');
  demoAdmin = await signedIn(DEMO_ACCOUNTS[1].email, 'ADMIN');
});
afterAll(() => t.close());

const get = async (url: string, user: Subject) => {
  const response = await t.inject({ method: 'GET', url, headers: t.authFor(user) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const demoProperties = () =>
  t.db
    .select({ name: properties.name, status: properties.status, plan: plans.name, type: propertyTypes.name })
    .from(properties)
    .leftJoin(plans, eq(plans.id, properties.planId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(eq(properties.ownerId, demoHost.id));

describe('the demo seed', () => {
  it('gives the demo host one listed Guest House on the Starter plan', async () => {
    expect(DEMO_LISTING.ownerEmail).toBe(DEMO_ACCOUNTS[0].email);
    expect(await demoProperties()).toEqual([{ name: 'Palm Shade Guest House', status: 'listed', plan: 'STARTER', type: 'Guest House' }]);
  });

  it('makes the plan check true and the draft check null for the demo host, so start-listing goes straight to /start', async () => {
    expect(await get('/api/v1/web/properties/host/listed-properties/plan-check', demoHost)).toEqual({ starterListingExists: true });
    expect(await get('/api/v1/web/properties/host/draft', demoHost)).toEqual({ draft: null });
  });

  it('gives the demo admin no property', async () => {
    expect(await get('/api/v1/web/properties/host/listed-properties/plan-check', demoAdmin)).toEqual({ starterListingExists: false });
  });

  it('adds nothing when it runs again, even after the demo listing was renamed and paused', async () => {
    expect(await seedDemoAccounts(t.db)).toBe(0);
    expect(await seedDemoListing(t.db)).toBe(0);
    await t.db.update(properties).set({ name: 'Palm Shade Beach Stay', status: 'unlisted' }).where(eq(properties.ownerId, demoHost.id));
    expect(await seedDemoListing(t.db)).toBe(0);
    expect(await demoProperties()).toHaveLength(1);
  });

  it('makes the demo listing complete: every section, two finished rooms and six photos of at least 1024 × 683, once', async () => {
    expect(await completeDemoListing(t.db, { listingPhotos: t.app.deps.listingPhotos })).toBeGreaterThan(0);
    expect(await completeDemoListing(t.db, { listingPhotos: t.app.deps.listingPhotos })).toBe(0);
    const [{ id }] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, demoHost.id));
    const listing = await get(`/api/v1/web/properties/${id}`, demoHost);
    expect(listing.completion).toEqual(Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true])));
    expect(listing.firstIncompleteStep).toBeNull();
    expect(listing.steps.cancellationPolicy).not.toBeNull();
    expect(listing.steps.description.description.length).toBeGreaterThanOrEqual(100);
    expect(listing.units.map((unit: { name: string }) => unit.name)).toEqual(['Garden room', 'Verandah room']);
    expect(listing.photos).toHaveLength(6);
    for (const photo of listing.photos as { url: string }[]) {
      const served = await t.inject({ method: 'GET', url: photo.url });
      expect(served.statusCode).toBe(200);
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect(width).toBeGreaterThanOrEqual(1024);
      expect(height).toBeGreaterThanOrEqual(683);
    }
  });

  it("gives the demo listing two rooms and stays around today, once, so the dashboard has a day to show", async () => {
    expect(await seedDemoBookings(t.db, t.clock())).toBe(DEMO_STAYS.length);
    expect(await seedDemoBookings(t.db, t.clock())).toBe(0);
    const dashboard = await get('/api/v1/web/dashboard', demoHost);
    const names = (stays: { guestName: string }[]) => stays.map((stay) => stay.guestName);
    expect(names(dashboard.arrivals)).toEqual(['Amaya Wickramasinghe']);
    expect(names(dashboard.departures)).toEqual(['Lukas Becker']);
    expect(names(dashboard.weekAhead)).toEqual(['Chloé Martin']);
    expect(names(dashboard.pendingRequests)).toEqual(['Priya Raman']);
    expect(dashboard.departures[0].allowedActions).toContain('check_out');
  });
});
