import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { APARTMENT } from './helpers/wizard-answers';
import { expectStep, fillFirstSteps, gestures } from './helpers/wizard-ui';

test.describe('a draft the host has elsewhere', () => {
  test('a draft marker whose draft was discarded on another device leads to the start, not an empty /draft-listing', async ({ page }) => {
    await signUpHost(page, 'stale-marker');
    // What this browser remembers of a draft since discarded on another device.
    await page.evaluate(() => localStorage.setItem('draftListing', '987654'));
    await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
    await expect(page).toHaveURL(/\/plan-selection$/);
    expect(await page.evaluate(() => localStorage.getItem('draftListing'))).toBeNull();

    await page.goto('/draft-listing');
    await expect(page).toHaveURL(/\/plan-selection$/);
  });

  test('/property/01 opened afresh continues the draft in progress with its own type, never a silent change', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpHost(page, 'type-kept');
    await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
    await page.getByRole('button', { name: 'List for Free' }).click();
    await fillFirstSteps(page, gestures(page, 'pointer'), APARTMENT);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, /\/property\/05\/\d+$/, 'How can guests book?');
    const draftId = page.url().split('/').pop();

    await page.goto('/property/01');
    await expectStep(page, /\/property\/01$/, 'What kind of place are you listing?');
    await expect(page.getByRole('radio', { name: new RegExp(`^${APARTMENT.propertyType}\\b`) })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, new RegExp(`/property/02/${draftId}$`), 'Where is your place?');
  });
});
