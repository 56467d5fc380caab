import type { Page } from '@playwright/test';
import type { ListingFormStepKey } from '../../src/shared/listing-steps';
import { expect, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { pageApi } from './helpers/page-api';

type Named = { id: number; name: string };

/** A draft of the given type with property/01–14 saved through the API; answers its id. */
async function draftUpToUnits(page: Page, propertyType: (types: (Named & { isRoomOrHomeStay: boolean })[]) => Named | undefined): Promise<number> {
  const api = await pageApi(page);
  const ids = (items: Named[]) => items.map((item) => item.id);
  const type = propertyType(await api.get('/api/v1/property-types'));
  expect(type).toBeTruthy();
  const steps: [ListingFormStepKey, Record<string, unknown>][] = [
    ['location', { latitude: 6.0108, longitude: 80.2486, searchText: 'Unawatuna beach' }],
    ['address', { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600' }],
    ['name', { name: 'Palm Shade' }],
    ['bookingPlan', { bookingType: 'instant' }],
    ['price', { currency: 'LKR', pricePerNight: 12000, monthlyRate: null }],
    ['ratePlans', { nonRefundable: { enabled: false, discountPercent: null }, weekly: { enabled: false, discountPercent: null } }],
    ['bathrooms', { count: 1, privacy: 'private', sharedBathroomTypeIds: [], otherBathroomTypeIds: [] }],
    [
      'policies',
      {
        checkInFrom: '14:00',
        checkInUntil: '22:00',
        checkOutFrom: '07:00',
        checkOutUntil: '11:00',
        childrenAllowed: true,
        petsAllowed: false,
        smokingAllowed: false,
        partiesAllowed: false,
      },
    ],
    ['languages', { languageIds: ids(await api.get<Named[]>('/api/v1/languages')).slice(0, 1) }],
    ['parking', { parking: 'paid', pricePerDay: 500, location: 'onsite', reservationNeeded: true }],
    [
      'description',
      {
        sizeSqm: 80,
        description: '<p>A quiet place a short walk from Unawatuna beach, with a garden of king coconut palms and breakfast of hoppers on request.</p>',
        neighbourhood: 'A lane of fishermen’s houses behind the beach.',
      },
    ],
    ['highlights', { highlightIds: ids(await api.get<Named[]>('/api/v1/web/highlights')).slice(0, 1) }],
    ['newListingDiscount', { optIn: false }],
  ];
  let listing = await api.post<{ id: number; version: number }>('/api/v1/web/properties', { propertyTypeId: type!.id, planId: 1 });
  for (const [key, body] of steps) {
    listing = await api.put(`/api/v1/web/properties/${listing.id}/steps/${key}`, { ...body, version: listing.version });
  }
  return listing.id;
}

test.describe('the listing wizard: units', () => {
  test('an apartment adds a unit on unit/01; it is there after a reload and Next goes to the photos', async ({ page }) => {
    await signUpHost(page, 'units');
    const id = await draftUpToUnits(page, (types) => types.find((type) => type.name === 'Apartment'));

    await page.goto(`/unit/01/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms and beds' })).toBeVisible();
    // Nothing to go on with yet.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('main').getByText('Add at least one unit')).toBeVisible();

    await page.getByRole('button', { name: 'Add unit' }).click();
    await expect(page.getByLabel('Unit name')).toBeFocused();
    await page.getByLabel('Unit name').fill('Sea view apartment');
    await page.getByLabel('Kind of unit').selectOption({ index: 1 });
    await page.getByLabel('Bed type 1 in bedroom 1').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add bedroom' }).click();
    await page.getByLabel('Bed type 1 in bedroom 2').selectOption({ index: 2 });
    await page.getByLabel('Number of beds in bedroom 2').fill('2');
    await page.getByLabel('Guests').fill('4');
    await page.getByLabel('Size in m² (optional)').fill('70');
    const firstGroup = page.getByRole('group', { name: 'Amenities' }).getByRole('button').first();
    await firstGroup.click();
    await page.getByRole('group', { name: 'Amenities' }).getByRole('checkbox').first().check();

    // Unsaved edits are not lost to Next.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('main').getByText('Save or discard the unit you are editing')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/unit/01/${id}$`));

    await page.getByRole('button', { name: 'Save unit' }).click();
    const units = page.getByRole('list').filter({ hasText: 'Sea view apartment' });
    await expect(units.getByText('Sea view apartment')).toBeVisible();
    await expect(units.getByText('2 bedrooms · 3 beds · 4 guests')).toBeVisible();
    await expect(units.getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add unit' })).toBeFocused();

    await page.reload();
    await expect(page.getByText('Sea view apartment')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/image/01/${id}$`));
  });

  test('a homestay adds a room with its own price on unit/02 at 375 px with the keyboard; Next goes to the photos', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpHost(page, 'rooms');
    const id = await draftUpToUnits(page, (types) => types.find((type) => type.isRoomOrHomeStay && /home/i.test(type.name)) ?? types.find((type) => type.isRoomOrHomeStay));

    await page.goto(`/unit/01/${id}`);
    await expect(page).toHaveURL(new RegExp(`/unit/02/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your room' })).toBeVisible();
    await page.getByRole('button', { name: 'Add room' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Room name')).toBeFocused();
    await page.keyboard.type('Garden double room');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Bed type 1')).toBeFocused();
    await page.getByLabel('Bed type 1').selectOption({ index: 1 });
    await expect(page.getByRole('button', { name: 'Add bedroom' })).toHaveCount(0);
    await page.getByLabel('Guests').focus();
    await page.keyboard.type('2');
    expect(await sidewaysOverflow(page)).toBe(0);
    // Enter saves the room; the price is missing, so its field gets the focus.
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Price per night (LKR)')).toBeFocused();
    await page.keyboard.type('12500');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/1 bedroom · 1 bed · 2 guests · LKR\s12,500\.00 per night/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add room' })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.reload();
    await expect(page.getByText('Garden double room')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/image/01/${id}$`));
  });
});
