import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../../openapi/schema';
import { properties } from '../../../src/server/db/schema/index';
import type { ListingFormStepKey } from '../../../src/shared/listing-steps';
import type { TestApp, TestUser } from './test-app';

export type Property = components['schemas']['Property'];
type Named = { id: number; name: string };
type Question = components['schemas']['Question'];

export interface ListingReferenceIds {
  villa: number;
  homestay: number;
  languages: number[];
  sharedBathroomTypes: number[];
  otherBathroomTypes: number[];
  highlights: number[];
  cancellationPolicies: number[];
  otherParties: number[];
  questions: Question[];
  unitCategories: number[];
  bedroomTypes: number[];
  amenities: number[];
}

/** The seeded reference lists, read through the API as the browser reads them. */
export async function loadReferenceIds(t: TestApp, user: TestUser): Promise<ListingReferenceIds> {
  const get = async <T>(url: string) => (await t.inject({ method: 'GET', url, headers: t.authFor(user) })).json().data as T;
  const ids = (items: Named[]) => items.map((item) => item.id);
  const types = await get<(Named & { isRoomOrHomeStay: boolean })[]>('/api/v1/property-types');
  return {
    villa: types.find((type) => type.name === 'Villa')!.id,
    homestay: types.find((type) => type.isRoomOrHomeStay)!.id,
    languages: ids(await get('/api/v1/languages')),
    sharedBathroomTypes: ids(await get('/api/v1/web/bathroom-types/shared')),
    otherBathroomTypes: ids(await get('/api/v1/web/bathroom-types/other')),
    highlights: ids(await get('/api/v1/web/highlights')),
    cancellationPolicies: ids(await get('/api/v1/web/cancellation-policies')),
    otherParties: ids(await get('/api/v1/web/other-parties')),
    questions: await get<Question[]>('/api/v1/questions'),
    unitCategories: ids(await get('/api/v1/web/unit-categories')),
    bedroomTypes: ids(await get('/api/v1/bed-room-types')),
    amenities: (await get<{ amenities: Named[] }[]>('/api/v1/web/amenities/with-categories')).flatMap((c) => ids(c.amenities)),
  };
}

const DESCRIPTION = `<p>A quiet <strong>two-bedroom villa</strong> a short walk from Unawatuna beach.</p><ul><li>Garden with king coconut palms</li><li>Breakfast of hoppers on request</li></ul>`;

/** A valid body (without version) for every form step, on the Starter plan. */
export function validSteps(refs: ListingReferenceIds): Record<ListingFormStepKey, Record<string, unknown>> {
  return {
    propertyType: { propertyTypeId: refs.villa },
    location: { latitude: 6.0108, longitude: 80.2486, searchText: 'Unawatuna beach' },
    address: { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600' },
    name: { name: 'Palm Shade Villa' },
    bookingPlan: { bookingType: 'instant' },
    price: { currency: 'USD', pricePerNight: 85.5, monthlyRate: 1800 },
    ratePlans: { nonRefundable: { enabled: true, discountPercent: 10 }, weekly: { enabled: false, discountPercent: null } },
    bathrooms: { count: 2, privacy: 'shared', sharedBathroomTypeIds: [refs.sharedBathroomTypes[0]], otherBathroomTypeIds: [refs.otherBathroomTypes[0]] },
    policies: {
      checkInFrom: '14:00',
      checkInUntil: '22:00',
      checkOutFrom: '07:00',
      checkOutUntil: '11:00',
      childrenAllowed: true,
      petsAllowed: false,
      smokingAllowed: false,
      partiesAllowed: false,
    },
    languages: { languageIds: refs.languages.slice(0, 3) },
    parking: { parking: 'paid', pricePerDay: 5, location: 'onsite', reservationNeeded: true },
    description: { sizeSqm: 120, description: DESCRIPTION, neighbourhood: 'A lane of fishermen’s houses behind the beach.' },
    highlights: { highlightIds: refs.highlights.slice(0, 2) },
    newListingDiscount: { optIn: true },
    payments: { bankAccount: null },
    cancellationPolicy: { cancellationPolicyId: refs.cancellationPolicies[0] },
    invoice: { legalName: 'Palm Shade (Pvt) Ltd', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [refs.otherParties[0]] },
    importantInfo: {
      answers: refs.questions.map((q) => ({ questionId: q.id, answer: q.answerType === 'yes_no' ? 'yes' : 'Karapitiya Teaching Hospital, 12 km' })),
      termsAccepted: true,
    },
  };
}

export const BANK_ACCOUNT = { accountName: 'N. Perera', bankName: 'Bank of Ceylon', branch: 'Galle Fort', accountNumber: '0085 1234 5678' };

/** A valid unit/01 body (an entire place) without version. */
export const validUnit = (refs: ListingReferenceIds) => ({
  name: 'Whole villa',
  unitCategoryId: refs.unitCategories[0],
  guestCount: 4,
  sizeSqm: 140,
  bedrooms: [
    { beds: [{ bedroomTypeId: refs.bedroomTypes[3], count: 1 }] },
    { beds: [{ bedroomTypeId: refs.bedroomTypes[0], count: 2 }] },
  ],
  amenityIds: refs.amenities.slice(0, 3),
});

/** Request builders for the wizard's calls. */
export const listing = (t: TestApp) => ({
  create: (user: TestUser, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/v1/web/properties', headers: t.authFor(user), payload: body }),
  get: (user: TestUser, id: number) => t.inject({ method: 'GET', url: `/api/v1/web/properties/${id}`, headers: t.authFor(user) }),
  discard: (user: TestUser, id: number) => t.inject({ method: 'DELETE', url: `/api/v1/web/properties/${id}`, headers: t.authFor(user) }),
  save: (user: TestUser, id: number, step: ListingFormStepKey, body: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/v1/web/properties/${id}/steps/${step}`, headers: t.authFor(user), payload: body }),
  addUnit: (user: TestUser, id: number, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/v1/web/properties/${id}/units`, headers: t.authFor(user), payload: body }),
  updateUnit: (user: TestUser, unitId: number, body: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/v1/web/accommodation-units/${unitId}`, headers: t.authFor(user), payload: body }),
  deleteUnit: (user: TestUser, unitId: number, version?: number) =>
    t.inject({ method: 'DELETE', url: `/api/v1/web/accommodation-units/${unitId}${version ? `?version=${version}` : ''}`, headers: t.authFor(user) }),
});

/** The property of a 200/201 answer. */
export function propertyOf(response: LightMyRequestResponse, status = 200): Property {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  return response.json().data as Property;
}

/**
 * A listing of `host` with every step saved, then approved and live on Full Service (which pays
 * out); `beforeLive` runs while it is still a draft (photos added then are approved ones).
 */
export async function liveListing(
  t: TestApp,
  refs: ListingReferenceIds,
  host: TestUser,
  { status = 'listed', beforeLive }: { status?: string; beforeLive?: (id: number) => Promise<void> } = {},
): Promise<Property> {
  const calls = listing(t);
  let property = propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
  for (const [step, body] of Object.entries(validSteps(refs)) as [ListingFormStepKey, Record<string, unknown>][]) {
    property = propertyOf(await calls.save(host, property.id, step, { version: property.version, ...body }));
  }
  await beforeLive?.(property.id);
  await t.db.update(properties).set({ status, planId: 3 }).where(eq(properties.id, property.id));
  return propertyOf(await calls.get(host, property.id));
}
