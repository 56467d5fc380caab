import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import sharp from 'sharp';
import { payoutDateOf } from '../../src/shared/earnings';
import { formatDay } from '../../src/shared/format';
import { addDays } from '../../src/shared/reservation-dates';
import { expect, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';
import { listingWithoutPhotos, pageApi, type ApiListing } from './helpers/page-api';

type Calendar = { today: string; units: { id: number }[] };
type Reservation = { code: string; checkOut: string };

const jpeg = (hue: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 160, b: 255 - hue } } }).jpeg().toBuffer();

/**
 * A submitted listing of the signed-in host (drafts take no bookings) and stays booked on it
 * through the API, in the future: bookings cannot start in the past, so payouts are upcoming.
 * Hosts start on Listing Only; `fullServiceBy`, an admin's page, puts the listing on Full Service
 * first, as the sales team does after an inquiry.
 */
async function listingWithStays(
  page: Page,
  name: string,
  stays: { from: number; to: number; amount: number; paymentMethod: 'onsite' | 'online' }[],
  fullServiceBy?: Page,
) {
  const api = await pageApi(page);
  let listing = await listingWithoutPhotos(page, name);
  for (const hue of [0, 60, 120, 180, 240]) listing = await api.uploadPhoto<ApiListing>(listing.id, await jpeg(hue));
  await api.post(`/api/v1/web/properties/${listing.id}/submit`, { version: listing.version });
  if (fullServiceBy) await (await pageApi(fullServiceBy)).put(`/api/v1/web/admin/properties/${listing.id}/plan`, { planId: 3 });
  const calendar = await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=2026-01-01&to=2026-01-02`);
  const booked: Reservation[] = [];
  for (const stay of stays) {
    booked.push(
      await api.post<Reservation>('/api/v1/web/reservations', {
        propertyId: listing.id,
        unitId: calendar.units[0].id,
        checkIn: addDays(calendar.today, stay.from),
        checkOut: addDays(calendar.today, stay.to),
        guestName: 'Nimal Perera',
        guestEmail: 'nimal@example.lk',
        adults: 2,
        amount: stay.amount,
        paymentMethod: stay.paymentMethod,
      }),
    );
  }
  return { listing, today: calendar.today, booked };
}

async function showRange(page: Page, from: string, to: string) {
  await page.getByLabel('Period').selectOption({ label: 'Custom range' });
  await page.getByLabel('First day').fill(from);
  await page.getByLabel('Last day').fill(to);
  await page.getByRole('button', { name: 'Show' }).click();
  // The range is shown, and its report has loaded: until then the last period's figures (this
  // month's may already hold the stays) are on screen and the downloads are disabled.
  await expect(page.getByText(`${formatDay(from)} – ${formatDay(to)}. Stays count`)).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading your earnings…')).toHaveCount(0);
}

const card = (page: Page, currency: string, label: string) => page.getByRole('region', { name: new RegExp(`^In ${currency}`) }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

test.describe('/earnings-manage', () => {
  test('Full Service stays show their upcoming payouts on the 15th, and the .xlsx download holds them', async ({ page, browser }) => {
    await signUpHost(page, 'earn-full');
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const { listing, today, booked } = await listingWithStays(
      page,
      'Galle Fort Residence',
      [
        { from: 3, to: 5, amount: 1000, paymentMethod: 'online' },
        { from: 40, to: 42, amount: 500, paymentMethod: 'online' },
      ],
      admin,
    );
    await adminContext.close();
    await page.goto('/earnings-manage');
    await page.getByLabel('Property').selectOption({ label: 'Galle Fort Residence' });
    await showRange(page, today, addDays(today, 60));

    await expect(card(page, 'USD', 'Gross bookings')).toHaveText('USD 1,500.00');
    await expect(card(page, 'USD', 'Commission')).toHaveText('USD 270.00');
    await expect(card(page, 'USD', 'Net earnings')).toHaveText('USD 1,230.00');
    await expect(card(page, 'USD', 'Paid out by us')).toHaveText('USD 0.00');
    await expect(card(page, 'USD', 'Cash at the property')).toHaveText('USD 0.00');
    await expect(card(page, 'USD', 'Upcoming payouts')).toHaveText('USD 1,230.00');
    for (const stay of booked) {
      const row = page.getByRole('row', { name: new RegExp(`^${stay.code} `) });
      await expect(row).toContainText(formatDay(payoutDateOf(stay.checkOut)));
      await expect(row).toContainText('Upcoming');
    }
    // At 1280 px every column of the stays, payouts included, is in view without scrolling the table.
    expect(page.viewportSize()?.width).toBe(1280);
    expect(await page.getByRole('region', { name: 'Stays', exact: true }).evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    await expect(page.getByRole('img', { name: /^Gross and net earnings per month in USD/ })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .xlsx' }).click()]);
    expect(download.suggestedFilename()).toBe(`earnings-property-${listing.id}-${today}-to-${addDays(today, 60)}.xlsx`);
    const rows = await readSheet(readFileSync((await download.path())!));
    const header = rows[0];
    const cell = (row: unknown[], title: string) => row[header.indexOf(title)];
    expect(rows.slice(1).map((row) => row[0])).toEqual([booked[1].code, booked[0].code]);
    expect(rows.slice(1).map((row) => [cell(row, 'Amount'), cell(row, 'Commission'), cell(row, 'Net'), cell(row, 'Expected payout date'), cell(row, 'Paid out')])).toEqual([
      [500, 90, 410, payoutDateOf(booked[1].checkOut), 'No'],
      [1000, 180, 820, payoutDateOf(booked[0].checkOut), 'No'],
    ]);
  });

  test('a Listing Only host on a phone sees stays paid at the property and downloads CSV with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpHost(page, 'earn-starter');
    const { today, booked } = await listingWithStays(page, 'Ella Tea Cottage', [{ from: 2, to: 4, amount: 250, paymentMethod: 'onsite' }]);
    await page.goto('/earnings-manage');
    await showRange(page, today, addDays(today, 30));
    await expect(card(page, 'USD', 'Net earnings')).toHaveText('USD 250.00');
    await expect(card(page, 'USD', 'Commission')).toHaveText('USD 0.00');
    // Cash the guest hands over at the property is not one of our payouts.
    await expect(card(page, 'USD', 'Cash at the property')).toHaveText('USD 250.00');
    await expect(card(page, 'USD', 'Upcoming payouts')).toHaveText('USD 0.00');
    const stay = page.getByRole('row', { name: new RegExp(`^${booked[0].code} `) });
    await expect(stay).toContainText('Guest pays you at the property');
    // On a phone each stay is a card as wide as the page at most, not a row of a wide table.
    expect((await stay.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The chart shows twelve months whatever the period, each named, no two names touching.
    const names = page.getByRole('img', { name: /^Gross and net earnings per month in USD/ }).locator('text').filter({ hasText: /^[A-Z][a-z]{2}$/ });
    await expect(names).toHaveCount(12);
    const boxes = await names.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThan(boxes[i - 1].right);
    expect(boxes[0].right - boxes[0].left).toBeGreaterThan(12);

    await page.getByRole('button', { name: 'Download CSV' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[1].startsWith(`${booked[0].code},Ella Tea Cottage,Nimal Perera,`)).toBe(true);
  });
});
