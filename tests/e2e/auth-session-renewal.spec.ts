import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';

test.describe('an expired access token mid-session', () => {
  test('renews silently: the next call gets 401, renews, retries and succeeds with no sign-out', async ({ page, baseURL }) => {
    await signUpHost(page, 'renewal');

    // Replace the access token with a garbage one, as if it had expired.
    await page.context().addCookies([{ name: 'accessToken', value: 'expired.garbage.token', url: baseURL! }]);

    // Ordered by when each request started: response events can arrive out of order on a busy machine.
    const seen: { startedAt: number; call: string }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/v1/auth/me' || path === '/api/v1/auth/token/renew') {
        seen.push({ startedAt: response.request().timing().startTime, call: `${path} ${response.status()}` });
      }
    });
    const statuses = () => [...seen].sort((a, b) => a.startedAt - b.startedAt).map((entry) => entry.call);
    // Navigate to another signed-in page: the app starts again and checks the current user.
    await page.goto('/profile');

    await expect.poll(statuses).toEqual(['/api/v1/auth/me 401', '/api/v1/auth/token/renew 200', '/api/v1/auth/me 200']);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
    expect(token).toBeTruthy();
    expect(token).not.toBe('expired.garbage.token');
    await expect(page.getByText('Your session expired! Please login again..')).toHaveCount(0);
  });
});
