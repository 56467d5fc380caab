import type { Page } from '@playwright/test';
import { axeViolations, expect, sidewaysOverflow, test } from './fixtures';
import { signInAsAdmin } from './helpers/admin-session';
import { hostWithContent } from './helpers/host-with-content';

/**
 * Every route of spec §2, as each role sees it, at 360 px (the narrowest phone QUALITY.md names)
 * and at 1280 px: axe finds nothing and nothing scrolls sideways. One test per role, one account
 * per role; each route is a soft check, so one run lists every route that fails.
 */
const PUBLIC = ['/', '/about-us', '/terms-and-conditions', '/privacy-policy', '/coming-soon', '/not-found', '/no-such-page'];
const ENTRY = ['/login', '/sign-up', '/forget-password', '/reset-password'];
const WIZARD_STEPS = [
  ...['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14'].map((n) => `/property/${n}`),
  '/unit/01', '/unit/02', '/image/01', '/final/01', '/final/02', '/final/03', '/final/04', '/main/finish', '/complete',
];
const HOST_SCREENS = ['/dashboard', '/profile', '/calendar', '/earnings-manage', '/reservation-manage', '/listed-properties', '/draft-listing', '/plan-selection'];
const NARROW = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };

/** Opens a route, waits for its screen (a level-1 heading, the network quiet) and checks it at both widths. */
async function checkRoute(page: Page, path: string) {
  await page.setViewportSize(NARROW);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows its screen`).toBeVisible({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  const where = `${path} (at ${page.url()})`;
  expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways at 360 px by`).toBe(0);
  expect.soft(await axeViolations(page), `axe at 360 px on ${where}`).toEqual([]);
  await page.setViewportSize(WIDE);
  expect.soft(await axeViolations(page), `axe at 1280 px on ${where}`).toEqual([]);
}

async function checkRoutes(page: Page, paths: string[]) {
  for (const path of paths) await test.step(path, () => checkRoute(page, path));
}

test.describe('every route, every role: axe at 360 and 1280 px, nothing sideways at 360 px', () => {
  test.describe.configure({ mode: 'parallel' });

  test('logged out: public screens, entry screens, and signed-in areas sending to /login', async ({ page }) => {
    test.setTimeout(150_000);
    await checkRoutes(page, [...PUBLIC, ...ENTRY, '/start', '/dashboard', '/view-reservation/ABCDEFGH', '/admin-listings']);
  });

  test('as a host: the screens, with a listing and a reservation', async ({ page }) => {
    test.setTimeout(180_000);
    const { listing, draft, reservation } = await hostWithContent(page, 'every-screen');
    await checkRoutes(page, [
      ...HOST_SCREENS,
      `/view-reservation/${reservation.code}`,
      `/synchronize/${listing.id}`,
      `/view/${listing.id}`,
      `/view/${draft.id}`,
      // Signed in, the landing page and the not-found screens show other buttons; the entry screens send on.
      '/',
      '/about-us',
      '/no-such-page',
      '/login',
      '/reset-password',
      '/admin-property-listings',
    ]);
  });

  test('as a host: every step of the wizard on a draft', async ({ page }) => {
    test.setTimeout(180_000);
    const { draft } = await hostWithContent(page, 'every-step');
    await checkRoutes(page, ['/start', '/property/01', ...WIZARD_STEPS.map((step) => `${step}/${draft.id}`)]);
  });

  test('as an admin', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    // Property 1 is the demo host's listing (the seed's first); admins may open any property.
    await checkRoutes(page, [
      '/admin-property-listings',
      '/dashboard',
      '/calendar',
      '/calendar?propertyId=1',
      '/listed-properties',
      '/view/1',
      '/main/finish/1',
      '/synchronize/1',
      '/plan-selection',
      '/draft-listing',
      '/profile',
      '/earnings-manage',
      '/reservation-manage',
      '/',
      '/about-us',
      '/no-such-page',
      // Last: the redirects clear the saved draft and plan before going on.
      '/admin-listings',
      '/admin-calendar/1',
      '/admin-edit-property/1',
    ]);
  });
});
