import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';

const PAGES = ['/', '/login', '/sign-up', '/about-us', '/terms-and-conditions', '/privacy-policy', '/coming-soon', '/not-found'];

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of PAGES) {
    test(`${path} does not scroll sideways and has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the menu button opens a sidebar with Login and Signup, and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu/i });
    await menu.click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByRole('link', { name: 'Login' }).or(sidebar.getByRole('button', { name: 'Login' }))).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Signup' }).or(sidebar.getByRole('button', { name: 'Signup' }))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
