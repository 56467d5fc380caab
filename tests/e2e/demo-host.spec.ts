import { expect, runAxe, test } from './fixtures';
import { DEMO_HOST, signIn } from './helpers/accounts';
import { selectedPlanId } from './helpers/listing';
import { countOtps, readOtp } from './helpers/outbox';

// The demo host is the one account no other spec signs in with: a new account has just had its
// sign-up code mailed, and the server mails an address at most once a minute. Its tests run in
// this order, because the second changes its password.
test.describe.configure({ mode: 'serial' });

test.describe('the demo host', () => {
  test('a host with a starter listing goes from the landing call to action straight to /start', async ({ page }) => {
    await signIn(page, DEMO_HOST);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: /List your property/i }).first().click();
    await expect(page).toHaveURL(/\/start$/);
    expect(await selectedPlanId(page)).toBe('1');
  });

  test('the sync screen of a listing with several rooms has unique landmarks (axe best practice)', async ({ page }) => {
    // Here, not in signed-in-shell.spec.ts: the next describe changes the demo host's password.
    await signIn(page, DEMO_HOST);
    await expect(page).toHaveURL(/\/dashboard/);
    // The demo host's guest house: several rooms, each with its Export and Import.
    await page.goto('/synchronize/1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Synchronize');
    await expect(page.getByRole('region', { name: /^Import / })).not.toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await runAxe(page, ['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main'])).toEqual([]);
  });
});

test.describe('forgot password', () => {
  test('email → code → new password → login; the old password then fails', async ({ page }) => {
    const { email } = DEMO_HOST;
    const before = await countOtps(email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    // The router keeps the login form on screen until the new screen's chunk has loaded; fill the
    // new screen's field, not the old one.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeFocused();
    await page.getByLabel('Verification code').fill(await readOtp(email, 'FORGOT_PASSWORD', before));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeFocused();
    await page.getByLabel('New password', { exact: true }).fill('Harbour2027');
    await page.getByLabel('Confirm new password').fill('Harbour2027');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_HOST.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /incorrect|wrong|invalid/i })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Harbour2027');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
