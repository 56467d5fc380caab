import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures';
import { listingWithoutPhotos, pageApi, type ApiListing } from './page-api';

type Calendar = { today: string; units: { id: number }[] };

/** A wordless 1200 × 800 JPEG of one hue, big enough for a listing photo. */
export const jpeg = (hue: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 160, b: 255 - hue } } }).jpeg().toBuffer();

/**
 * A listing of the signed-in host that takes manual bookings: drafts take none, so it gets its
 * five photos and is submitted (pending review) through the API. Answers it, its unit and
 * today's date by the server's clock (Sri Lanka).
 */
export async function submittedListing(page: Page, name: string) {
  let listing = await listingWithoutPhotos(page, name);
  const api = await pageApi(page);
  for (const hue of [0, 60, 120, 180, 240]) listing = await api.uploadPhoto<ApiListing>(listing.id, await jpeg(hue));
  await api.post(`/api/v1/web/properties/${listing.id}/submit`, { version: listing.version });
  const calendar = await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=2026-01-01&to=2026-01-02`);
  return { api, listing, unitId: calendar.units[0].id, today: calendar.today };
}

/** The guest site's credential for servers a test starts itself (any value of 16+ characters works). */
export const CHANNEL_CREDENTIAL = { CHANNEL_API_USER: 'guest-site', CHANNEL_API_PASSWORD: 'guest-site-e2e-password-2026' };

/** A booking as the guest site sends it: HTTP Basic, a fresh idempotency key, no CSRF token. */
export async function channelBooking(page: Page, body: Record<string, unknown>): Promise<{ code: string; status: string }> {
  const basic = Buffer.from(`${CHANNEL_CREDENTIAL.CHANNEL_API_USER}:${CHANNEL_CREDENTIAL.CHANNEL_API_PASSWORD}`).toString('base64');
  const answer = await page.request.post('/api/v1/channel/reservations', {
    headers: { Authorization: `Basic ${basic}`, 'Idempotency-Key': randomUUID() },
    data: { paymentMethod: 'online', paymentStatus: 'paid', currency: 'USD', adults: 1, ...body },
  });
  expect(answer.status(), (await answer.text()).slice(0, 300)).toBe(201);
  return (await answer.json()).data;
}
