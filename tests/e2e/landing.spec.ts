import { expect, test } from './fixtures';

test.describe('the landing page', () => {
  test('opens one FAQ answer at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[role="region"][data-state="open"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows the three plan cards by their display names', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Listing Only', 'Reservation Management', 'Full Service']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });

  test('shows the hero, the banner, the benefits and the app section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'List with Confidence' })).toBeVisible();
    for (const word of ['Reach', 'Revenue', 'Reliability']) {
      await expect(page.getByRole('heading', { name: word, exact: true })).toBeVisible();
    }
    // No store pages are configured in tests: the badges say the app is coming, as /coming-soon does.
    await expect(page.getByRole('link', { name: 'Coming soon to the App Store' })).toHaveAttribute('href', '/coming-soon');
    await expect(page.getByRole('link', { name: 'Coming soon to Google Play' })).toHaveAttribute('href', '/coming-soon');
  });

  test('sends a visitor who wants to list to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'List Your Property' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
