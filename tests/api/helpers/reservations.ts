import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../../openapi/schema';
import { accommodationUnits, properties } from '../../../src/server/db/schema/index';
import { addDays, sriLankaToday } from '../../../src/shared/reservation-dates';
import type { TestApp, TestUser } from './test-app';

export type Reservation = components['schemas']['Reservation'];
export type PropertyCalendar = components['schemas']['PropertyCalendar'];

export const CHANNEL_ENV = { CHANNEL_API_USER: 'guest-site', CHANNEL_API_PASSWORD: 'guest-site-password-2026' };
export const channelAuth = (user = CHANNEL_ENV.CHANNEL_API_USER, password = CHANNEL_ENV.CHANNEL_API_PASSWORD) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

export interface Bookable {
  propertyId: number;
  unitIds: number[];
}

/**
 * A property of `owner` ready to take bookings, written straight to the database (the wizard has
 * its own tests): listed, priced at 100 USD a night, on the Supportive plan (10 % commission),
 * with units sleeping 4.
 */
export async function bookableProperty(
  t: TestApp,
  owner: TestUser,
  options: { units?: number; bookingType?: 'instant' | 'request'; status?: string; planId?: number; currency?: 'USD' | 'LKR' } = {},
): Promise<Bookable> {
  const [property] = await t.db
    .insert(properties)
    .values({
      ownerId: owner.id,
      planId: options.planId ?? 2,
      status: options.status ?? 'listed',
      name: 'Lagoon Villa',
      currency: options.currency ?? 'USD',
      pricePerNight: 100,
      bookingType: options.bookingType ?? 'instant',
    })
    .returning();
  const units = await t.db
    .insert(accommodationUnits)
    .values(Array.from({ length: options.units ?? 1 }, (_, i) => ({ propertyId: property.id, name: `Room ${i + 1}`, guestCount: 4 })))
    .returning();
  return { propertyId: property.id, unitIds: units.map((unit) => unit.id) };
}

/** A night `days` after today in Sri Lanka, by the app's clock. */
export const night = (t: TestApp, days: number) => addDays(sriLankaToday(t.clock()), days);

export const guest = { guestName: 'Nimal Perera', guestEmail: 'nimal@example.lk', guestPhone: '+94771234567', guestCountry: 'LK', adults: 2, children: 0 };

/** Request builders for the reservation and calendar calls. */
export const api = (t: TestApp) => ({
  manual: (user: TestUser, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/v1/web/reservations', headers: t.authFor(user), payload: { paymentMethod: 'onsite', ...guest, ...body } }),
  channel: (key: string, body: Record<string, unknown>, headers: Record<string, string> = channelAuth()) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/channel/reservations',
      csrf: false,
      headers: { 'idempotency-key': key, ...headers },
      payload: { paymentMethod: 'online', paymentStatus: 'paid', currency: 'USD', ...guest, ...body },
    }),
  get: (user: TestUser, code: string) => t.inject({ method: 'GET', url: `/api/v1/web/reservations/${code}`, headers: t.authFor(user) }),
  list: (user: TestUser, query: Record<string, string | number> = {}) =>
    t.inject({ method: 'GET', url: `/api/v1/web/reservations?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, headers: t.authFor(user) }),
  act: (user: TestUser, code: string, action: string, body?: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/v1/web/reservations/${code}/${action}`, headers: t.authFor(user), ...(body ? { payload: body } : {}) }),
  dates: (user: TestUser, code: string, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/v1/web/reservations/${code}/dates`, headers: t.authFor(user), payload: body }),
  channelDates: (code: string, body: Record<string, unknown>, headers: Record<string, string> = channelAuth()) =>
    t.inject({ method: 'POST', url: `/api/v1/channel/reservations/${code}/dates`, csrf: false, headers, payload: body }),
  channelCancel: (code: string, body: Record<string, unknown>, headers: Record<string, string> = channelAuth()) =>
    t.inject({ method: 'POST', url: `/api/v1/channel/reservations/${code}/cancel`, csrf: false, headers, payload: body }),
  calendar: (user: TestUser, propertyId: number, from: string, to: string) =>
    t.inject({ method: 'GET', url: `/api/v1/web/properties/${propertyId}/calendar?from=${from}&to=${to}`, headers: t.authFor(user) }),
  writeCalendar: (user: TestUser, propertyId: number, what: 'price' | 'min-stay' | 'block' | 'open', body: Record<string, unknown>) =>
    t.inject({
      method: what === 'price' || what === 'min-stay' ? 'PUT' : 'POST',
      url: `/api/v1/web/properties/${propertyId}/calendar/${what}`,
      headers: t.authFor(user),
      payload: body,
    }),
});

/** The reservation of a 200/201 answer. */
export function reservationOf(response: LightMyRequestResponse, status = 201): Reservation {
  expect(response.statusCode, response.body.slice(0, 400)).toBe(status);
  return response.json().data as Reservation;
}

/** A confirmed manual booking of `unitId` for nights [checkIn, checkOut) days from today. */
export async function book(t: TestApp, host: TestUser, place: Bookable, from: number, to: number, unit = 0): Promise<Reservation> {
  return reservationOf(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[unit], checkIn: night(t, from), checkOut: night(t, to) }));
}
