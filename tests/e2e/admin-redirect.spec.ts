import { expect, test } from './fixtures';
import { signInAsAdmin } from './helpers/admin-session';
import { DEMO_HOST, sessionCookieNames, signIn } from './helpers/accounts';

// Property 1 is the demo host's listing, the first the seed creates on the e2e server's empty
// database; admins may open any property, and a missing one would end on /not-found.
const ROUTES = [
  { from: '/admin-listings', to: /\/admin-property-listings$/ },
  { from: '/admin-edit-property/1', to: /\/main\/finish\/1$/ },
  { from: '/admin-calendar/1', to: /\/calendar\?propertyId=1$/ },
];

test.describe('admin redirect routes', () => {
  for (const { from, to } of ROUTES) {
    test(`${from} goes on for a signed-in admin and clears the saved draft and plan`, async ({ page }) => {
      await signInAsAdmin(page);
      await page.evaluate(() => {
        localStorage.setItem('draftListing', '12');
        localStorage.setItem('selectedPlanId', '1');
      });
      await page.goto(from);
      await expect(page).toHaveURL(to);
      expect(await page.evaluate(() => [localStorage.getItem('draftListing'), localStorage.getItem('selectedPlanId')])).toEqual([null, null]);
      // Signed in: the navbar, or on a wizard step (a focused flow) its slim header's Save & exit.
      const signedIn = from.startsWith('/admin-edit-property/')
        ? page.getByRole('banner').getByRole('button', { name: 'Save & exit' })
        : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calender' });
      await expect(signedIn).toBeVisible();
    });

    test(`${from} tells a signed-in host it is for administrators, keeps them signed in and offers the dashboard`, async ({ page }) => {
      await signIn(page, DEMO_HOST);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(from);
      await expect(page.getByRole('heading', { level: 1, name: 'This link is for administrators' })).toBeVisible();
      expect(await sessionCookieNames(page)).toContain('user');
      await page.getByRole('link', { name: 'Back To Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test(`${from} sends someone not logged in to /login`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });
  }

  test('/admin-edit-property/1 names the listing, its host and its status, in admin words', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin-edit-property/1');
    await expect(page).toHaveURL(/\/main\/finish\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: "Review the host's listing" })).toBeVisible();
    const summary = page.getByRole('region', { name: /^You are editing .+ \(LK-000001\) for its host$/ });
    await expect(summary.getByRole('link', { name: 'host@demo.lk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to property listings' })).toBeVisible();
  });
});
