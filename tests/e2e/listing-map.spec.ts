import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { asDemoHostOnOwnServer } from './helpers/own-server';
import { listingWithoutPhotos } from './helpers/page-api';

/**
 * The listing map (issue 25 item 2) against tiles this test serves: a server of its own with
 * MAP_TILE_URL pointed at an address the page's requests to are answered here, never an outside
 * tile service. Dragging the pin saves its coordinates; a pasted Google Maps link moves the pin;
 * /view/{id} shows the same map, read-only.
 */
const TILE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + 57}`;
// A 1×1 sand-coloured PNG, stretched over each 256 px tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eACAAVMAplCTnIUAAAAAElFTkSuQmCC', 'base64');

/** The test's own Nominatim-style geocoder: who asked, and an answer for Galle Fort. */
async function serveGeocoder(page: Page) {
  const asked: string[] = [];
  await page.context().route(`${TILE_ORIGIN}/reverse?**`, (route) => {
    asked.push(route.request().url());
    const body = JSON.stringify({ address: { road: 'Church Street', suburb: 'Galle Fort', city: 'Galle' } });
    return route.fulfill({ status: 200, contentType: 'application/json', body, headers: { 'access-control-allow-origin': '*' } });
  });
  return asked;
}

async function serveTiles(page: Page) {
  const asked: string[] = [];
  await page.context().route(`${TILE_ORIGIN}/tiles/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE, headers: { 'cache-control': 'no-store' } });
  });
  return asked;
}

const numberIn = async (page: Page, label: string) => Number(await page.getByLabel(label, { exact: true }).inputValue());

for (const [width, height, offset] of [
  [375, 800, 55],
  [1280, 900, 56],
] as const) {
  test.describe(`the listing map at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the dragged pin saves its coordinates, a pasted link moves it, and the guest view shows it read-only', async ({ browser }) => {
      test.setTimeout(150_000);
      await asDemoHostOnOwnServer(
        browser,
        offset,
        async (page) => {
          await page.setViewportSize({ width, height });
          const asked = await serveTiles(page);
          const geocoded = await serveGeocoder(page);
          const listing = await listingWithoutPhotos(page, `Map Villa ${width}`);
          await page.goto(`/property/02/${listing.id}`);

          const map = page.getByRole('region', { name: /Map of your property's location/ });
          await expect(map).toBeVisible();
          const pin = map.locator('.leaflet-marker-icon');
          await expect(pin).toBeVisible();
          await expect.poll(() => asked.length).toBeGreaterThan(0);
          expect(asked.every((url) => /\/tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
          await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
          await expectNoAxeViolations(page);

          // Drag the pin 60 px right and 40 px up: east and north of the saved 6.0108, 80.2486.
          await pin.scrollIntoViewIfNeeded();
          const box = (await pin.boundingBox())!;
          const from = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x + 30, from.y - 20, { steps: 5 });
          await page.mouse.move(from.x + 60, from.y - 40, { steps: 5 });
          await page.mouse.up();
          await expect.poll(() => numberIn(page, 'Latitude')).toBeGreaterThan(6.0108);
          const dragged = { latitude: await numberIn(page, 'Latitude'), longitude: await numberIn(page, 'Longitude') };
          expect(dragged.longitude).toBeGreaterThan(80.2486);

          await page.getByRole('button', { name: 'Next' }).click();
          await expect(page).not.toHaveURL(/\/property\/02\//);
          await page.goto(`/property/02/${listing.id}`);
          await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue(String(dragged.latitude));
          await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue(String(dragged.longitude));

          // A pasted Google Maps link sets the pin and the fields.
          await expect(pin).toBeVisible();
          const before = (await pin.boundingBox())!;
          await page.getByLabel('Map link or plus code (optional)').fill('https://www.google.com/maps/place/Galle+Fort/@6.0329,80.2168,17z');
          await page.getByRole('button', { name: 'Place the pin' }).click();
          await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('6.0329');
          await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue('80.2168');
          await expect(page.getByRole('status').filter({ hasText: 'Pin placed from what you pasted' })).toBeVisible();
          await expect.poll(async () => JSON.stringify(await pin.boundingBox())).not.toBe(JSON.stringify(before));
          // Once the pin rests, the place in words, asked of the geocoder the settings name (CSP allows it).
          await expect(page.getByTestId('place-in-words')).toHaveText('Pin near Church Street, Galle Fort, Galle');
          expect(geocoded.at(-1)).toContain('lat=6.0329&lon=80.2168');

          // A short link cannot be read offline: it says so, and the pin stays.
          await page.getByLabel('Map link or plus code (optional)').fill('https://maps.app.goo.gl/xyz123AbC');
          await page.getByRole('button', { name: 'Place the pin' }).click();
          await expect(page.getByRole('status').filter({ hasText: 'Short maps.app.goo.gl links open only through Google' })).toBeVisible();
          await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('6.0329');
          await expectNoAxeViolations(page);
          await page.screenshot({ path: `/tmp/shots/map-step-${width}.png`, fullPage: true });

          // The guest view: the saved pin on the same map, not draggable.
          await page.goto(`/view/${listing.id}`);
          const viewMap = page.getByRole('region', { name: `Map showing where Map Villa ${width} is` });
          await expect(viewMap).toBeVisible();
          await expect(viewMap.locator('.leaflet-marker-icon')).toBeVisible();
          await expect(viewMap.locator('.leaflet-marker-draggable')).toHaveCount(0);
          await expectNoAxeViolations(page);
          await viewMap.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `/tmp/shots/map-view-${width}.png`, fullPage: true });
        },
        { MAP_TILE_URL: `${TILE_ORIGIN}/tiles/{z}/{x}/{y}.png`, GEOCODER_URL: `${TILE_ORIGIN}/reverse` },
      );
    });
  });
}
