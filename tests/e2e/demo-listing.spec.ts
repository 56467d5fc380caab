import { expect, test } from './fixtures';
import { asDemoHostOnOwnServer } from './helpers/own-server';

test.describe('the demo guest house', () => {
  test('is a finished listing: "Manage" names no missing section, and its page shows the seeded photos', async ({ browser }) => {
    test.setTimeout(90_000);
    // A server of its own: the demo host's password is changed by demo-host.spec.ts on the shared one.
    await asDemoHostOnOwnServer(browser, 52, async (page) => {
      await page.goto('/listed-properties');
      await page.getByRole('link', { name: 'Manage Palm Shade Guest House' }).click();
      await expect(page).toHaveURL(/\/main\/finish\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/sections? still needs? your attention/)).toHaveCount(0);

      const id = page.url().split('/').pop();
      await page.goto(`/view/${id}`);
      await expect(page.getByRole('img', { name: 'Palm Shade Guest House, main photo' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Palm Shade Guest House, photo \d$/ })).toHaveCount(5);
      const size = await page.getByRole('img', { name: 'Palm Shade Guest House, main photo' }).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      expect(size[0]).toBeGreaterThanOrEqual(1024);
      expect(size[1]).toBeGreaterThanOrEqual(683);
    });
  });
});
