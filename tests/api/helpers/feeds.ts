import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../../openapi/schema';
import type { FeedFetcher, FeedValidators } from '../../../src/server/modules/sync/feed-fetcher';
import type { TestApp, TestUser } from './test-app';

export type IcalFeed = components['schemas']['IcalFeed'];
export type PropertySync = components['schemas']['PropertySync'];

interface Served {
  body: string;
  etag?: string;
}

/**
 * A stand-in for the channels: calendars served by URL through the app's FeedFetcher. A calendar
 * with an ETag answers notModified to a matching If-None-Match, as a channel would; `fail` makes
 * a URL throw the message a real fetcher would. Every call is recorded.
 */
export function fakeChannels() {
  const calendars = new Map<string, Served>();
  const failures = new Map<string, string>();
  const calls: { url: string; validators: FeedValidators }[] = [];
  const fetcher: FeedFetcher = async (url, validators) => {
    calls.push({ url, validators });
    const failure = failures.get(url);
    if (failure) throw new Error(failure);
    const served = calendars.get(url);
    if (!served) throw new Error('The channel answered 404 Not Found: check the link');
    if (served.etag && validators.etag === served.etag) return { notModified: true };
    return { notModified: false, body: served.body, etag: served.etag ?? null, lastModified: null };
  };
  return {
    fetcher,
    calls,
    serve(url: string, body: string, etag?: string) {
      failures.delete(url);
      calendars.set(url, { body, etag });
    },
    fail(url: string, message: string) {
      failures.set(url, message);
    },
  };
}

/** Request builders for the sync calls. */
export const syncApi = (t: TestApp) => ({
  get: (user: TestUser, propertyId: number) => t.inject({ method: 'GET', url: `/api/v1/web/properties/${propertyId}/sync`, headers: t.authFor(user) }),
  add: (user: TestUser, unitId: number, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/v1/web/accommodation-units/${unitId}/ical-feeds`, headers: t.authFor(user), payload: body }),
  update: (user: TestUser, feedId: number, body: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/v1/web/ical-feeds/${feedId}`, headers: t.authFor(user), payload: body }),
  remove: (user: TestUser, feedId: number) => t.inject({ method: 'DELETE', url: `/api/v1/web/ical-feeds/${feedId}`, headers: t.authFor(user) }),
  syncNow: (user: TestUser, feedId: number) => t.inject({ method: 'POST', url: `/api/v1/web/ical-feeds/${feedId}/sync`, headers: t.authFor(user) }),
  rotate: (user: TestUser, unitId: number) => t.inject({ method: 'POST', url: `/api/v1/web/accommodation-units/${unitId}/ical-export/rotate`, headers: t.authFor(user) }),
  /** The public export, as a channel fetches it: by path only. */
  exported: (link: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url: new URL(link).pathname, headers }),
});

/** The feed of a 200/201 answer. */
export function feedOf(response: LightMyRequestResponse, status = 200): IcalFeed {
  expect(response.statusCode, response.body.slice(0, 400)).toBe(status);
  return response.json().data as IcalFeed;
}

/** The sync screen of a property, as its owner (or `user`) reads it. */
export async function syncOf(t: TestApp, user: TestUser, propertyId: number): Promise<PropertySync> {
  const response = await syncApi(t).get(user, propertyId);
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.json().data as PropertySync;
}
