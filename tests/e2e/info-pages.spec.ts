import { expect, test } from './fixtures';

const INFO = [
  ['/about-us', /about/i],
  ['/terms-and-conditions', /terms/i],
  ['/privacy-policy', /privacy/i],
  ['/coming-soon', /.+/],
] as const;

for (const [path, heading] of INFO) {
  test(`${path} shows real content under its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const text = await page.getByRole('main').innerText();
    expect(text.split(/\s+/).length).toBeGreaterThan(60);
    expect(text).not.toMatch(/lorem ipsum/i);
  });
}

test('the footer links to the legal pages and shows the support contact', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Find Your Stay', 'Start Listing']) {
    await expect(footer.getByRole('link', { name }).or(footer.getByRole('button', { name }))).toBeVisible();
  }
  await footer.getByRole('link', { name: /terms/i }).first().click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});
