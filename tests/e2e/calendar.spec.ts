import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { monthOf } from '../../src/shared/calendar-months';
import { addDays } from '../../src/shared/reservation-dates';
import { formatLongDay } from '../../src/shared/format';
import { expect, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';
import { listingWithoutPhotos, pageApi, type ApiListing } from './helpers/page-api';

type Calendar = { today: string; units: { id: number; nights: { date: string; status: string; price: number | null }[] }[] };

const jpeg = (hue: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 160, b: 255 - hue } } }).jpeg().toBuffer();

/**
 * A new host with a submitted listing (pending review): drafts take no bookings, so the listing
 * gets its photos and is submitted through the API. Answers the listing, its unit and today.
 */
async function hostWithSubmittedListing(page: Page, label: string, name: string) {
  await signUpHost(page, label);
  let listing = await listingWithoutPhotos(page, name);
  const api = await pageApi(page);
  for (const hue of [0, 60, 120, 180, 240]) listing = await api.uploadPhoto<ApiListing>(listing.id, await jpeg(hue));
  await api.post(`/api/v1/web/properties/${listing.id}/submit`, { version: listing.version });
  const calendar = await api.get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=2026-01-01&to=2026-01-02`);
  return { api, listing, unitId: calendar.units[0].id, today: calendar.today };
}

/** A night's button, found by the start of its label ('Wed 12 Mar 2026, ...'). */
const night = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(`^${formatLongDay(date)},`) });

test.describe('/calendar', () => {
  test('a host blocks a range through the screen and after a reload it is still blocked', async ({ page }) => {
    const { listing, today } = await hostWithSubmittedListing(page, 'cal-block', 'Kandy Hills Bungalow');
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 2, name: 'Kandy Hills Bungalow' })).toBeVisible();
    await expect(page).toHaveURL(/\/calendar$/);

    const first = addDays(today, 2);
    const last = addDays(today, 4);
    await expect(night(page, first)).toHaveAccessibleName(/available, USD 85\.50, minimum stay 1 night$/);
    await night(page, first).click();
    await expect(page.getByText('First night chosen. Now pick the last night.')).toBeVisible();
    await night(page, last).click();

    const panel = page.getByRole('dialog', { name: 'Change these nights' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /^Block nights/ }).click();
    await page.getByRole('dialog', { name: 'Block nights' }).getByLabel('Note for yourself (optional)').fill('Family visiting');
    await page.getByRole('dialog', { name: 'Block nights' }).getByRole('button', { name: 'Block nights' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Those nights are blocked; guests cannot book them' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const date of [first, addDays(first, 1), last]) await expect(night(page, date)).toHaveAccessibleName(/blocked: Blocked by you · Family visiting/);
    await expect(night(page, addDays(last, 1))).toHaveAccessibleName(/, available,/);

    await page.reload();
    await expect(night(page, first)).toHaveAccessibleName(/blocked: Blocked by you · Family visiting/);
    await expect(night(page, last)).toHaveAccessibleName(/blocked: Blocked by you/);
    await expect(page.getByText('Blocked by you · Family visiting').first()).toBeVisible();
    const stored = await (await pageApi(page)).get<Calendar>(`/api/v1/web/properties/${listing.id}/calendar?from=${first}&to=${addDays(last, 2)}`);
    expect(stored.units[0].nights.map((n) => n.status)).toEqual(['blocked', 'blocked', 'blocked', 'available']);
  });

  test('a manual booking made through the API shows as a bar with the guest’s name, and blocking over it is refused with the server’s reason', async ({ page }) => {
    const { api, listing, unitId, today } = await hostWithSubmittedListing(page, 'cal-booking', 'Ella Gap Cabin');
    // Three nights inside one month, so the stay is one bar (across a month's end it is one bar in
    // each month): three days ahead, or the next month's 2nd when that stay would cross the end.
    const soon = addDays(today, 3);
    const checkIn = monthOf(soon) === monthOf(addDays(soon, 3)) ? soon : `${monthOf(addDays(soon, 3))}-02`;
    const reservation = await api.post<{ code: string }>('/api/v1/web/reservations', {
      propertyId: listing.id,
      unitId,
      guestName: 'Ruwani Fernando',
      guestEmail: 'ruwani@example.lk',
      checkIn,
      checkOut: addDays(checkIn, 3),
      adults: 2,
      channel: 'booking_com',
      paymentMethod: 'onsite',
    });

    await page.goto(`/calendar?propertyId=${listing.id}`);
    const bar = page.getByRole('link', { name: `Reservation ${reservation.code}: Ruwani Fernando · Booking.com` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText('Ruwani Fernando · Booking.com');
    await expect(bar).toHaveAttribute('href', `/view-reservation/${reservation.code}`);
    await expect(night(page, addDays(checkIn, 1))).toHaveAccessibleName(/booked: Ruwani Fernando · Booking\.com/);

    // Blocking across the stay: the server refuses (409) and says why, in the panel and as a toast.
    await night(page, addDays(checkIn, -1)).click();
    await night(page, checkIn).click({ modifiers: ['Shift'] });
    await page.getByRole('dialog', { name: 'Change these nights' }).getByRole('button', { name: /^Block nights/ }).click();
    await page.getByRole('dialog', { name: 'Block nights' }).getByRole('button', { name: 'Block nights' }).click();
    const reason = new RegExp(`Nothing was blocked: .*is booked \\(${reservation.code}\\)`);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(reason);
    // The toast says it too (outside the modal panel, so hidden from the accessibility tree meanwhile).
    await expect(page.locator('[role="alert"]', { hasText: reason })).toHaveCount(2);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(night(page, addDays(checkIn, -1))).toHaveAccessibleName(/, available,/);
  });

  test('at 375 px the calendar fits, shows one month and a price is set with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { today } = await hostWithSubmittedListing(page, 'cal-phone', 'Mirissa Bay Rooms');
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 2, name: 'Mirissa Bay Rooms' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expect(page.getByRole('main').getByRole('region', { name: /\d{4}$/ })).toHaveCount(1);

    // The three nights set and the one after them must be on the month shown; near a month's end
    // (from 27 November on, say), go to the next month.
    if (monthOf(addDays(today, 4)) !== monthOf(today)) await page.getByRole('button', { name: /^Next month/ }).click();
    const start = page.locator('button[data-night][tabindex="0"]');
    // The page comes rendered by the server: its nights take keys once its code has taken them over.
    await expect(start).not.toHaveAttribute('aria-disabled');
    await start.focus();
    const from = (await start.getAttribute('data-night'))!;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');

    const panel = page.getByRole('dialog', { name: 'Change these nights' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /^Set price/ }).press('Enter');
    const form = page.getByRole('dialog', { name: 'Set price' });
    await expect(form.getByLabel('Price per night (USD)')).toBeFocused();
    await page.keyboard.type('12.345');
    await page.keyboard.press('Enter');
    await expect(form.getByText('Enter a price above 0 with at most two decimals')).toBeVisible();
    await form.getByLabel('Price per night (USD)').fill('120');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The price is saved for those nights' })).toBeVisible();
    for (const offset of [1, 2, 3]) await expect(night(page, addDays(from, offset))).toHaveAccessibleName(/USD 120\.00/);
    await expect(night(page, addDays(from, 4))).toHaveAccessibleName(/USD 85\.50/);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('a host without properties is invited to list one', async ({ page }) => {
    await signUpHost(page, 'cal-empty');
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Your calendar starts with a listing' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'List Your Property' })).toHaveAttribute('href', '/plan-selection');
  });

  test('an admin arriving from /admin-calendar/1 sees that property’s calendar', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin-calendar/1');
    await expect(page).toHaveURL(/\/calendar\?propertyId=1$/);
    await expect(page.getByLabel('Property', { exact: true })).toHaveValue('1');
    await expect(page.getByRole('heading', { name: 'Legend' })).toBeAttached();
  });
});
