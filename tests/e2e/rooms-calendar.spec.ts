import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays } from '../../src/shared/reservation-dates';
import { formatLongDay as longDay } from '../../src/shared/format';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { listingWithoutPhotos, pageApi, type ApiListing } from './helpers/page-api';

type Calendar = {
  today: string;
  units: { id: number; name: string; nights: { date: string; status: string }[]; reservations: { guestName: string; channel: string; checkIn: string; checkOut: string }[] }[];
};

const jpeg = (hue: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 160, b: 255 - hue } } }).jpeg().toBuffer();

/** A new host's guest house with three rooms (the helper's first unit is the 'Whole villa'), submitted so it takes bookings. */
async function guestHouseWithThreeRooms(page: Page, label: string) {
  await signUpHost(page, label);
  let listing = await listingWithoutPhotos(page, 'Lagoon View Guest House');
  const api = await pageApi(page);
  const categories = await api.get<{ id: number }[]>('/api/v1/web/unit-categories');
  const bedroomTypes = await api.get<{ id: number }[]>('/api/v1/bed-room-types');
  for (const name of ['Garden room', 'Sea room']) {
    listing = await api.post<ApiListing>(`/api/v1/web/properties/${listing.id}/units`, {
      version: listing.version,
      name,
      unitCategoryId: categories[0].id,
      guestCount: 2,
      sizeSqm: 24,
      bedrooms: [{ beds: [{ bedroomTypeId: bedroomTypes[0].id, count: 1 }] }],
      amenityIds: [],
    });
  }
  for (const hue of [0, 60, 120, 180, 240]) listing = await api.uploadPhoto<ApiListing>(listing.id, await jpeg(hue));
  await api.post(`/api/v1/web/properties/${listing.id}/submit`, { version: listing.version });
  const calendar = await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=2026-01-01&to=2026-01-02`);
  return { api, listing, units: calendar.units, today: calendar.today };
}

/** A room's night in the grid, by its label ('Garden room, Wed 12 Mar 2026, …'). */
const cell = (page: Page, room: string, date: string) => page.getByRole('gridcell', { name: new RegExp(`^${room}, ${longDay(date)},`) });

test.describe('/calendar rooms view on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('block three nights in two rooms: 4 taps from the calendar', async ({ page }) => {
    const { api, listing, units, today } = await guestHouseWithThreeRooms(page, 'rooms-block');
    await page.goto('/calendar');
    const grid = page.getByRole('grid', { name: 'Rooms and nights' });
    await expect(grid).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
    // The first screen shows the dates and the first room's nights.
    const firstRow = await cell(page, 'Whole villa', today).boundingBox();
    expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(812);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('rooms-375-before.png') });

    let taps = 0;
    const first = addDays(today, 2);
    const last = addDays(today, 4);
    await cell(page, 'Garden room', first).tap();
    taps++;
    await expect(page.getByText(/^First night chosen: Garden room/)).toBeVisible();
    await cell(page, 'Sea room', last).tap();
    taps++;
    const panel = page.getByRole('dialog', { name: 'Change these nights' });
    await expect(panel).toContainText('Garden room, Sea room');
    await panel.getByRole('button', { name: /^Block nights/ }).tap();
    taps++;
    await page.getByRole('dialog', { name: 'Block nights' }).getByRole('button', { name: 'Block nights' }).tap();
    taps++;
    await expect(page.getByRole('status').filter({ hasText: 'Those nights are blocked; guests cannot book them' })).toBeVisible();
    expect(taps).toBe(4);

    for (const room of ['Garden room', 'Sea room']) {
      for (const date of [first, addDays(first, 1), last]) await expect(cell(page, room, date)).toHaveAccessibleName(/blocked: Blocked by you$/);
      await expect(cell(page, room, addDays(last, 1))).toHaveAccessibleName(/, available, USD/);
    }
    await expect(cell(page, 'Whole villa', first)).toHaveAccessibleName(/, available, USD/);
    const stored = await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=${first}&to=${addDays(last, 1)}`);
    expect(stored.units.map((unit) => unit.nights.map((night) => night.status).join())).toEqual(['available,available,available', 'blocked,blocked,blocked', 'blocked,blocked,blocked']);
    expect(stored.units.map((unit) => unit.id)).toEqual(units.map((unit) => unit.id));
    await page.screenshot({ path: test.info().outputPath('rooms-375-after.png') });
  });

  test('record a walk-in guest from a calendar selection: 7 taps', async ({ page }) => {
    const { api, listing, today } = await guestHouseWithThreeRooms(page, 'rooms-walkin');
    await page.goto('/calendar');
    let taps = 0;
    await cell(page, 'Sea room', today).tap();
    taps++;
    await cell(page, 'Sea room', addDays(today, 1)).tap();
    taps++;
    await page.getByRole('dialog', { name: 'Change these nights' }).getByRole('button', { name: /^Add a booking for these nights/ }).tap();
    taps++;
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog.getByLabel('Check-in')).toHaveValue(today);
    await expect(dialog.getByLabel('Check-out')).toHaveValue(addDays(today, 2));
    await expect(dialog.getByLabel('Unit', { exact: true })).toHaveValue(String((await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=${today}&to=${addDays(today, 1)}`)).units[2].id));
    await dialog.getByLabel('Guest name').tap();
    taps++;
    await dialog.getByLabel('Guest name').fill('Nimal Perera');
    await dialog.getByLabel(/^Guest (email|e-mail)/i).tap();
    taps++;
    await dialog.getByLabel(/^Guest (email|e-mail)/i).fill('nimal@example.lk');
    await dialog.getByRole('button', { name: 'Save booking' }).tap();
    taps++;
    await expect(dialog.getByRole('status')).toContainText('for Nimal Perera is recorded and confirmed.');
    await dialog.getByRole('button', { name: 'Close' }).tap();
    taps++;
    expect(taps).toBe(7);

    await expect(cell(page, 'Sea room', today)).toHaveAccessibleName(/booked: Nimal Perera · Manual booking$/);
    await expect(cell(page, 'Sea room', addDays(today, 1))).toHaveAccessibleName(/booked: Nimal Perera/);
    await expect(cell(page, 'Garden room', today)).toHaveAccessibleName(/, available, USD/);
    const stored = await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=${today}&to=${addDays(today, 2)}`);
    expect(stored.units[2].reservations).toMatchObject([{ guestName: 'Nimal Perera', channel: 'manual', checkIn: today, checkOut: addDays(today, 2) }]);
    await page.screenshot({ path: test.info().outputPath('rooms-375-walk-in.png') });
  });

  test('the rooms and a stay’s bar are painted by the server before any script runs, and hydrate without reading again', async ({ page }) => {
    const { api, listing, units, today } = await guestHouseWithThreeRooms(page, 'rooms-server');
    await api.post('/api/v1/web/reservations', {
      propertyId: listing.id,
      unitId: units[1].id,
      guestName: 'Tharushi Jayasuriya',
      guestEmail: 'tharushi@example.lk',
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 4),
      adults: 2,
      amount: 240,
      paymentMethod: 'onsite',
    });
    const reads: string[] = [];
    page.on('request', (request) => /\/api\/v1\/web\/properties\/(host\/listed-properties|\d+\/calendar)/.test(request.url()) && reads.push(request.url()));
    // Scripts held back: what shows first is the server's HTML alone.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/calendar', { waitUntil: 'commit' });
    const bar = page.locator('[data-kind="stay"]', { hasText: 'Tharushi Jayasuriya' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Rooms and nights' })).toBeVisible();
    // The bar covers its three nights, and those nights' cells lie under it (not pushed past its end).
    const first = (await cell(page, 'Garden room', addDays(today, 1)).boundingBox())!;
    const third = (await cell(page, 'Garden room', addDays(today, 3)).boundingBox())!;
    const drawn = (await bar.boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(first.x - 1);
    expect(drawn.x).toBeLessThan(first.x + first.width / 2);
    expect(drawn.x + drawn.width).toBeGreaterThan(third.x + third.width / 2);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(third.x + third.width + 1);
    // Each legend line shows its sample bar beside its words, not somewhere over the page.
    const legend = page.getByRole('list', { name: 'What the bars mean' }).getByRole('listitem');
    await expect(legend).toHaveCount(3);
    for (const line of await legend.all()) {
      const box = (await line.boundingBox())!;
      const sample = (await line.locator('[data-kind]').boundingBox())!;
      expect(sample.width).toBeGreaterThan(10);
      expect(sample.x).toBeGreaterThanOrEqual(box.x);
      expect(sample.y).toBeGreaterThanOrEqual(box.y);
      expect(sample.y + sample.height).toBeLessThanOrEqual(box.y + box.height);
    }
    await bar.evaluate((node) => node.setAttribute('data-from-server', ''));
    // A tap would do nothing yet: the nights say they are not ready until the code has taken them over.
    const night = cell(page, 'Garden room', addDays(today, 5));
    await expect(night).toHaveAttribute('aria-disabled', 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tab', { name: 'Units' })).not.toHaveAttribute('aria-disabled');
    await expect(night).not.toHaveAttribute('aria-disabled');
    await expect(bar).toHaveAttribute('data-from-server', '');
    expect(reads).toEqual([]);
  });
});

test.describe('/calendar rooms view on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a month of rooms; a mouse drag over two rooms and the keyboard choose nights; Month shows one room', async ({ page }) => {
    const { today } = await guestHouseWithThreeRooms(page, 'rooms-desktop');
    await page.goto('/calendar');
    const grid = page.getByRole('grid', { name: 'Rooms and nights' });
    await expect(grid.getByRole('columnheader')).toHaveCount(31);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('rooms-1280.png') });
    const from = await cell(page, 'Whole villa', addDays(today, 1)).boundingBox();
    const to = await cell(page, 'Garden room', addDays(today, 3)).boundingBox();
    await page.mouse.move(from!.x + 5, from!.y + 5);
    await page.mouse.down();
    await page.mouse.move(to!.x + 5, to!.y + 5, { steps: 4 });
    await page.mouse.up();
    const panel = page.getByRole('dialog', { name: 'Change these nights' });
    await expect(panel).toContainText('Whole villa, Garden room');
    await expect(panel).toContainText('(3 nights)');
    await page.screenshot({ path: test.info().outputPath('rooms-1280-drag.png') });
    // The helper's listing is a Villa: its units are units, not rooms.
    await panel.getByRole('button', { name: 'Choose these nights in all units' }).click();
    await expect(panel).toContainText('All 3 units');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await cell(page, 'Whole villa', today).focus();
    await page.keyboard.press('ArrowDown');
    await expect(cell(page, 'Garden room', today)).toBeFocused();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    await expect(panel).toContainText('Garden room:');
    await expect(panel).toContainText('(3 nights)');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.getByLabel('Unit', { exact: true })).toBeVisible();
    await expect(grid).toHaveCount(0);
  });
});
