import type { APIResponse, Page } from '@playwright/test';
import type { ListingFormStepKey } from '../../../src/shared/listing-steps';
import { expect } from '../fixtures';

type Named = { id: number; name: string };
export type ApiListing = { id: number; version: number; name: string | null; status: string; completion: Record<string, boolean> };

/**
 * Calls the API as the page does: the access token of the session cookie as a bearer token and
 * the CSRF token the page keeps in local storage (fetched first when the page has none yet).
 */
export async function pageApi(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
  expect(token, 'the signed-in page has an access token').toBeTruthy();
  let csrf = await page.evaluate(() => localStorage.getItem('csrfToken'));
  if (!csrf) {
    const answer = await page.request.get('/api/v1/auth/csrf-token', { headers: { Authorization: `Bearer ${token}` } });
    csrf = (await answer.json()).data.csrfToken as string;
  }
  const headers = { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrf };
  const data = async <T>(answer: APIResponse): Promise<T> => {
    expect(answer.ok(), `${answer.url()}: ${(await answer.text()).slice(0, 300)}`).toBe(true);
    return (await answer.json()).data as T;
  };
  return {
    get: <T>(url: string) => page.request.get(url, { headers }).then(data<T>),
    post: <T>(url: string, body: unknown) => page.request.post(url, { headers, data: body }).then(data<T>),
    put: <T>(url: string, body: unknown) => page.request.put(url, { headers, data: body }).then(data<T>),
    /** The raw answer, for calls a test expects to be refused. */
    postRaw: (url: string, body: unknown) => page.request.post(url, { headers, data: body }),
    /** One photo as the photo step sends it: a multipart body with the file in `photo`. */
    uploadPhoto: <T>(propertyId: number, buffer: Buffer) =>
      page.request
        .post(`/api/v1/web/properties/${propertyId}/photos`, { headers, multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer } } })
        .then(data<T>),
  };
}

/**
 * A Villa on the Starter plan with every form step saved and one complete unit, through the API:
 * everything a listing needs except its photos. Only an admin may pass another plan (the sales
 * team sets Reservation Management and Full Service).
 */
export async function listingWithoutPhotos(page: Page, name: string, planId = 1): Promise<ApiListing> {
  const api = await pageApi(page);
  const ids = async (url: string) => (await api.get<Named[]>(url)).map((item) => item.id);
  const types = await api.get<(Named & { isRoomOrHomeStay: boolean })[]>('/api/v1/property-types');
  const villa = types.find((type) => type.name === 'Villa')!;
  const questions = await api.get<{ id: number; answerType: string }[]>('/api/v1/questions');
  const amenities = (await api.get<{ amenities: Named[] }[]>('/api/v1/web/amenities/with-categories')).flatMap((c) => c.amenities.map((a) => a.id));
  const steps: [ListingFormStepKey, Record<string, unknown>][] = [
    ['location', { latitude: 6.0108, longitude: 80.2486, searchText: 'Unawatuna beach' }],
    ['address', { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600' }],
    ['name', { name }],
    ['bookingPlan', { bookingType: 'instant' }],
    ['price', { currency: 'USD', pricePerNight: 85.5, monthlyRate: null }],
    ['ratePlans', { nonRefundable: { enabled: false, discountPercent: null }, weekly: { enabled: false, discountPercent: null } }],
    ['bathrooms', { count: 1, privacy: 'private', sharedBathroomTypeIds: [], otherBathroomTypeIds: [] }],
    [
      'policies',
      { checkInFrom: '14:00', checkInUntil: '22:00', checkOutFrom: '07:00', checkOutUntil: '11:00', childrenAllowed: true, petsAllowed: false, smokingAllowed: false, partiesAllowed: false },
    ],
    ['languages', { languageIds: (await ids('/api/v1/languages')).slice(0, 2) }],
    ['parking', { parking: 'free', pricePerDay: null, location: 'onsite', reservationNeeded: false }],
    [
      'description',
      {
        sizeSqm: 120,
        description: '<p>A quiet <strong>two-bedroom villa</strong> a short walk from Unawatuna beach.</p><ul><li>Garden with king coconut palms</li><li>Breakfast of hoppers on request</li></ul>',
        neighbourhood: 'A lane of fishermen’s houses behind the beach.',
      },
    ],
    ['highlights', { highlightIds: (await ids('/api/v1/web/highlights')).slice(0, 2) }],
    ['newListingDiscount', { optIn: true }],
    // Plans that pay out need the account the payouts go to; Listing Only keeps none.
    ['payments', { bankAccount: planId === 1 ? null : { accountName: 'Palm Shade (Pvt) Ltd', bankName: 'Bank of Ceylon', branch: 'Galle', accountNumber: '0071234567' } }],
    ['cancellationPolicy', { cancellationPolicyId: (await ids('/api/v1/web/cancellation-policies'))[0] }],
    ['invoice', { legalName: 'Palm Shade (Pvt) Ltd', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [] }],
    ['importantInfo', { answers: questions.map((q) => ({ questionId: q.id, answer: q.answerType === 'yes_no' ? 'yes' : 'SLTDA 12345' })), termsAccepted: true }],
  ];
  let listing = await api.post<ApiListing>('/api/v1/web/properties', { propertyTypeId: villa.id, planId });
  for (const [key, body] of steps) {
    listing = await api.put<ApiListing>(`/api/v1/web/properties/${listing.id}/steps/${key}`, { ...body, version: listing.version });
  }
  const bedroomTypes = await ids('/api/v1/bed-room-types');
  const unit = {
    version: listing.version,
    name: 'Whole villa',
    unitCategoryId: (await ids('/api/v1/web/unit-categories'))[0],
    guestCount: 4,
    sizeSqm: 140,
    bedrooms: [{ beds: [{ bedroomTypeId: bedroomTypes[0], count: 2 }] }],
    amenityIds: amenities.slice(0, 3),
  };
  return api.post<ApiListing>(`/api/v1/web/properties/${listing.id}/units`, unit);
}
