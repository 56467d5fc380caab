import type { Page } from '@playwright/test';
import { axeViolations, expect, sidewaysOverflow, test } from './fixtures';
import { signInAsAdmin } from './helpers/admin-session';
import { signUpHost } from './helpers/accounts';
import { hostWithContent } from './helpers/host-with-content';
import { listingWithoutPhotos } from './helpers/page-api';

/**
 * Every route of spec §2, as each role sees it, at 360 px (the narrowest phone QUALITY.md names)
 * and at 1280 px: axe finds nothing and nothing scrolls sideways. Each role's routes go in runs of
 * a few, one test and one account per run (a role's whole list outran any one test's time on a
 * busy machine); each route is a soft check in a step of its own, so a run lists every route that fails.
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

const ROUTES_PER_TEST = 7;

const LOGGED_OUT = [...PUBLIC, ...ENTRY, '/start', '/dashboard', '/view-reservation/ABCDEFGH', '/admin-listings'];

type HostContent = { listingId: number; draftId: number; reservationCode: string };
const hostScreens = ({ listingId, draftId, reservationCode }: HostContent) => [
  ...HOST_SCREENS,
  `/view-reservation/${reservationCode}`,
  `/synchronize/${listingId}`,
  `/view/${listingId}`,
  `/view/${draftId}`,
  // Signed in, the landing page and the not-found screens show other buttons; the entry screens send on.
  '/',
  '/about-us',
  '/no-such-page',
  '/login',
  '/reset-password',
  '/admin-property-listings',
];

const wizardSteps = (draftId: number) => ['/start', '/property/01', ...WIZARD_STEPS.map((step) => `${step}/${draftId}`)];

// Property 1 is the demo host's listing (the seed's first); admins may open any property.
const ADMIN_ROUTES = [
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
];

/**
 * The indexes of a list's runs. A list whose routes carry ids made inside the test is counted
 * made with placeholder ids: the tests are declared before the ids exist.
 */
const runsOf = (paths: string[]) => Array.from({ length: Math.ceil(paths.length / ROUTES_PER_TEST) }, (_, run) => run);
const runOf = (paths: string[], run: number) => paths.slice(run * ROUTES_PER_TEST, (run + 1) * ROUTES_PER_TEST);

test.describe('every route, every role: axe at 360 and 1280 px, nothing sideways at 360 px', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const run of runsOf(LOGGED_OUT)) {
    test(`logged out: public and entry screens, and signed-in areas sending to /login, run ${run + 1}`, async ({ page }) => {
      test.setTimeout(150_000);
      await checkRoutes(page, runOf(LOGGED_OUT, run));
    });
  }

  for (const run of runsOf(hostScreens({ listingId: 0, draftId: 0, reservationCode: '' }))) {
    test(`as a host with a listing and a reservation: screens, run ${run + 1}`, async ({ page }) => {
      test.setTimeout(150_000);
      const { listing, draft, reservation } = await hostWithContent(page, 'every-screen');
      await checkRoutes(page, runOf(hostScreens({ listingId: listing.id, draftId: draft.id, reservationCode: reservation.code }), run));
    });
  }

  for (const run of runsOf(wizardSteps(0))) {
    test(`as a host: the wizard's steps on a draft, run ${run + 1}`, async ({ page }) => {
      test.setTimeout(150_000);
      await signUpHost(page, 'every-step');
      const draft = await listingWithoutPhotos(page, 'Kandy Lake every-step Draft');
      await checkRoutes(page, runOf(wizardSteps(draft.id), run));
    });
  }

  for (const run of runsOf(ADMIN_ROUTES)) {
    test(`as an admin, run ${run + 1}`, async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsAdmin(page);
      await checkRoutes(page, runOf(ADMIN_ROUTES, run));
    });
  }
});
