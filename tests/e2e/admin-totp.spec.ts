import { codeAt } from '../../src/server/modules/two-step/totp';
import { TWO_STEP_MESSAGES } from '../../src/shared/two-step';
import { expect, sidewaysOverflow, test } from './fixtures';
import { DEMO_ADMIN, openAccountMenu, signUpHost } from './helpers/accounts';
import { unusedTotpCode } from './helpers/two-step';

test.describe('two-step verification', () => {
  test('the demo admin signs in with a code made from their key; a wrong code is refused first', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    const field = page.getByLabel('Authentication code');
    await expect(field).toBeFocused();
    // No session yet: the password alone opens nothing.
    await expect(page).toHaveURL(/\/login$/);

    const right = await unusedTotpCode(DEMO_ADMIN.totpSecret);
    await field.fill(right === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(page.getByText(TWO_STEP_MESSAGES.wrongCode)).toBeVisible();

    await field.fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin-property-listings$/);
    // The session carries two-step: an admin-only call goes past the access check.
    const status = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('accessToken='))?.split('=')[1];
      const response = await fetch('/api/v1/auth/two-step', { headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` } });
      return response.json();
    });
    expect(status.data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 0, passwordRequired: true });
  });

  test('a host opts in on /profile with the key shown there, then signs in with a recovery code', async ({ page }) => {
    const host = await signUpHost(page, 'totp');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Two-step verification' });
    await section.getByRole('button', { name: 'Set up two-step verification' }).click();
    await expect(section.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
    const key = (await section.locator('code').first().innerText()).replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);

    // The code field has the focus, and Enter turns it on: the keyboard alone does it.
    await expect(section.getByLabel('Code from the app')).toBeFocused();
    await page.keyboard.type(codeAt(key, new Date()));
    // Turning it on asks for the current password too (a session alone cannot).
    await page.keyboard.press('Tab');
    await expect(section.getByLabel('Your current password')).toBeFocused();
    await page.keyboard.type(host.password);
    await page.keyboard.press('Enter');
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.first().innerText();
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(section.getByText('10 recovery codes left.')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('Email').fill(host.email);
    await page.getByLabel('Password', { exact: true }).fill(host.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Two-step verification' }).getByText('9 recovery codes left.')).toBeVisible();
  });
});
