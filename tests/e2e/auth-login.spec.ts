import { expect, test } from './fixtures';
import { expectHostNavbar, openAccountMenu, sessionCookieNames, signIn, signUpHost, uniqueEmail } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';

test.describe('login and logout', () => {
  test('a wrong password gets a clear error and no session', async ({ page }) => {
    await signIn(page, { email: uniqueEmail('nobody'), password: 'Wrong2026' });
    await expect(page.getByRole('alert').filter({ hasText: /incorrect|wrong|invalid/i })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookieNames(page)).toEqual([]);
  });

  test('a host signs in with the keyboard alone and sees the host navbar', async ({ page }) => {
    const host = await signUpHost(page, 'keyboard');
    await page.context().clearCookies();
    await page.goto('/login');
    // /login is prerendered and starts its code after the first paint: Login (and Enter with it)
    // works once the form has hydrated, as a host sees by the button no longer being disabled.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(host.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(host.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectHostNavbar(page);
    await openAccountMenu(page);
    await expect(page.getByText('Welcome, Kamala')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Incomplete Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch to Guest' })).toBeVisible();
  });

  test('logout clears every session cookie and shows Login and Signup', async ({ page }) => {
    await signUpHost(page, 'logout');
    expect(await sessionCookieNames(page)).toEqual(expect.arrayContaining(['accessToken', 'user', 'refreshToken']));
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Signup' })).toBeVisible();
    await expect.poll(() => sessionCookieNames(page)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an admin sees no Dashboard, Earnings or Reservations and the popover says 'Switch to Admin Panel'", async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Calender' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Listed Properties' })).toBeVisible();
    for (const name of ['Dashboard', 'Earnings', 'Reservations']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await openAccountMenu(page);
    await expect(page.getByRole('link', { name: 'Switch to Admin Panel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch to Guest' })).toHaveCount(0);
    await expect(page.getByText('Incomplete Profile')).toHaveCount(0);
  });

  test('a logged-out visitor of a signed-in area is sent to /login', async ({ page }) => {
    await page.goto('/reservation-manage');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
