import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';

test.describe('the listing wizard: the start', () => {
  test('from /start the type step creates the draft, which survives a reload, and later steps wait for earlier ones', async ({ page }) => {
    await signUpHost(page, 'wizard');
    await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
    await page.getByRole('button', { name: 'List for Free' }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByText('Your plan: Listing Only.')).toBeVisible();

    await page.getByRole('button', { name: "Let's start" }).click();
    await expect(page).toHaveURL(/\/property\/01$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What kind of place are you listing?' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Listing progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 20');

    await expect(page.getByRole('radio', { name: 'Villa' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('main').getByText('Choose the type of your property')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Villa' })).toBeFocused();

    await page.getByRole('radio', { name: 'Villa' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/property\/02\/\d+$/);
    const propertyId = page.url().split('/').pop();

    // The draft is the server's: the start-listing flow now finds it.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/property/02/${propertyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Where is your place?' })).toBeVisible();

    // A later step opened directly goes back to the first incomplete one.
    await page.goto(`/property/09/${propertyId}`);
    await expect(page).toHaveURL(new RegExp(`/property/02/${propertyId}$`));

    // Back returns to the type step with the saved type chosen; changing it keeps the same draft.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/property\/01$/);
    await expect(page.getByRole('radio', { name: 'Villa' })).toBeChecked();
    await page.getByRole('radio', { name: 'Bungalow', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/02/${propertyId}$`));

    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: /List your property/i }).first().click();
    await expect(page).toHaveURL(/\/draft-listing$/);
  });
});

test.describe('the draft listing page', () => {
  test('continues a draft at its first incomplete step, and discards it after a confirmation', async ({ page }) => {
    await signUpHost(page, 'draft');
    await page.goto('/property/01');
    await page.getByRole('radio', { name: 'Apartment' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/property\/02\/\d+$/);
    const propertyId = page.url().split('/').pop();

    // The wizard's slim header leaves for the draft: nothing typed here, so nothing to save.
    await page.getByRole('banner').getByRole('button', { name: 'Save & exit' }).click();
    await expect(page).toHaveURL(/\/draft-listing$/);
    await expect(page.getByText('1 of 20 steps done')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/02/${propertyId}$`));

    await page.goto('/draft-listing');
    await page.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard this draft?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You have no draft listing.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your draft listing was discarded.')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
    await expect(page).toHaveURL(/\/plan-selection$/);
  });
});
