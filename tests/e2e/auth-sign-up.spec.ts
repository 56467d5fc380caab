import { expect, test } from './fixtures';
import { expectHostNavbar, uniqueEmail } from './helpers/accounts';
import { readOtp } from './helpers/outbox';

test.describe('sign-up with an emailed code', () => {
  test('signs up, verifies the code from the outbox and lands on the dashboard with the host navbar', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Anura');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contact number').fill('0771234567');
    await page.getByLabel('Password', { exact: true }).fill('Lagoon2026');
    await page.getByLabel('Confirm password').fill('Lagoon2026');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    const heading = page.getByRole('heading', { level: 1, name: 'Verify your email' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();

    await page.getByLabel('Verification code').fill(await readOtp(email, 'SIGN_UP'));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expectHostNavbar(page);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('shows the field messages of an empty form and moves focus to the first', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('First name cannot be empty')).toBeVisible();
    await expect(page.getByText('Please input the Contact Number')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
  });
});
