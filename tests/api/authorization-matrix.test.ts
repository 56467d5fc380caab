import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_ENV } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Who may reach what, declared route by route. The app reports every route it registers; a route
 * missing here fails the test, so a new endpoint cannot ship without a decision about access.
 *
 * `pass` means the access check lets the caller through (the handler may still answer 400, 404,
 * 422 or a business 401 such as "no refresh cookie"); 401 and 403 mean the access check refuses.
 * HEAD routes mirror their GET route and are covered by it.
 */
type Outcome = 'pass' | 401 | 403 | 'two-step';
type Caller = 'anonymous' | 'host' | 'admin' | 'adminWithoutTwoStep';
type Rule = Record<Caller, Outcome>;

const PUBLIC: Rule = { anonymous: 'pass', host: 'pass', admin: 'pass', adminWithoutTwoStep: 'pass' };
// One's own account (who am I, profile, booking alerts, two-step set-up): an admin session that
// has not passed two-step verification needs these to set it up.
const ACCOUNT: Rule = { anonymous: 401, host: 'pass', admin: 'pass', adminWithoutTwoStep: 'pass' };
// A host's work, or an admin's reach over every host's: none without two-step in the session.
const SIGNED_IN: Rule = { anonymous: 401, host: 'pass', admin: 'pass', adminWithoutTwoStep: 'two-step' };
const ADMIN_ONLY: Rule = { anonymous: 401, host: 403, admin: 'pass', adminWithoutTwoStep: 'two-step' };
// The guest site's server only: a person's bearer token is no HTTP Basic channel credential.
const CHANNEL_ONLY: Rule = { anonymous: 401, host: 401, admin: 401, adminWithoutTwoStep: 401 };
// The operators' Prometheus scraper only (METRICS_TOKEN, on here): no person's token opens it.
const SCRAPER_ONLY: Rule = { anonymous: 401, host: 401, admin: 401, adminWithoutTwoStep: 401 };

const MATRIX: Record<string, Rule> = {
  'GET /health': PUBLIC,
  'GET /metrics': SCRAPER_ONLY,
  'GET /api/v1/health': PUBLIC,
  'GET /api/v1/auth/csrf-token': PUBLIC,
  'GET /api/v1/auth/providers': PUBLIC,
  'GET /api/v1/map-settings': PUBLIC,
  'POST /api/v1/web/auth/sign-in/email': PUBLIC,
  'POST /api/v1/web/auth/sign-in/google': PUBLIC,
  'POST /api/v1/web/auth/sign-in/facebook': PUBLIC,
  'POST /api/v1/web/auth/sign-in/apple': PUBLIC,
  'POST /api/v1/web/auth/sign-up/email': PUBLIC,
  'PATCH /api/v1/auth/send-otp': PUBLIC,
  'POST /api/v1/auth/validate-otp': PUBLIC,
  'PUT /api/v1/auth/password': PUBLIC,
  'POST /api/v1/auth/token/renew': PUBLIC,
  'POST /api/v1/auth/logout': PUBLIC,
  'GET /api/v1/auth/me': ACCOUNT,
  'POST /api/v1/web/auth/sign-in/two-step': PUBLIC,
  'GET /api/v1/auth/two-step': ACCOUNT,
  'POST /api/v1/auth/two-step/setup': ACCOUNT,
  'POST /api/v1/auth/two-step/enable': ACCOUNT,
  'POST /api/v1/auth/two-step/disable': ACCOUNT,
  'GET /api/v1/web/profile': ACCOUNT,
  'PUT /api/v1/web/profile': ACCOUNT,
  'POST /api/v1/web/profile/avatar': ACCOUNT,
  'GET /api/v1/web/profile/booking-alerts': ACCOUNT,
  'GET /api/v1/web/dashboard': SIGNED_IN,
  'PUT /api/v1/web/profile/booking-alerts': ACCOUNT,
  'PUT /api/v1/web/profile/locale': ACCOUNT,
  'GET /api/v1/property-types': PUBLIC,
  'GET /api/v1/languages': PUBLIC,
  'GET /api/v1/questions': PUBLIC,
  'GET /api/v1/web/amenities/with-categories': PUBLIC,
  'POST /api/v1/web/amenities/categories': ADMIN_ONLY,
  'GET /api/v1/web/admin/properties': ADMIN_ONLY,
  'GET /api/v1/web/bathroom-types/shared': PUBLIC,
  'GET /api/v1/web/bathroom-types/other': PUBLIC,
  'GET /api/v1/bed-room-types': PUBLIC,
  'GET /api/v1/web/unit-categories': PUBLIC,
  'GET /api/v1/web/highlights': PUBLIC,
  'DELETE /api/v1/web/accommodation-units/:id': SIGNED_IN,
  'PUT /api/v1/web/accommodation-units/:id': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/units': SIGNED_IN,
  'GET /api/v1/web/cancellation-policies': SIGNED_IN,
  'GET /api/v1/plans': SIGNED_IN,
  'GET /api/v1/web/properties/host/listed-properties/plan-check': SIGNED_IN,
  'GET /api/v1/web/properties/host/draft': SIGNED_IN,
  'POST /api/v1/web/properties': SIGNED_IN,
  'GET /api/v1/web/properties/:propertyId': SIGNED_IN,
  'DELETE /api/v1/web/properties/:propertyId': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/photos': SIGNED_IN,
  'PUT /api/v1/web/properties/:propertyId/photos/order': SIGNED_IN,
  'PUT /api/v1/web/properties/:propertyId/photos/:photoId/main': SIGNED_IN,
  'DELETE /api/v1/web/properties/:propertyId/photos/:photoId': SIGNED_IN,
  'PUT /api/v1/web/properties/:propertyId/steps/:step': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/submit': SIGNED_IN,
  'GET /api/v1/web/properties/host/listed-properties': SIGNED_IN,
  // Moderation (issue 8): our team's actions; the host's pause and resume of their own listing.
  'POST /api/v1/web/admin/properties/:propertyId/approve': ADMIN_ONLY,
  'POST /api/v1/web/admin/properties/:propertyId/reject': ADMIN_ONLY,
  'POST /api/v1/web/admin/properties/:propertyId/suspend': ADMIN_ONLY,
  'POST /api/v1/web/admin/properties/:propertyId/unsuspend': ADMIN_ONLY,
  'POST /api/v1/web/admin/properties/:propertyId/changes/approve': ADMIN_ONLY,
  'POST /api/v1/web/admin/properties/:propertyId/changes/reject': ADMIN_ONLY,
  'PUT /api/v1/web/admin/properties/:propertyId/plan': ADMIN_ONLY,
  'POST /api/v1/web/properties/:propertyId/unlist': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/relist': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/withdraw': SIGNED_IN,
  'GET /api/v1/web/other-parties': SIGNED_IN,
  'POST /api/v1/web/inquiries': SIGNED_IN,
  'POST /api/v1/channel/reservations': CHANNEL_ONLY,
  'POST /api/v1/channel/reservations/:code/dates': CHANNEL_ONLY,
  'POST /api/v1/channel/reservations/:code/cancel': CHANNEL_ONLY,
  'POST /api/v1/web/reservations': SIGNED_IN,
  'GET /api/v1/web/reservations': SIGNED_IN,
  'GET /api/v1/web/reservations/export': SIGNED_IN,
  'GET /api/v1/web/reservations/:code': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/confirm': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/decline': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/check-in': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/check-out': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/no-show': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/cancel': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/dates': SIGNED_IN,
  'POST /api/v1/web/reservations/:code/mark-paid': SIGNED_IN,
  'GET /api/v1/web/properties/:propertyId/calendar': SIGNED_IN,
  'PUT /api/v1/web/properties/:propertyId/calendar/price': SIGNED_IN,
  'PUT /api/v1/web/properties/:propertyId/calendar/min-stay': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/calendar/block': SIGNED_IN,
  'POST /api/v1/web/properties/:propertyId/calendar/open': SIGNED_IN,
  'GET /api/v1/web/earnings': SIGNED_IN,
  'GET /api/v1/web/earnings/export': SIGNED_IN,
  'GET /api/v1/web/properties/:propertyId/sync': SIGNED_IN,
  'POST /api/v1/web/accommodation-units/:unitId/ical-feeds': SIGNED_IN,
  'PUT /api/v1/web/ical-feeds/:feedId': SIGNED_IN,
  'DELETE /api/v1/web/ical-feeds/:feedId': SIGNED_IN,
  'POST /api/v1/web/ical-feeds/:feedId/sync': SIGNED_IN,
  'POST /api/v1/web/ical-feeds/:feedId/confirm-empty': SIGNED_IN,
  'POST /api/v1/web/accommodation-units/:unitId/ical-export/rotate': SIGNED_IN,
  // The secret token in the path is the credential: channels fetch it without signing in.
  'GET /api/v1/ical/:token/:channel.ics': PUBLIC,
};

/** Routes that serve files (the SPA, uploaded avatars and listing photos): public by nature, matched by prefix. */
const STATIC_ROUTE = /^GET \/(\*|assets\/\*|uploads\/\*)?$/;

const routes: string[] = [];
let t: TestApp;
let host: TestUser;
let admin: TestUser;
let adminWithoutTwoStep: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ...CHANNEL_ENV, METRICS_TOKEN: 'scraper-token-0123456789abcdef' },
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    },
  });
  host = await t.createUser({ role: 'HOST' });
  admin = await t.createUser({ role: 'ADMIN' });
  adminWithoutTwoStep = await t.createUser({ role: 'ADMIN', twoStep: false });
});
afterAll(() => t?.close());

// Every unsafe request carries a valid CSRF token (t.inject adds it), so what is measured here is
// access control alone; CSRF refusals have their own tests (csrf.test.ts).
function concreteUrl(route: string) {
  return route.replace(/:(\w+)/g, '987654').replace(/\*/g, 'anything');
}

async function call(route: string, who: Caller) {
  const [method, url] = route.split(' ') as [string, string];
  const headers = who === 'anonymous' ? {} : t.authFor({ host, admin, adminWithoutTwoStep }[who]);
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return t.inject({
    method: method as 'GET',
    url: concreteUrl(url),
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    // An empty object fails validation for any route with required fields, so a route that lets
    // the caller through answers 400 instead of running its handler with real effects.
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

describe('the authorization matrix', () => {
  it('declares a rule for every route the server registers', () => {
    const undeclared = routes.filter((r) => !(r in MATRIX) && !STATIC_ROUTE.test(r));
    expect(undeclared).toEqual([]);
  });

  it('declares no route the server does not have', () => {
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const [route, rule] of Object.entries(MATRIX)) {
    for (const who of ['anonymous', 'host', 'admin', 'adminWithoutTwoStep'] as const) {
      const expected = rule[who];
      const outcome = expected === 'pass' ? 'passes the access check' : expected === 'two-step' ? "refused with 403 'Set up two-step verification…'" : `refused with ${expected}`;
      const caller = who === 'adminWithoutTwoStep' ? 'an admin whose session has not passed two-step verification' : who;
      it(`${route} as ${caller}: ${outcome}`, async () => {
        const response = await call(route, who);
        const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : {};
        if (expected === 'pass') {
          expect(response.statusCode).not.toBe(403);
          expect(body?.error?.error_message).not.toBe('Sign in to continue');
          expect(response.statusCode).toBeLessThan(500);
        } else if (expected === 'two-step') {
          expect(response.statusCode).toBe(403);
          expect(body.error).toEqual({ error_message: 'Set up two-step verification to use admin tools.', code: 'TWO_STEP_REQUIRED' });
        } else {
          expect(response.statusCode).toBe(expected);
          expect(typeof body.error.error_message).toBe('string');
        }
      });
    }
  }
});
