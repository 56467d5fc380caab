import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { DEMO_ADMIN, signIn } from './accounts';
import { withLock } from './two-step';

/** The cookies that carry a session; the CSRF nonce is left out, each browser gets its own. */
const SESSION_COOKIES = ['accessToken', 'user', 'isProfileCompleted', 'refreshToken'];
/**
 * Made afresh once the access token (15 minutes) could be near its end: a page renewing it would
 * rotate the refresh token that the other tests' copies still hold.
 */
const REUSE_FOR_MS = 10 * 60 * 1000;

type StoredSession = { createdAt: number; cookies: Cookie[] };

/**
 * The demo admin's session, signed in once per run and server and shared by the tests that start
 * as the admin. Each admin sign-in spends a 30-second TOTP step (the server takes a step once), so
 * a dozen tests signing in through the screens would queue for minutes; the sign-in itself is
 * tested in admin-totp.spec.ts and moderation.spec.ts. Leaves the page on /admin-property-listings.
 */
export async function signInAsAdmin(page: Page) {
  // The page's server (the shared one, or a test's own): a light page tells its origin.
  await page.goto('/not-found');
  const origin = new URL(page.url()).origin;
  await page.context().addCookies(await sharedSession(page.context(), origin));
  await page.goto('/admin-property-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Listings' })).toBeVisible();
  // As after a sign-in through the screens, the page has its CSRF token before the test goes on
  // (a test's own API calls would otherwise race the page for the browser's CSRF nonce).
  await page.waitForFunction(() => localStorage.getItem('csrfToken'));
}

async function sharedSession(like: BrowserContext, origin: string): Promise<Cookie[]> {
  const folder = process.env.E2E_DATA_DIR ?? tmpdir();
  const name = `admin-session-${new URL(origin).port}`;
  const file = join(folder, `${name}.json`);
  return withLock(join(folder, `${name}.lock`), async () => {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSession;
      if (Date.now() - stored.createdAt < REUSE_FOR_MS) return stored.cookies;
    } catch {
      // none yet in this run
    }
    const fresh = await signInInOwnContext(like, origin);
    writeFileSync(file, JSON.stringify({ createdAt: Date.now(), cookies: fresh } satisfies StoredSession));
    return fresh;
  });
}

async function signInInOwnContext(like: BrowserContext, origin: string): Promise<Cookie[]> {
  const browser = like.browser();
  if (!browser) throw new Error('the admin session needs a browser to sign in with');
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin-property-listings$/);
    return (await context.cookies()).filter((cookie) => SESSION_COOKIES.includes(cookie.name));
  } finally {
    await context.close();
  }
}
