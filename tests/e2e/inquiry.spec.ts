import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { waitForMail } from './helpers/outbox';

/** A signed-in host on /plan-selection opens the Full Service inquiry. */
async function openFullServiceInquiry(page: Page) {
  const host = await signUpHost(page, 'inquiry');
  await page.goto('/plan-selection');
  const card = page.getByRole('article', { name: 'Full Service' });
  await card.getByRole('button', { name: 'Request This Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Full Service' });
  await expect(dialog).toBeVisible();
  return { host, dialog };
}

async function fillValidInquiry(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address').fill('14 Lighthouse Street, Galle Fort');
  await dialog.getByLabel('Property Type').selectOption({ label: 'Villa' });
  await dialog.getByRole('button', { name: 'Add URL' }).click();
  await dialog.getByLabel('URL 1').fill('https://www.airbnb.com/rooms/4242');
  await dialog.getByLabel('Message').fill('A four-bedroom villa inside the fort walls. We would like help with bookings and payments.');
}

/** A toast in the notifications region (exposed to assistive tech even while the dialog is open). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

test.describe('the inquiry dialog', () => {
  test('Full Service opens the 700 px dialog, filled from the account, with no CSP complaint', async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) cspErrors.push(message.text());
    });
    const { host, dialog } = await openFullServiceInquiry(page);
    // The dialog's scroll lock adds a <style> element, allowed by the page's nonce.
    await expect(page.locator('style[nonce]')).not.toHaveCount(0);
    expect(cspErrors).toEqual([]);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(700);
    await expect(dialog.getByLabel('Name')).toHaveValue('Kamala Jayasuriya');
    await expect(dialog.getByLabel('Email')).toHaveValue(host.email);
    await expect(dialog.getByRole('button', { name: /country code for Contact Number/ })).toContainText('+94');
    await expect(dialog.getByText('0/500')).toBeVisible();
    await dialog.getByLabel('Message').fill('Ten rooms');
    await expect(dialog.getByText('9/500')).toBeVisible();
  });

  test("an empty submit shows the warning toast 'Name cannot be empty' and keeps the dialog open", async ({ page }) => {
    const { dialog } = await openFullServiceInquiry(page);
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel('Email').fill('');
    await dialog.getByLabel('Contact Number').fill('');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toast(page, 'Name cannot be empty')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByText('Email cannot be empty')).toBeVisible();
    await expect(dialog.getByText('Please input the Contact Number')).toBeVisible();
  });

  test('a valid inquiry closes the dialog, thanks the host at / and mails sales and the host', async ({ page }) => {
    const { host, dialog } = await openFullServiceInquiry(page);
    await fillValidInquiry(page);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toast(page, 'Thank you for connecting with us. Your inquiry send successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    const sales = await waitForMail((mail) => mail.purpose === 'inquiry-sales' && mail.text.includes(host.email));
    expect(sales.text).toContain('Full Service');
    expect(sales.text).toContain('14 Lighthouse Street, Galle Fort');
    expect(sales.text).toContain('https://www.airbnb.com/rooms/4242');
    await waitForMail((mail) => mail.purpose === 'inquiry-confirmation' && mail.to === host.email);
  });

  test("a server failure keeps the dialog open with the server's message", async ({ page }) => {
    const { dialog } = await openFullServiceInquiry(page);
    await fillValidInquiry(page);
    // The server answers 422 with a message per field: the first of name, email, contactNo,
    // location and description is shown (spec §8 "Inquiry failure").
    await page.route('**/api/v1/web/inquiries', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: { description: 'Message cannot be empty', location: 'We do not cover this area yet' },
          error: { error_message: 'Please check the inquiry', fields: { description: 'Message cannot be empty', location: 'We do not cover this area yet' } },
        }),
      }),
    );
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'We do not cover this area yet' })).toBeVisible();
    await expect(toast(page, 'We do not cover this area yet')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/plan-selection$/);
    await expect(dialog.getByLabel('Address')).toHaveValue('14 Lighthouse Street, Galle Fort');
  });

  test('works with the keyboard alone: Escape closes it and keeps what was typed', async ({ page }) => {
    const { dialog } = await openFullServiceInquiry(page);
    await dialog.getByLabel('Address').fill('Ahangama');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: 'Full Service' });
    await expect(card.getByRole('button', { name: 'Request This Plan' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByLabel('Address')).toHaveValue('Ahangama');
  });
});
