import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { listingWithoutPhotos, pageApi, type ApiListing } from './helpers/page-api';

const jpeg = (hue: number) =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } }).jpeg().toBuffer();

/** A complete listing of a new host, with `photos` photos (five are needed). */
async function completeListing(page: Page, prefix: string, name: string, photos = 5): Promise<ApiListing> {
  await signUpHost(page, prefix);
  let listing = await listingWithoutPhotos(page, name);
  const api = await pageApi(page);
  for (let i = 0; i < photos; i += 1) listing = await api.uploadPhoto<ApiListing>(listing.id, await jpeg(i * 40));
  return listing;
}

test.describe('the wizard on the paths a host takes', () => {
  test('deleting a photo stays on the photo step', async ({ page }) => {
    const listing = await completeListing(page, 'photo-delete', 'Coral Bay Villa', 6);
    await page.goto(`/image/01/${listing.id}`);
    await expect(page.getByText('6 photos')).toBeVisible();
    await page.getByRole('button', { name: 'Actions for photo 6' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('5 of 5 photos')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/image/01/${listing.id}$`));
    // Deleting the last photo left the page scrolled with the first row's buttons under the sticky
    // navbar, which axe's target-size rule (run by the fixture at the end) counts as covered targets.
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  test("Edit from /main/finish comes back to /main/finish after that step's Next", async ({ page }) => {
    const listing = await completeListing(page, 'finish-edit', 'Mango Grove Villa');
    await page.goto(`/main/finish/${listing.id}`);
    await page.getByRole('link', { name: 'Edit Name your place' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/04/${listing.id}$`));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/main/finish/${listing.id}$`));
  });

  test('a listing under review says so on its steps, read-only, and can be withdrawn to a draft', async ({ page }) => {
    const listing = await completeListing(page, 'under-review', 'Lagoon Rest Villa');
    const api = await pageApi(page);
    expect((await api.postRaw(`/api/v1/web/properties/${listing.id}/submit`, { version: listing.version })).status()).toBe(200);

    await page.goto(`/property/04/${listing.id}`);
    await expect(page.getByText(/This listing is being reviewed by our team/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeDisabled();

    await page.goto(`/main/finish/${listing.id}`);
    await expect(page.getByRole('button', { name: 'Withdraw from review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Withdraw from review' }).click();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
    await expect(page.getByText(/This listing is being reviewed by our team/)).toHaveCount(0);
  });

  test('typed values survive Back, and leaving the wizard with them unsaved asks first', async ({ page }) => {
    const listing = await completeListing(page, 'leave-unsaved', 'Rock Pool Villa');
    await page.goto(`/property/04/${listing.id}`);
    const name = page.getByRole('main').getByRole('textbox').first();
    await name.fill('Rock Pool Hideaway');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/03/${listing.id}$`));

    // Step 03 is untouched, so "Save & exit" saves nothing there; step 04's typing would be lost.
    await page.getByRole('banner').getByRole('button', { name: 'Save & exit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toContainText('What you typed on "Name your place" is not saved yet.');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/03/${listing.id}$`));

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/04/${listing.id}$`));
    await expect(page.getByRole('main').getByRole('textbox').first()).toHaveValue('Rock Pool Hideaway');

    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/(dashboard)?$/);
  });
});
