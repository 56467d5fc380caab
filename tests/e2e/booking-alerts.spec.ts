import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';

test('a host switches cancellation emails off on /profile, and it stays off', async ({ page }) => {
  await signUpHost(page, 'alerts');
  await page.goto('/profile');
  const alerts = page.getByRole('region', { name: 'Booking alerts' });
  const cancellations = alerts.getByRole('checkbox', { name: /^Cancellations/ });
  await expect(cancellations).toBeChecked();
  await cancellations.uncheck();
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your booking alerts are saved')).toBeVisible();

  await page.reload();
  await expect(alerts.getByRole('checkbox', { name: /^Cancellations/ })).not.toBeChecked();
  await expect(alerts.getByRole('checkbox', { name: /^New bookings/ })).toBeChecked();
});
