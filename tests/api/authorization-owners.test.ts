import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { icalFeeds, listingPhotos } from '../../src/server/db/schema/index';
import { LISTING_FORM_STEP_KEYS } from '../../src/shared/listing-steps';
import { loadReferenceIds, validSteps, validUnit, type ListingReferenceIds } from './helpers/listing';
import { bookableProperty, book, night, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Host B against host A's things: every route that names one of a host's resources in its path
 * (a property, unit, photo, reservation or feed) is called by host B with host A's ids and a body
 * that is valid for that route, and must answer 404, as if the thing did not exist; host A, with
 * the same call, gets past the ownership check; and host A's rows in the database are exactly as
 * they were after all of host B's calls. The server reports every route it registers; a route
 * with a path parameter that is not declared here (or in NOT_OWNED, or admin-only by its x-access)
 * fails the test, so a new endpoint cannot ship without this decision. (authorization-matrix.test.ts covers anonymous,
 * a host and an admin for every route.)
 */
interface Resources {
  place: Bookable;
  photoId: number;
  code: string;
  feedId: number;
  refs: ListingReferenceIds;
  t: TestApp;
}
/** `hostOnly`: past the ownership check an admin is refused 403 by the action's own rule (listing-withdraw.test.ts). */
type Call = { query?: string; body?: (r: Resources) => unknown; hostOnly?: boolean };

/** The step save is declared once per step ('…/steps/name'); the server registers '…/steps/:step'. */
const registeredRoute = (route: string) => route.replace(/\/steps\/\w+$/, '/steps/:step');

/** Routes with path parameters that are not a host's resources. */
const NOT_OWNED = new Set([
  // The secret token is the credential (ical-export.test.ts); channels fetch it signed out.
  'GET /api/v1/ical/:token/:channel.ics',
  // The guest site's own server, by HTTP Basic (reservations-create.test.ts, reservation-dates.test.ts).
  'POST /api/v1/channel/reservations/:code/dates',
  'POST /api/v1/channel/reservations/:code/cancel',
]);

const version = { version: 1 };
const range = (r: Resources) => ({ unitIds: r.place.unitIds, from: night(r.t, 40), to: night(r.t, 42) });

const OWNED: Record<string, Call> = {
  'GET /api/v1/web/properties/:propertyId': {},
  'DELETE /api/v1/web/properties/:propertyId': { query: '?version=1' },
  ...Object.fromEntries(
    LISTING_FORM_STEP_KEYS.map((key) => [
      `PUT /api/v1/web/properties/:propertyId/steps/${key}`,
      { body: (r: Resources) => ({ ...version, ...validSteps(r.refs)[key] }) },
    ]),
  ),
  'POST /api/v1/web/properties/:propertyId/submit': { body: () => version },
  'POST /api/v1/web/properties/:propertyId/unlist': { body: () => ({}) },
  'POST /api/v1/web/properties/:propertyId/relist': { body: () => ({}) },
  'POST /api/v1/web/properties/:propertyId/withdraw': { hostOnly: true },
  'POST /api/v1/web/properties/:propertyId/units': { body: (r) => ({ ...version, ...validUnit(r.refs) }) },
  'PUT /api/v1/web/accommodation-units/:id': { body: (r) => ({ ...version, ...validUnit(r.refs) }) },
  'DELETE /api/v1/web/accommodation-units/:id': { query: '?version=1' },
  'POST /api/v1/web/properties/:propertyId/photos': {},
  'PUT /api/v1/web/properties/:propertyId/photos/order': { body: (r) => ({ ...version, photoIds: [r.photoId] }) },
  'PUT /api/v1/web/properties/:propertyId/photos/:photoId/main': { body: () => version },
  'DELETE /api/v1/web/properties/:propertyId/photos/:photoId': { query: '?version=1' },
  'GET /api/v1/web/reservations/:code': {},
  'POST /api/v1/web/reservations/:code/confirm': { body: () => ({}) },
  'POST /api/v1/web/reservations/:code/decline': { body: () => ({}) },
  'POST /api/v1/web/reservations/:code/check-in': { body: () => ({}) },
  'POST /api/v1/web/reservations/:code/check-out': { body: () => ({}) },
  'POST /api/v1/web/reservations/:code/no-show': { body: () => ({}) },
  'POST /api/v1/web/reservations/:code/cancel': { body: () => ({ reason: 'The guest asked to cancel.' }) },
  'POST /api/v1/web/reservations/:code/dates': { body: (r) => ({ checkIn: night(r.t, 20), checkOut: night(r.t, 23) }) },
  'POST /api/v1/web/reservations/:code/mark-paid': { body: () => ({}) },
  'GET /api/v1/web/properties/:propertyId/calendar': { query: '' },
  'PUT /api/v1/web/properties/:propertyId/calendar/price': { body: (r) => ({ ...range(r), price: 140 }) },
  'PUT /api/v1/web/properties/:propertyId/calendar/min-stay': { body: (r) => ({ ...range(r), minStay: 3 }) },
  'POST /api/v1/web/properties/:propertyId/calendar/block': { body: range },
  'POST /api/v1/web/properties/:propertyId/calendar/open': { body: range },
  'GET /api/v1/web/properties/:propertyId/sync': {},
  'POST /api/v1/web/accommodation-units/:unitId/ical-feeds': { body: () => ({ name: 'Airbnb', channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/2.ics' }) },
  'PUT /api/v1/web/ical-feeds/:feedId': { body: () => ({ name: 'Booking.com', channel: 'booking_com', url: 'https://admin.booking.com/ical/2.ics' }) },
  'DELETE /api/v1/web/ical-feeds/:feedId': {},
  'POST /api/v1/web/ical-feeds/:feedId/sync': { body: () => ({}) },
  'POST /api/v1/web/ical-feeds/:feedId/confirm-empty': { body: () => ({}) },
  'POST /api/v1/web/accommodation-units/:unitId/ical-export/rotate': { body: () => ({}) },
};

let t: TestApp;
let hostA: TestUser;
let hostB: TestUser;
let admin: TestUser;
let resources: Resources;
const routes: string[] = [];

function urlOf(route: string, r: Resources, call: Call): string {
  const path = route.split(' ')[1]!;
  const values: Record<string, string | number> = {
    propertyId: r.place.propertyId,
    id: r.place.unitIds[0]!,
    unitId: r.place.unitIds[0]!,
    photoId: r.photoId,
    code: r.code,
    feedId: r.feedId,
  };
  const query = route.endsWith('/calendar') ? `?from=${night(r.t, 0)}&to=${night(r.t, 30)}` : (call.query ?? '');
  return path.replace(/:(\w+)/g, (_, name: string) => String(values[name])) + query;
}

function callAs(user: TestUser, route: string) {
  const call = OWNED[route]!;
  const method = route.split(' ')[0] as 'GET';
  const body = call.body?.(resources);
  return t.inject({
    method,
    url: urlOf(route, resources, call),
    headers: { ...t.authFor(user), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** Everything of host A's the routes above can touch, as one JSON value. */
async function snapshotOfHostA(): Promise<unknown> {
  const [row] = rowsOf<{ snapshot: unknown }>(
    await t.db.execute(sql`
      with owned as (select id from properties where owner_id = ${hostA.id}),
           units as (select id from accommodation_units where property_id in (select id from owned))
      select json_build_object(
        'properties', (select json_agg(p order by p.id) from properties p where p.id in (select id from owned)),
        'units', (select json_agg(u order by u.id) from accommodation_units u where u.id in (select id from units)),
        'photos', (select json_agg(f order by f.id) from listing_photos f where f.property_id in (select id from owned)),
        'reservations', (select json_agg(r order by r.id) from reservations r where r.property_id in (select id from owned)),
        'history', (select json_agg(h order by h.id) from reservation_status_history h join reservations r on r.id = h.reservation_id where r.property_id in (select id from owned)),
        'rates', (select json_agg(n order by n.unit_id, n.night) from unit_night_rates n where n.unit_id in (select id from units)),
        'blocks', (select json_agg(b order by b.id) from calendar_blocks b where b.unit_id in (select id from units)),
        'feeds', (select json_agg(f order by f.id) from ical_feeds f where f.unit_id in (select id from units)),
        'exports', (select json_agg(e) from ical_exports e where e.unit_id in (select id from units)),
        'moderation', (select json_agg(m order by m.id) from property_moderation_events m where m.property_id in (select id from owned))
      ) as snapshot`),
  );
  return row!.snapshot;
}

/** A fresh set of host A's things: a property taking requests, a stay on it, a photo and a feed. */
async function hostAResources(refs: ListingReferenceIds): Promise<Resources> {
  const place = await bookableProperty(t, hostA, { bookingType: 'request' });
  const reservation = await book(t, hostA, place, 10, 13);
  const [photo] = await t.db
    .insert(listingPhotos)
    .values({ propertyId: place.propertyId, position: 0, isMain: true, largePath: '/uploads/a.webp', thumbnailPath: '/uploads/a-thumb.webp', width: 1600, height: 1067 })
    .returning();
  const [feed] = await t.db.insert(icalFeeds).values({ unitId: place.unitIds[0]!, name: 'Airbnb', channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' }).returning();
  return { place, photoId: photo!.id, code: reservation.code, feedId: feed!.id, refs, t };
}

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const access = (route.schema as Record<string, unknown> | undefined)?.['x-access'];
      // Admin-only routes refuse every host with 403 (authorization-matrix.test.ts).
      if (access !== 'admin') for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    },
  });
  [hostA, hostB, admin] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'ADMIN' })]);
  resources = await hostAResources(await loadReferenceIds(t, hostA));
});
afterAll(() => t?.close());

describe('host B against host A’s resources', () => {
  it('declares every route with a path parameter', () => {
    const withParameters = routes.filter((route) => /:\w+/.test(route) && !/\*/.test(route));
    const declared = Object.keys(OWNED).map(registeredRoute);
    expect(withParameters.filter((route) => !declared.includes(route) && !NOT_OWNED.has(route))).toEqual([]);
    expect(Object.keys(OWNED).filter((route) => !routes.includes(registeredRoute(route)))).toEqual([]);
  });

  it('answers 404 to host B on every one of them and changes none of host A’s rows', async () => {
    const before = await snapshotOfHostA();
    const answers: Record<string, number> = {};
    for (const route of Object.keys(OWNED)) answers[route] = (await callAs(hostB, route)).statusCode;
    expect(answers).toEqual(Object.fromEntries(Object.keys(OWNED).map((route) => [route, 404])));
    expect(await snapshotOfHostA()).toEqual(before);
  });

  it('lets host A and an admin past the ownership check with the same calls', async () => {
    const refused: string[] = [];
    // Deletions last, on a fresh set for each caller: a deleted feed cannot be synced after.
    const ordered = Object.keys(OWNED).sort((a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')));
    for (const user of [hostA, admin]) {
      resources = await hostAResources(resources.refs);
      for (const route of ordered) {
        const response = await callAs(user, route);
        if (user === admin && OWNED[route].hostOnly && response.statusCode === 403) continue;
        if ([401, 403, 404].includes(response.statusCode) || response.statusCode >= 500)
          refused.push(`${user === admin ? 'admin' : 'host A'}: ${route} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
