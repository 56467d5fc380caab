import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/reservation-dates';
import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { submittedListing } from './helpers/bookable-listing';

/**
 * A signed-in host's /reservation-manage, rendered by the server through the page's route loader
 * (src/app/router.tsx, src/server/modules/web-pages) and hydrated from the same data.
 */

/** Holds back every script by `ms`, so the test can look at the page before it hydrates. */
async function slowScripts(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("a signed-in host's /reservation-manage paints their upcoming stays before any script runs, and hydrates them without reading the list again", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpHost(page, 'server-reservations');
  const { api, listing, unitId, today } = await submittedListing(page, 'Hiriketiya Bay Villa');
  await api.post('/api/v1/web/reservations', {
    propertyId: listing.id,
    unitId,
    guestName: 'Dilani Fernando',
    guestEmail: 'dilani@example.lk',
    checkIn: addDays(today, 4),
    checkOut: addDays(today, 6),
    adults: 2,
    amount: 150,
    paymentMethod: 'onsite',
  });

  const response = await page.request.get('/reservation-manage');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('Dilani Fernando');
  expect((html.match(/<script[^>]*>/g) ?? []).filter((tag) => !/ src="\/assets\//.test(tag))).toEqual(['<script type="application/json" id="initial-render">']);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const listReads: string[] = [];
  page.on('request', (request) => /\/api\/v1\/web\/reservations(\?|$)/.test(request.url()) && listReads.push(request.url()));
  await slowScripts(page, 1500);
  await page.goto('/reservation-manage', { waitUntil: 'commit' });

  const row = page.getByRole('list', { name: 'Upcoming reservations' }).getByRole('listitem').filter({ hasText: 'Dilani Fernando' });
  await expect(row).toBeVisible();
  // Marked before any script ran: React keeps the node only if it hydrates rather than re-renders.
  await row.evaluate((node) => node.setAttribute('data-from-server', ''));
  // Its controls would do nothing yet: they are disabled until the page has hydrated.
  const newBooking = page.getByRole('button', { name: 'New booking' });
  await expect(newBooking).toBeDisabled();

  await page.waitForLoadState('networkidle');
  await expect(newBooking).toBeEnabled();
  await expect(row).toHaveAttribute('data-from-server', '');
  expect(listReads).toEqual([]);
  // The hydrated screen works: another tab reads its list.
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect.poll(() => listReads.length).toBe(1);
  expect(errors).toEqual([]);

  // A link may name a status (the dashboard's "See all N requests" asks for ?status=pending): the
  // server renders that list, and the page hydrates with the filter set, without reading it again.
  expect(await (await page.request.get('/reservation-manage?status=confirmed')).text()).toContain('Dilani Fernando');
  expect(await (await page.request.get('/reservation-manage?status=pending')).text()).not.toContain('Dilani Fernando');
  await page.unrouteAll();
  listReads.length = 0;
  await page.goto('/reservation-manage?status=pending');
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await expect(page.getByText('Dilani Fernando')).toHaveCount(0);
  expect(listReads).toEqual([]);
});
