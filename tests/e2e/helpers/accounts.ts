import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET } from '../../../src/server/db/seed/seed-demo';
import { expect } from '../fixtures';
import { unusedTotpCode } from './two-step';

export const DEMO_HOST = { email: 'host@demo.lk', password: 'Ceylon2026' };
/** The demo admin has two-step verification on (admins must): signIn types a code made from its key. */
export const DEMO_ADMIN = { email: 'admin@demo.lk', password: 'Lagoon2026', totpSecret: DEMO_ADMIN_TOTP_SECRET };

/** A fresh address per test, so tests never share an account. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.lk`;

/** Signs in on /login; an account with `totpSecret` also gets through the two-step code. */
export async function signIn(page: Page, account: { email: string; password: string; totpSecret?: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (account.totpSecret) {
    await page.getByLabel('Authentication code').fill(await unusedTotpCode(account.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}

/**
 * Opens the account menu. The menu closes when focus leaves it, and the app moves focus to the page
 * after each navigation: a click that races that move is undone, so it is clicked until it is open.
 */
export async function openAccountMenu(page: Page, name: string | RegExp = /account menu/i) {
  const trigger = page.getByRole('button', { name });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

export async function sessionCookieNames(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  return cookies.filter((cookie) => ['accessToken', 'user', 'isProfileCompleted', 'refreshToken'].includes(cookie.name) && cookie.value !== '').map((c) => c.name);
}

export async function expectHostNavbar(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Earnings', 'Reservations', 'Calender', 'Listed Properties']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'List Your Property' })).toBeVisible();
}

/**
 * Signs a new host up through the screens (details, then the code from the outbox) and leaves the
 * page signed in on /dashboard. Each test that changes an account makes its own.
 */
export async function signUpHost(page: Page, label = 'host', password = 'Lagoon2026') {
  const { readOtp } = await import('./outbox');
  const email = uniqueEmail(label);
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Kamala');
  await page.getByLabel('Last name').fill('Jayasuriya');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact number').fill('712345678');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Verification code').fill(await readOtp(email, 'SIGN_UP'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The navigation has settled once the app has moved focus to the new page.
  await expect(page.getByRole('main')).toBeFocused();
  return { email, password };
}
