import { expect, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';
import { submittedListing } from './helpers/bookable-listing';
import { pageApi } from './helpers/page-api';

// Issue 25 item 1: a live listing, managed. Its price changed from the editor reaches guests at
// once; its new name waits for our team, who read it as before → after and approve it.
for (const [label, width, height] of [['phone', 375, 812], ['desktop', 1280, 900]] as const) {
  test.describe(`the listing editor at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a price goes live at once; a new name reaches guests only after our team approves it, seen as before → after', async ({ page, browser }, info) => {
      test.setTimeout(180_000);
      await signUpHost(page, `live-${label}`);
      const name = `Palm Shade ${label} Villa`;
      const { listing } = await submittedListing(page, name);
      // Our team approves the listing (the moderation screens have their own spec).
      const adminContext = await browser.newContext({ viewport: { width, height } });
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await (await pageApi(admin)).post(`/api/v1/web/admin/properties/${listing.id}/approve`, {});

      // The host edits their live listing: the editor, not "Review and submit".
      await page.goto('/listed-properties');
      await page.getByRole('link', { name: `Manage ${name}` }).click();
      await expect(page).toHaveURL(`/main/finish/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your listing');
      const status = page.getByRole('region', { name: 'Live status' });
      await expect(status.getByText('Listed', { exact: true })).toBeVisible();
      await expect(page.getByText('Missing', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
      const section = (key: string) => page.locator(`li[data-section="${key}"]`);
      await expect(section('price')).toContainText('USD 85.50 a night');
      await expect(section('photos')).toContainText('5');
      await page.screenshot({ path: info.outputPath(`editor-${label}.png`), fullPage: true });
      expect(await sidewaysOverflow(page)).toBe(0);

      // Price: saved, back on the editor, and on the guest view at once.
      await section('price').getByRole('link', { name: /Edit/ }).click();
      await expect(page).toHaveURL(`/property/06/${listing.id}`);
      await page.getByLabel('Price per night (USD)').fill('45');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(`/main/finish/${listing.id}`);
      await expect(section('price')).toContainText('USD 45 a night');
      await page.goto(`/view/${listing.id}`);
      await expect(page.getByRole('complementary', { name: 'Price and cancellation' })).toContainText('USD 45.00 per night');

      // Name: saved for review; guests keep the approved name.
      await page.goto(`/main/finish/${listing.id}`);
      await section('name').getByRole('link', { name: /Edit/ }).click();
      await expect(page).toHaveURL(`/property/04/${listing.id}`);
      await page.getByLabel('Name of your place').fill('Lagoon Breeze Villa');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(`/main/finish/${listing.id}`);
      await expect(section('name')).toContainText(name);
      await expect(section('name')).toContainText('Waiting for review: Lagoon Breeze Villa');
      await page.screenshot({ path: info.outputPath(`editor-waiting-${label}.png`), fullPage: true });
      await page.goto(`/view/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      // Our team reads the change as before → after and approves it.
      await admin.goto(`/view/${listing.id}`);
      const changes = admin.getByRole('region', { name: 'Changes waiting for review' });
      await expect(changes).toContainText(`Name: ${name} → Lagoon Breeze Villa`);
      await admin.screenshot({ path: info.outputPath(`admin-changes-${label}.png`), fullPage: true });
      expect(await sidewaysOverflow(admin)).toBe(0);
      await changes.getByRole('button', { name: 'Approve changes' }).click();
      const dialog = admin.getByRole('alertdialog', { name: 'Approve these changes?' });
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText('The changes are approved and live')).toBeVisible();
      await expect(changes).toHaveCount(0);

      // Guests now see the new name.
      await page.goto(`/view/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lagoon Breeze Villa');
      await adminContext.close();
    });
  });
}
