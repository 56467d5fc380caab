import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';

import { selectedPlanId } from './helpers/listing';

test.describe('start listing and plan selection', () => {
  test("a new host: 'List Your Property' → /plan-selection → Starter → /start with the plan stored", async ({ page }) => {
    await signUpHost(page, 'starter');
    await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
    await expect(page).toHaveURL(/\/plan-selection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    for (const name of ['Listing Only', 'Reservation Management', 'Full Service']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(await selectedPlanId(page)).toBeNull();
    await page.getByRole('button', { name: 'List for Free' }).click();
    await expect(page).toHaveURL(/\/start$/);
    expect(await selectedPlanId(page)).toBe('1');
  });

  test("a visitor's 'Start Listing' in the footer and a plan card both lead to /login", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Start Listing' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Request This Plan' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin sees no plan cards and is sent to /admin-property-listings', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Listing Only' })).toHaveCount(0);
    await page.goto('/plan-selection');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List for Free' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
    await expect(page).toHaveURL(/\/admin-property-listings$/);
  });
});
