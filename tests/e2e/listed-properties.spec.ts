import sharp from 'sharp';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { listingWithoutPhotos, pageApi, type ApiListing } from './helpers/page-api';

const jpeg = (hue: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } }).jpeg().toBuffer();

test.describe('listed properties and the property view', () => {
  test('a new host is invited to list a property', async ({ page }) => {
    await signUpHost(page, 'empty-list');
    await page.goto('/listed-properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Listed Properties' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have not listed a property yet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'List Your Property' }).first()).toBeVisible();
  });

  test('a listing without photos is refused on submit, stays a draft in the list, and its view shows it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpHost(page, 'listed');
    const listing = await listingWithoutPhotos(page, 'Palm Shade Villa');
    expect(Object.entries(listing.completion).filter(([, done]) => !done).map(([key]) => key)).toEqual(['photos']);

    const api = await pageApi(page);
    const refused = await api.postRaw(`/api/v1/web/properties/${listing.id}/submit`, { version: listing.version });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error.fields).toEqual({ photos: 'Photos: upload at least 5 photos' });

    await page.goto('/listed-properties');
    const card = page.getByRole('article', { name: 'Palm Shade Villa' });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByText('— finish the steps to send it for review')).toBeVisible();
    await expect(card.getByText('Villa · Unawatuna, Galle')).toBeVisible();
    await expect(card.getByText('1 unit · from USD 85.50 a night')).toBeVisible();
    await expect(card.getByText(/Listing Only · Updated/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // The keyboard reaches the draft's one action.
    const continueLink = card.getByRole('link', { name: 'Continue Palm Shade Villa' });
    await continueLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/draft-listing$/);

    await page.goto(`/view/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Palm Shade Villa' })).toBeVisible();
    await expect(page.getByText('Unawatuna, Galle, Sri Lanka')).toBeVisible();
    await expect(page.getByText('two-bedroom villa')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Whole villa' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('a submitted listing appears in /listed-properties as Pending Review with its actions, and its view shows it', async ({ page }) => {
    await signUpHost(page, 'submitted');
    let listing = await listingWithoutPhotos(page, 'Lagoon Edge Villa');
    const api = await pageApi(page);
    for (const hue of [0, 60, 120, 180, 240]) listing = await api.uploadPhoto<ApiListing>(listing.id, await jpeg(hue));
    expect(listing.completion.photos).toBe(true);

    // Submitted from the summary, as the host does it; the draft marker goes with the draft.
    await page.evaluate((id) => localStorage.setItem('draftListing', String(id)), listing.id);
    await page.goto(`/main/finish/${listing.id}`);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(new RegExp(`/complete/${listing.id}$`));
    expect(await page.evaluate(() => localStorage.getItem('draftListing'))).toBeNull();

    await page.goto('/listed-properties');
    const card = page.getByRole('article', { name: 'Lagoon Edge Villa' });
    await expect(card.getByText('Pending Review', { exact: true })).toBeVisible();
    await expect(card.getByText('— usually within 2 working days')).toBeVisible();
    await expect(card.getByText('1 unit · from USD 85.50 a night')).toBeVisible();
    // The photo is decorative next to the name (alt=""), so it has no img role; its size is known before it loads.
    const photo = card.locator('img');
    await expect(photo).toHaveAttribute('src', /\/uploads\//);
    await expect(photo).toHaveAttribute('width', '400');
    await expect(photo).toHaveAttribute('height', /^2\d\d$/);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    // One primary action (in review it cannot be edited, so Manage opens its view); the rest is in a menu.
    await expect(card.getByRole('link')).toHaveText(['Manage']);
    await expect(card.getByRole('link', { name: 'Manage Lagoon Edge Villa' })).toHaveAttribute('href', `/view/${listing.id}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const more = card.getByRole('button', { name: 'More actions for Lagoon Edge Villa' });
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByRole('link')).toHaveText(['Manage', 'Calendar', 'Connect other sites', 'Preview']);
      await expect(card.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', `/calendar?propertyId=${listing.id}`);
      await expect(card.getByRole('link', { name: 'Connect other sites' })).toHaveAttribute('href', `/synchronize/${listing.id}`);
      await expect(card.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/view/${listing.id}`);
      // Nothing to unlist while in review.
      await expect(card.getByRole('button', { name: 'Unlist' })).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
    }

    await card.getByRole('button', { name: 'More actions for Lagoon Edge Villa' }).click();
    await card.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/view/${listing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lagoon Edge Villa' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lagoon Edge Villa, main photo' })).toBeVisible();
  });

  test("another host's property view goes to the not-found page", async ({ page, browser }) => {
    await signUpHost(page, 'owner');
    const listing = await listingWithoutPhotos(page, 'Hill Country Bungalow');
    const other = await browser.newPage();
    await signUpHost(other, 'stranger');
    await other.goto(`/view/${listing.id}`);
    await expect(other).toHaveURL(/\/not-found$/);
    await other.close();
  });
});
