import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { asDemoHostOnOwnServer } from './helpers/own-server';

test.describe('the dashboard', () => {
  test("shows the demo guest house's seeded day: who arrives, who leaves, the week ahead, the request, occupancy and listings", async ({ browser }) => {
    test.setTimeout(90_000);
    // A server of its own: the seeded stays are dated from the day it starts, and no other test books on them.
    await asDemoHostOnOwnServer(browser, 51, async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      const section = (name: string) => page.getByRole('region', { name });
      await expect(section('Arriving today').getByRole('link')).toHaveText(['Amaya Wickramasinghe Palm Shade Guest House · Garden room']);
      await expect(section('Leaving today').getByRole('link')).toHaveText(['Lukas Becker Palm Shade Guest House · Verandah room']);
      await expect(section('The next 7 days').getByRole('link')).toHaveText([/^Chloé Martin/]);
      await expect(section('Requests waiting for your answer').getByRole('link')).toHaveText([/^Priya Raman/]);
      await expect(section('Requests waiting for your answer').getByText(/^Answer by /)).toBeVisible();

      const figure = (label: string | RegExp) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(figure('Arriving today')).toHaveText('1');
      await expect(figure('Leaving today')).toHaveText('1');
      await expect(figure('Requests waiting')).toHaveText('1');

      // Occupancy: the server's own count, shown as the server counted it; 2 rooms × the month's days are for sale.
      const today = new Date(`${await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date()))}T00:00:00Z`);
      const daysInMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).getUTCDate();
      await expect(page.getByText(new RegExp(`^\\d+ of ${2 * daysInMonth} nights`))).toBeVisible();

      // Earnings count a stay in its check-out month: the seeded stays that count (not the request) end on these days.
      const counted = [
        { checkOutIn: 3, amount: 135 },
        { checkOutIn: 0, amount: 90 },
        { checkOutIn: 6, amount: 90 },
        { checkOutIn: -27, amount: 135 },
      ];
      const month = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 7);
      const thisMonth = counted.filter((stay) => month(stay.checkOutIn) === month(0)).reduce((sum, stay) => sum + stay.amount, 0);
      await expect(figure(/^Earnings in /).first()).toHaveText(thisMonth ? `USD ${thisMonth}.00` : 'None yet');

      await expect(section('Your listings').getByRole('listitem')).toHaveText(['Listed 1']);
      const deadline = await section('Requests waiting for your answer').getByText(/^Answer by /).textContent();

      // The same day loaded afresh is rendered by the server and hydrated by the browser: both
      // write every text alike (asDemoHostOnOwnServer fails the test on any uncaught page error).
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'List Your Property' })).not.toHaveAttribute('aria-disabled');
      await expect(section('Requests waiting for your answer').getByText(/^Answer by /)).toHaveText(deadline!);
      await expect(section('Arriving today').getByRole('link')).toHaveText(['Amaya Wickramasinghe Palm Shade Guest House · Garden room']);

      await section('Arriving today').getByRole('link').click();
      await expect(page).toHaveURL(/\/view-reservation\/[A-Z2-9]{8}$/);
    });
  });

  test('a new host sees the setup checklist, not an empty day, and goes from it to the profile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpHost(page, 'dashboard');
    const setup = page.getByRole('region', { name: 'Get ready for your first guests' });
    await expect(setup.getByText('Your profile is missing your NIC number, address.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Arriving today' })).toHaveCount(0);
    await setup.getByRole('link', { name: 'Complete your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});
