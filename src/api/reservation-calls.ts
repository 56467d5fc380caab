/**
 * The calls behind /reservation-manage and /view-reservation/{code}. Each resolves with the
 * body's data or throws a CallFailure (message, fields, httpStatus), as machines expect.
 */
import type { components, operations } from '../../openapi/schema';
import { api } from '../session/session-api';
import { answerOf, dataOf } from './data-of';
import type { BookableProperty } from '../../machines/manual-booking-form';
import { unitNounOf } from '../shared/unit-noun';

export type Reservation = components['schemas']['Reservation'];
export type ReservationPage = components['schemas']['ReservationPage'];
export type ReservationQuery = NonNullable<operations['listReservations']['parameters']['query']>;
export type ExportQuery = operations['exportReservations']['parameters']['query'];
export type ManualReservationBody = components['schemas']['ManualReservationBody'];
export type ReservationAction = components['schemas']['ReservationAction'];

export const listReservations = (query: ReservationQuery): Promise<ReservationPage> =>
  dataOf(api().GET('/api/v1/web/reservations', { params: { query } }));

export const getReservation = (code: string): Promise<Reservation> =>
  dataOf(api().GET('/api/v1/web/reservations/{code}', { params: { path: { code } } }));

export const createManualReservation = (body: ManualReservationBody): Promise<Reservation> =>
  dataOf(api().POST('/api/v1/web/reservations', { body }));

/** One host action; `reason` goes only to the two actions whose body takes one. */
export function runReservationAction({ code, action, reason }: { code: string; action: ReservationAction; reason?: string | null }): Promise<Reservation> {
  const path = { code };
  switch (action) {
    case 'confirm':
      return dataOf(api().POST('/api/v1/web/reservations/{code}/confirm', { params: { path } }));
    case 'decline':
      return dataOf(api().POST('/api/v1/web/reservations/{code}/decline', { params: { path }, body: { reason: reason || null } }));
    case 'check_in':
      return dataOf(api().POST('/api/v1/web/reservations/{code}/check-in', { params: { path } }));
    case 'check_out':
      return dataOf(api().POST('/api/v1/web/reservations/{code}/check-out', { params: { path } }));
    case 'no_show':
      return dataOf(api().POST('/api/v1/web/reservations/{code}/no-show', { params: { path } }));
    case 'cancel':
      return dataOf(api().POST('/api/v1/web/reservations/{code}/cancel', { params: { path }, body: { reason: reason ?? '' } }));
  }
}

/** The guest paid at the property. */
export const markReservationPaid = (code: string): Promise<Reservation> =>
  dataOf(api().POST('/api/v1/web/reservations/{code}/mark-paid', { params: { path: { code } } }));

/** Moves a stay to other nights; amount null: the new nights' calendar prices. */
export function changeReservationDates({ code, checkIn, checkOut, amount }: { code: string; checkIn: string; checkOut: string; amount: number | null }): Promise<Reservation> {
  return dataOf(api().POST('/api/v1/web/reservations/{code}/dates', { params: { path: { code } }, body: { checkIn, checkOut, amount } }));
}

export type DownloadedFile = { blob: Blob; fileName: string };

/** The download of the list's current filter; the file name is the server's. */
export async function downloadReservations(query: ExportQuery): Promise<DownloadedFile> {
  const outcome = await answerOf(api().GET('/api/v1/web/reservations/export', { params: { query }, parseAs: 'blob' }));
  const named = /filename="([^"]+)"/.exec(outcome.response.headers.get('content-disposition') ?? '');
  return { blob: outcome.data as Blob, fileName: named?.[1] ?? `reservations.${query.format}` };
}


/**
 * The host's properties that can take a booking (not drafts), each with its units, currency and
 * nightly prices (the booking form asks about an amount far from them), for the booking form and
 * the property filter. Hosts have a handful, so one read each is fine.
 */
export async function listBookableProperties(): Promise<BookableProperty[]> {
  const page = await dataOf(api().GET('/api/v1/web/properties/host/listed-properties', { params: { query: { limit: 50, offset: 0 } } }));
  const usable = page.items.filter((property) => property.status !== 'draft');
  return Promise.all(
    usable.map(async (summary) => {
      const property = await dataOf(api().GET('/api/v1/web/properties/{propertyId}', { params: { path: { propertyId: summary.id } } }));
      return {
        id: summary.id,
        name: summary.name ?? `Property ${summary.id}`,
        currency: property.steps.price?.currency ?? null,
        pricePerNight: property.steps.price?.pricePerNight ?? null,
        units: property.units.map((unit) => ({ id: unit.id, name: unit.name, pricePerNight: unit.pricePerNight })),
        unitNoun: unitNounOf({ isRoomOrHomeStay: property.isPropertyTypeRoomOrHomeStay, name: summary.propertyTypeName }),
      };
    }),
  );
}
