import { expect, test } from './fixtures';
import { hostWithContent } from './helpers/host-with-content';

/** Issue 24 item 5: the signed-in shell on a phone is a tool, with a tab bar and no marketing footer. */
test.use({ viewport: { width: 375, height: 812 } });

test('a host moves between daily screens with the tab bar, which covers nothing, and reaches the rest through More', async ({ page }) => {
  test.setTimeout(120_000);
  await hostWithContent(page, 'shell');
  await page.goto('/dashboard');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // No marketing footer in the signed-in app.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Each tab's name on one line at a common Android width: no word broken ("Reservatio / ns").
  await page.setViewportSize({ width: 360, height: 780 });
  const labelLines = await tabs.locator('li > *').evaluateAll((tabItems) =>
    tabItems.map((tab) => {
      const label = tab.lastElementChild!;
      return Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).fontSize));
    }),
  );
  expect(labelLines).toEqual([1, 1, 1, 1, 1]);
  await page.setViewportSize({ width: 375, height: 812 });

  await tabs.getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveURL(/\/reservation-manage$/);
  await expect(tabs.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await tabs.getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/earnings-manage$/);

  // The page ends above the bar: scrolled to the bottom, the last thing on it is not under the bar.
  const barTop = await tabs.evaluate((element) => element.getBoundingClientRect().top);
  const tabbarHeight = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tabbar-height').trim());
  expect(tabbarHeight).not.toBe('0px');
  // Scrolled again on each try: the report may still be arriving and lengthening the page (it
  // failed once in CI with the bottom measured at 1 304 px, mid-load).
  const lastBottomScrolled = () =>
    page.locator('main').evaluate((main) => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const all = [...main.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().height > 0);
      return Math.max(...all.map((element) => element.getBoundingClientRect().bottom));
    });
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect.poll(lastBottomScrolled).toBeLessThanOrEqual(barTop + 0.5);

  // More: by keyboard, the rest of the app, then Profile and settings.
  const more = tabs.getByRole('button', { name: 'More' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // The app moves focus to the page after each navigation; a key press racing that move is repeated.
  await expect(async () => {
    if ((await drawer.count()) === 0) {
      await more.focus();
      await page.keyboard.press('Enter');
    }
    await expect(drawer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(drawer.getByRole('link', { name: 'Listed Properties' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await more.click();
  await drawer.getByRole('link', { name: 'Profile and settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
});

test('public pages keep the footer for a signed-in host', async ({ page }) => {
  test.setTimeout(120_000);
  await hostWithContent(page, 'shell-public');
  await page.goto('/about-us');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test("the wizard is a focused flow: no tab bar, and Back and Next stay at the foot of a phone's screen", async ({ page }) => {
  test.setTimeout(120_000);
  const { draft } = await hostWithContent(page, 'shell-wizard');
  await page.goto(`/property/12/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
  const next = (await page.getByRole('button', { name: 'Next' }).boundingBox())!;
  expect(next.y + next.height).toBeLessThanOrEqual(page.viewportSize()!.height);
});
