import { expect, expectNoAxeViolations, test } from './fixtures';
import { openAccountMenu } from './helpers/accounts';
import { translated } from './helpers/catalog';
import { hostWithContent } from './helpers/host-with-content';

// Issue 27, "How it is checked": a host switches to Tamil, and the dashboard, the calendar, a
// reservation, a validation error and a toast are in Tamil, with <html lang> following and
// nothing for axe. The expected texts are the Tamil catalog's (src/locales/ta/messages.po),
// found by the English text the screen shows in English.
const ta = (english: string) => translated('ta', english);

test.describe('a host working in Tamil at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('dashboard, calendar, a reservation, a validation error and a toast are in Tamil', async ({ page }) => {
    test.slow(); // a new host with a listing and a reservation, then five screens
    const { reservation } = await hostWithContent(page, 'tamil');
    await page.goto('/dashboard');
    await openAccountMenu(page);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/web/profile/locale') && response.request().method() === 'PUT');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await saved;
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-LK');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('Dashboard'));
    await expect(page.getByRole('heading', { name: ta('The next 7 days') })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/calendar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-LK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('Calendar'));
    await expectNoAxeViolations(page);

    await page.goto(`/view-reservation/${reservation.code}`);
    await expect(page.getByRole('heading', { name: ta('Stay'), exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A rule's message and a toast, on the profile.
    await page.goto('/profile');
    const firstName = page.getByLabel(ta('First name'), { exact: true });
    await firstName.fill('');
    await page.getByRole('button', { name: ta('Save changes') }).click();
    await expect(page.getByText(ta('First name cannot be empty'))).toBeVisible();
    await firstName.fill('Kumaran');
    await page.getByRole('button', { name: ta('Save changes') }).click();
    await expect(page.getByRole('status').filter({ hasText: ta('Your profile has been updated') })).toBeVisible();
  });
});
