import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { listingWithoutPhotos, pageApi } from './helpers/page-api';

type Named = { id: number; name: string };

/**
 * The host's own API session from the test, in the same browser context (cookies shared): the
 * wizard's property steps and the unit are saved through the API so the test starts at image/01.
 */
async function hostApi(page: Page, account: { email: string; password: string }) {
  const request: APIRequestContext = page.request;
  const csrf = (await (await request.get('/api/v1/auth/csrf-token')).json()).data.csrfToken as string;
  const signedIn = await request.post('/api/v1/web/auth/sign-in/email', { data: account, headers: { 'X-CSRF-Token': csrf } });
  expect(signedIn.status()).toBe(200);
  const headers = { 'X-CSRF-Token': csrf, Authorization: `Bearer ${(await signedIn.json()).data.accessToken}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()).data as T;
  const write = async (method: 'POST' | 'PUT', url: string, data: unknown) => {
    const response = await request.fetch(url, { method, data, headers });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()).data as { id: number; version: number };
  };
  return { get, write };
}

/** A listing complete up to its photos: every property step and one unit, saved through the API. */
async function listingReadyForPhotos(page: Page, account: { email: string; password: string }): Promise<number> {
  const { get, write } = await hostApi(page, account);
  const ids = (items: Named[]) => items.map((item) => item.id);
  const villa = (await get<Named[]>('/api/v1/property-types')).find((type) => type.name === 'Villa')!.id;
  let listing = await write('POST', '/api/v1/web/properties', { propertyTypeId: villa, planId: 1 });
  const steps: [string, Record<string, unknown>][] = [
    ['location', { latitude: 6.0108, longitude: 80.2486, searchText: 'Unawatuna beach' }],
    ['address', { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600' }],
    ['name', { name: 'Palm Shade Villa' }],
    ['bookingPlan', { bookingType: 'instant' }],
    ['price', { currency: 'USD', pricePerNight: 85.5, monthlyRate: null }],
    ['ratePlans', { nonRefundable: { enabled: false, discountPercent: null }, weekly: { enabled: false, discountPercent: null } }],
    ['bathrooms', { count: 2, privacy: 'private', sharedBathroomTypeIds: [], otherBathroomTypeIds: [] }],
    [
      'policies',
      { checkInFrom: '14:00', checkInUntil: '22:00', checkOutFrom: '07:00', checkOutUntil: '11:00', childrenAllowed: true, petsAllowed: false, smokingAllowed: false, partiesAllowed: false },
    ],
    ['languages', { languageIds: ids(await get<Named[]>('/api/v1/languages')).slice(0, 2) }],
    ['parking', { parking: 'free', pricePerDay: null, location: 'onsite', reservationNeeded: false }],
    [
      'description',
      { sizeSqm: 120, description: '<p>A quiet <strong>two-bedroom villa</strong> a short walk from Unawatuna beach.</p><ul><li>Garden with king coconut palms</li><li>Breakfast of hoppers on request</li></ul>', neighbourhood: 'A lane of fishermen’s houses behind the beach.' },
    ],
    ['highlights', { highlightIds: ids(await get<Named[]>('/api/v1/web/highlights')).slice(0, 2) }],
    ['newListingDiscount', { optIn: true }],
  ];
  for (const [step, body] of steps) listing = await write('PUT', `/api/v1/web/properties/${listing.id}/steps/${step}`, { ...body, version: listing.version });
  const bedroomTypes = ids(await get<Named[]>('/api/v1/bed-room-types'));
  const amenities = (await get<{ amenities: Named[] }[]>('/api/v1/web/amenities/with-categories')).flatMap((c) => ids(c.amenities));
  await write('POST', `/api/v1/web/properties/${listing.id}/units`, {
    version: listing.version,
    name: 'Whole villa',
    unitCategoryId: ids(await get<Named[]>('/api/v1/web/unit-categories'))[0],
    guestCount: 4,
    sizeSqm: 140,
    bedrooms: [{ beds: [{ bedroomTypeId: bedroomTypes[0], count: 1 }] }],
    amenityIds: amenities.slice(0, 3),
  });
  return listing.id;
}

/** Real photos of the minimum listing size or more, each a different colour so their order can be told apart. */
const photoFile = async (name: string, hue: number, format: 'jpeg' | 'png') => ({
  name,
  mimeType: `image/${format}`,
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
    .toFormat(format)
    .toBuffer(),
});

const thumbnails = (page: Page) => page.getByRole('list', { name: 'Your photos' }).getByRole('img');

test.describe('the listing wizard: photos (image/01)', () => {
  test('uploads five photos with progress, reorders with the keyboard, picks the main photo, deletes one from its menu and counts them', async ({ page }) => {
    const account = await signUpHost(page, 'photos');
    const propertyId = await listingReadyForPhotos(page, account);

    await page.goto(`/image/01/${propertyId}`);
    await expect(page).toHaveURL(new RegExp(`/image/01/${propertyId}$`));
    await expect(page.getByText('0 of 5 photos')).toBeVisible();

    // The browser refuses a GIF before anything is sent.
    await page.getByLabel('Choose photos').setInputFiles([{ name: 'plan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await expect(page.getByRole('alert').filter({ hasText: 'plan.gif is not a JPEG, PNG or WebP image.' })).toBeVisible();

    // A photo below 1024 × 683 is measured and refused by the browser too (the server also refuses it).
    const small = { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aa44' } }).jpeg().toBuffer() };
    await page.getByLabel('Choose photos').setInputFiles([small]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'tiny.jpg: This photo is 800 × 600 pixels. Please choose one of at least 1024 × 683 pixels.' }),
    ).toBeVisible();
    await expect(page.getByText('0 of 5 photos')).toBeVisible();

    const files = await Promise.all([
      photoFile('verandah.jpg', 10, 'jpeg'),
      photoFile('garden.png', 60, 'png'),
      photoFile('bedroom.jpg', 110, 'jpeg'),
      photoFile('kitchen.png', 160, 'png'),
      photoFile('beach.jpg', 210, 'jpeg'),
    ]);
    await page.getByLabel('Choose photos').setInputFiles(files);
    // Each upload shows its progress, then leaves the list for the grid; the refused ones stay.
    await expect(page.getByRole('progressbar', { name: /^Uploading / }).first()).toBeVisible();
    await expect(page.getByText('5 of 5 photos')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar', { name: /^Uploading / })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('listitem')).toHaveCount(2);
    await expect(thumbnails(page)).toHaveCount(5);
    await expect(thumbnails(page).first()).toHaveAccessibleName('Photo 1 of 5, main photo');

    // Keyboard: move the first photo one place later.
    const order = async () => thumbnails(page).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    const before = await order();
    await page.getByRole('button', { name: 'Move photo 1' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);
    // The photo that was main keeps being main in its new place.
    await expect(thumbnails(page).nth(1)).toHaveAccessibleName('Photo 2 of 5, main photo');

    // Choose another main photo.
    await page.getByRole('button', { name: 'Actions for photo 4' }).click();
    await page.getByRole('button', { name: 'Make main photo' }).click();
    await expect(thumbnails(page).nth(3)).toHaveAccessibleName('Photo 4 of 5, main photo');
    await expect(thumbnails(page).nth(1)).toHaveAccessibleName('Photo 2 of 5');

    // Delete one, after a confirmation.
    await page.getByRole('button', { name: 'Actions for photo 5' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(thumbnails(page)).toHaveCount(4);
    await expect(page.getByText('4 of 5 photos')).toBeVisible();

    // All of it is the server's: a reload shows the same photos in the same order.
    const saved = await order();
    await page.reload();
    await expect.poll(order).toEqual(saved);
    await expect(thumbnails(page).nth(3)).toHaveAccessibleName('Photo 4 of 4, main photo');
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px: photos in ${width < 640 ? 2 : 3} columns, reordered by drag and by keyboard, keep their order after a reload`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signUpHost(page, `photo-grid-${width}`);
      const listing = await listingWithoutPhotos(page, 'Palm Shade Villa');
      const api = await pageApi(page);
      for (const hue of [10, 60, 110, 160, 210]) await api.uploadPhoto(listing.id, (await photoFile('p.jpg', hue, 'jpeg')).buffer);

      await page.goto(`/image/01/${listing.id}`);
      await expect(thumbnails(page)).toHaveCount(5);
      const grid = page.getByRole('list', { name: 'Your photos' });
      const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(width < 640 ? 2 : 3);
      // Every thumbnail has loaded (no placeholder left).
      await expect(page.locator('[data-loaded="false"]')).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      const order = async () => thumbnails(page).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
      const [a, b, c, d, e] = await order();

      // Drag the first photo onto the third's place: a mouse anywhere on the photo (desktop), a finger's way on its handle (phone).
      const tile = (n: number) => grid.getByRole('listitem').nth(n);
      const grip = width < 640 ? page.getByRole('button', { name: 'Move photo 1' }) : tile(0).getByRole('img');
      const from = (await grip.boundingBox())!;
      const to = (await tile(2).getByRole('img').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect.poll(order).toEqual([b, c, a, d, e]);
      await expect(page.getByRole('status').filter({ hasText: 'Photo moved to place 3 of 5.' })).toBeAttached();

      // The keyboard: the last photo's handle, Home takes it to the first place.
      // While a move is saved the handles wait (aria-disabled); the keyboard then moves the last photo first with Home.
      const last = page.getByRole('button', { name: 'Move photo 5' });
      await expect(last).toHaveAttribute('aria-disabled', 'false');
      await last.focus();
      await page.keyboard.press('Home');
      await expect.poll(order).toEqual([e, b, c, a, d]);
      await expect(page.getByRole('button', { name: 'Move photo 1' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Move photo 1' })).toHaveAttribute('aria-disabled', 'false');
      await page.keyboard.press('ArrowRight');
      await expect.poll(order).toEqual([b, e, c, a, d]);

      // Both saved: a reload shows the same order.
      await page.reload();
      await expect(thumbnails(page)).toHaveCount(5);
      await expect.poll(order).toEqual([b, e, c, a, d]);

      // The menu opens over its photo, within the screen, its Delete in the danger colour.
      await page.getByRole('button', { name: 'Actions for photo 2' }).click();
      const remove = page.getByRole('button', { name: 'Delete' });
      await expect(remove).toBeVisible();
      await expect(remove).toHaveCSS('color', 'rgb(180, 35, 24)');
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/photos-menu-${width}.png` });
      expect(await sidewaysOverflow(page)).toBe(0);
      // Open on a phone it lies over the step's sticky Next (as any popover would), which axe counts
      // as an obscured target: axe reads the open menu on the wide screen only.
      if (width >= 640) await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(remove).toBeHidden();
      await expect(page.getByRole('button', { name: 'Actions for photo 2' })).toBeFocused();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/photos-after-${width}.png`, fullPage: true });
    });
  }
});
