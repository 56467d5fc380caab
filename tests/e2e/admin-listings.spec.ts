import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../../src/server/db/open-database';
import { expect, sidewaysOverflow, test } from './fixtures';
import { DEMO_HOST, signIn } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';
import { ownServer, type OwnServer } from './helpers/own-server';

/**
 * /admin-property-listings on a server of its own (port offset 54) whose database holds 70 more
 * properties of three hosts, written while the server is stopped: 'Cabana 1'…'Cabana 30' and
 * 'Villa 31'…'Villa 40' in review, 'Villa 41'…'Villa 70' listed, the lower numbers changed last.
 * So 'Pending Review' and 'cabana' together hold 30 properties: a full page of 25 and 5 more.
 */
async function seed(server: OwnServer) {
  const db = await PGlite.create(join(server.dataDir, 'pgdata'), pgliteOptions());
  try {
    await db.exec(`
      insert into users (email, first_name, last_name, role)
      select 'e2e-admin-list-' || h || '@example.lk', 'Host', 'Number ' || h, 'HOST' from generate_series(1, 3) h;
      insert into properties (owner_id, plan_id, status, name, district, city, updated_at)
      select (select id from users where email = 'e2e-admin-list-' || (1 + n % 3) || '@example.lk'), 1,
        case when n <= 40 then 'pending_review' else 'listed' end,
        case when n <= 30 then 'Cabana ' else 'Villa ' end || n,
        'Galle', 'Unawatuna', now() - n * interval '1 minute'
      from generate_series(1, 70) n;`);
  } finally {
    await db.close();
  }
}

const PORT = Number(process.env.E2E_PORT ?? 18080) + 54;
let server: OwnServer;
// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = ownServer(PORT);
  // The first start migrates and seeds the demo accounts; the rows go in while it is stopped.
  await server.start();
  await server.stop();
  await seed(server);
  await server.start();
});
test.afterAll(async () => server?.remove());

test.describe('/admin-property-listings', () => {
  test('an admin filters to Pending Review, searches, pages through the cursors, and reload and back keep the filters', async ({ page }) => {
    await signInAsAdmin(page);
    const tabs = page.getByRole('tablist', { name: 'Properties by status' });
    await expect(tabs.getByRole('tab', { name: 'All 71' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: /^Pending Review/ }).click();
    await expect(page).toHaveURL(/\?status=pending_review$/);
    await expect(tabs.getByRole('tab', { name: 'Pending Review 40' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText('Cabana 1');

    await page.getByLabel('Search by name, code or host email').fill('cabana');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?status=pending_review&q=cabana$/);
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(table.getByText('Pending Review')).toHaveCount(25);
    await expect(table.getByRole('row').nth(25).getByRole('rowheader')).toContainText('Cabana 25');

    const pager = page.getByRole('navigation', { name: 'Pages of properties' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 2')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText('Cabana 26');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText('Page 1')).toBeVisible();
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText('Cabana 1');

    // A reload keeps the filters (the page starts again at the first).
    await page.reload();
    await expect(tabs.getByRole('tab', { name: /^Pending Review/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search by name, code or host email')).toHaveValue('cabana');
    await expect(table.getByRole('row')).toHaveCount(26);

    // Back goes to the tab without the search.
    await page.goBack();
    await expect(page).toHaveURL(/\?status=pending_review$/);
    await expect(page.getByLabel('Search by name, code or host email')).toHaveValue('');
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText('Cabana 1');

    // A code finds its property; the row goes on to its view.
    await tabs.getByRole('tab', { name: /^All/ }).click();
    await page.getByLabel('Search by name, code or host email').fill('LK-000001');
    await page.keyboard.press('Enter');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: 'View Palm Shade Guest House' }).click();
    await expect(page).toHaveURL(/\/view\/1$/);
  });

  test('on a phone each property is a card and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page);
    await page.goto('/admin-property-listings?district=Galle&sort=name');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Cabana 1');
    // A card: the name on top, the actions below it, all within the screen's width.
    const card = page.getByRole('table').getByRole('row').nth(1);
    const name = (await card.getByRole('rowheader').boundingBox())!;
    const actions = (await card.getByRole('link', { name: 'View Cabana 1' }).boundingBox())!;
    expect(actions.y).toBeGreaterThan(name.y + name.height);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('a host who opens it is refused like any admin-only call: signed out and sent to /login', async ({ page }) => {
    await signIn(page, DEMO_HOST);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin-property-listings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
