import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/shared/reservation-dates';
import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { submittedListing } from './helpers/bookable-listing';

/**
 * Opens a dialog from the keyboard once its opener is ready, then checks the trap and the return: Tab and Shift+Tab
 * round the dialog more than once never leave it, and Escape closes it with the focus back on
 * the control that opened it.
 */
async function expectTrapAndReturn(page: Page, opener: Locator, dialog: Locator) {
  // A page rendered by the server says its controls are not ready until its code has taken them
  // over (/dashboard's menu button, the calendar's nights): a key pressed before then does nothing.
  await expect(opener).not.toHaveAttribute('aria-disabled');
  // /reservation-manage disables its controls with a fieldset until then instead.
  await expect(opener).toBeEnabled();
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const stops = await dialog.evaluate(
    (element) => element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ${i + 1} stays in the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('dialogs trap the focus and give it back to what opened them', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpHost(page, 'dialog-focus');
  const { listing, today, api, unitId } = await submittedListing(page, 'Hikkaduwa Reef Bungalow');
  const reservation = await api.post<{ code: string }>('/api/v1/web/reservations', {
    propertyId: listing.id,
    unitId,
    guestName: 'Ruwan Bandara',
    guestEmail: 'ruwan@example.lk',
    checkIn: addDays(today, 40),
    checkOut: addDays(today, 42),
    adults: 2,
    amount: 170,
    paymentMethod: 'onsite',
  });

  await page.goto('/reservation-manage');
  await expectTrapAndReturn(page, page.getByRole('button', { name: 'New booking' }), page.getByRole('dialog', { name: 'New booking' }));

  await page.goto(`/view-reservation/${reservation.code}`);
  await expectTrapAndReturn(page, page.getByRole('button', { name: 'Change dates' }), page.getByRole('dialog', { name: 'Change dates' }));
  await expectTrapAndReturn(page, page.getByRole('region', { name: 'More actions' }).getByRole('button', { name: 'Cancel' }), page.getByRole('alertdialog', { name: 'Cancel this reservation?' }));

  await page.goto('/plan-selection');
  const request = page.getByRole('article', { name: 'Full Service' }).getByRole('button', { name: 'Request This Plan' });
  await expectTrapAndReturn(page, request, page.getByRole('dialog', { name: 'Request Full Service' }));

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 2, name: 'Hikkaduwa Reef Bungalow' })).toBeVisible();
  const night = page.locator('button[data-night][tabindex="0"]');
  // The page comes rendered by the server: its nights take keys once its code has taken them over.
  await expect(night).not.toHaveAttribute('aria-disabled');
  await night.focus();
  await page.keyboard.press('Enter');
  // The second Enter on the same night chooses one night and opens the panel; the night keeps being the opener.
  await expectTrapAndReturn(page, night, page.getByRole('dialog', { name: 'Change these nights' }));

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await expectTrapAndReturn(page, page.getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' }));
});
