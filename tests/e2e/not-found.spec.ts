import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';

test.describe('an unknown path', () => {
  test('shows Page Not Found with Back To Home and Back To Dashboard', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA is served; the router shows the screen
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/does not exist or is unavailable/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Dashboard' }).or(page.getByRole('button', { name: 'Back To Dashboard' }))).toBeVisible();

    await page.getByRole('link', { name: 'Back To Home' }).or(page.getByRole('button', { name: 'Back To Home' })).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/not-found shows the same screen', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a wizard path no step has shows the same screen to a signed-in host', async ({ page }) => {
    await signUpHost(page, 'unknown-step');
    // The router registers the wizard's parts ('/property/:step/…'); the wizard shell answers a step it has not.
    for (const path of ['/property/99/5', '/unit/03/5']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back To Dashboard' }).or(page.getByRole('button', { name: 'Back To Dashboard' }))).toBeVisible();
    }
  });

  test('an unknown API path answers 404 in the error shape', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-call');
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(typeof body.error.error_message).toBe('string');
  });
});
