import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { icalFeeds, listingPhotos } from '../../src/server/db/schema/index';
import { api, bookableProperty, night, reservationOf, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

type Dashboard = components['schemas']['Dashboard'];

/** The new host's checklist (setup) and the guests staying on: each read from the caller's own rows. */
let t: TestApp;
const complete = { contactNo: '712345678', countryCode: '+94', nic: '199012345678', address: '12 Lighthouse Street, Galle' };

const read = async (user: TestUser) => {
  const answer = await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(user) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Dashboard;
};
const addPhotos = async (place: Bookable, n: number) =>
  t.db.insert(listingPhotos).values(
    Array.from({ length: n }, (_, i) => ({ propertyId: place.propertyId, position: i, isMain: i === 0, largePath: `/p/${i}.jpg`, thumbnailPath: `/p/${i}-t.jpg`, width: 1200, height: 800 })),
  );
const addFeed = (place: Bookable) =>
  t.db.insert(icalFeeds).values({ unitId: place.unitIds[0]!, name: 'Airbnb', channel: 'airbnb', url: `https://www.airbnb.com/calendar/ical/${place.propertyId}.ics` });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('the setup checklist of getDashboard', () => {
  it('a host with nothing yet: every item open, nothing to link to but the start', async () => {
    const host = await t.createUser();
    expect((await read(host)).setup).toEqual({
      complete: false,
      listing: { done: false, propertyId: null },
      draft: null,
      profile: { done: false },
      photos: { done: false, count: 0, minimum: 5, propertyId: null },
      otherSites: { done: false, propertyId: null },
      calendarAndPrices: { done: false, propertyId: null },
    });
  });

  it("a host with a draft: the draft's steps for its progress, its photos, and a complete profile", async () => {
    const host = await t.createUser(complete);
    const draft = await bookableProperty(t, host, { status: 'draft' });
    await addPhotos(draft, 2);
    const { setup } = await read(host);
    expect(setup.listing).toEqual({ done: false, propertyId: draft.propertyId });
    expect(setup.draft).toMatchObject({ propertyId: draft.propertyId, name: 'Lagoon Villa', isPropertyTypeRoomOrHomeStay: false });
    // The fixture has only the row's own columns: the name step is not saved through the wizard, its photos fall short.
    expect(setup.draft!.completion.photos).toBe(false);
    expect(setup.profile).toEqual({ done: true });
    expect(setup.photos).toEqual({ done: false, count: 2, minimum: 5, propertyId: draft.propertyId });
    // Sync and the calendar wait for a listing out of draft.
    expect(setup.otherSites).toEqual({ done: false, propertyId: null });
    expect(setup.calendarAndPrices).toEqual({ done: false, propertyId: null });
    expect(setup.complete).toBe(false);
  });

  it('a submitted listing with its photos, a calendar from another site and a price set on the calendar: complete', async () => {
    const host = await t.createUser(complete);
    const place = await bookableProperty(t, host, { status: 'pending_review' });
    await addPhotos(place, 5);
    let { setup } = await read(host);
    expect(setup).toMatchObject({
      complete: false,
      listing: { done: true, propertyId: place.propertyId },
      draft: null,
      photos: { done: true, count: 5, propertyId: place.propertyId },
      otherSites: { done: false, propertyId: place.propertyId },
      calendarAndPrices: { done: false, propertyId: place.propertyId },
    });

    await addFeed(place);
    expect((await read(host)).setup.otherSites.done).toBe(true);

    const price = await api(t).writeCalendar(host, place.propertyId, 'price', { unitIds: place.unitIds, from: night(t, 20), to: night(t, 25), price: 120 });
    expect(price.statusCode, price.body).toBe(200);
    ({ setup } = await read(host));
    expect(setup.calendarAndPrices.done).toBe(true);
    expect(setup.complete).toBe(true);
  });

  it('nights the host closes count as the calendar checked', async () => {
    const host = await t.createUser(complete);
    const place = await bookableProperty(t, host);
    const blocked = await api(t).writeCalendar(host, place.propertyId, 'block', { unitIds: place.unitIds, from: night(t, 3), to: night(t, 5), note: 'Family visit' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await read(host)).setup.calendarAndPrices).toEqual({ done: true, propertyId: place.propertyId });
  });

  it("counts only the caller's own listings, photos, feeds and calendar", async () => {
    const [host, other] = await Promise.all([t.createUser(), t.createUser(complete)]);
    const theirs = await bookableProperty(t, other);
    await addPhotos(theirs, 6);
    await addFeed(theirs);
    expect((await api(t).writeCalendar(other, theirs.propertyId, 'block', { unitIds: theirs.unitIds, from: night(t, 3), to: night(t, 4) })).statusCode).toBe(200);
    expect((await read(other)).setup.complete).toBe(true);
    const { setup } = await read(host);
    expect(setup).toMatchObject({
      complete: false,
      listing: { done: false, propertyId: null },
      photos: { done: false, count: 0, propertyId: null },
      otherSites: { done: false, propertyId: null },
      calendarAndPrices: { done: false, propertyId: null },
    });
  });
});

describe('the guests staying of getDashboard', () => {
  it('lists stays that began before today and end after it, not those arriving or leaving today, nor cancelled ones', async () => {
    const [host, other] = await Promise.all([t.createUser(), t.createUser()]);
    const place = await bookableProperty(t, host, { units: 4 });
    const elsewhere = await bookableProperty(t, other);
    const book = async (who: TestUser, where: Bookable, unit: number, from: number, to: number) =>
      reservationOf(await api(t).manual(who, { propertyId: where.propertyId, unitId: where.unitIds[unit], checkIn: night(t, from), checkOut: night(t, to) }));
    const staying = await book(host, place, 0, 1, 4);
    const leavingLater = await book(host, place, 1, 1, 6);
    const arriving = await book(host, place, 2, 2, 3);
    const cancelled = await book(host, place, 3, 1, 5);
    reservationOf(await api(t).act(host, cancelled.code, 'cancel', { reason: 'Guest changed plans' }), 200);
    const theirs = await book(other, elsewhere, 0, 1, 4);
    // Two days on: the first two are in the house, the third arrives today.
    t.clock.advance(2 * 86_400_000);
    const dashboard = await read(host);
    expect(dashboard.staying.map((r) => r.code)).toEqual([staying.code, leavingLater.code]);
    expect(dashboard.arrivals.map((r) => r.code)).toEqual([arriving.code]);
    expect((await read(other)).staying.map((r) => r.code)).toEqual([theirs.code]);
  });
});
