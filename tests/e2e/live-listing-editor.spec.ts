import { expect, sidewaysOverflow, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';
import { jpeg, submittedListing } from './helpers/bookable-listing';
import { waitForMail } from './helpers/outbox';
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

// Issue 25 items 1 and 2: a new photo on a live listing waits for our team; guests see it only
// once approved, and the host is mailed the decision and reads it in the editor.
test.describe('a new photo on a live listing', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('waits for review out of guests’ sight; our team sees its thumbnail and approves it with a note; the host is mailed and reads it', async ({ page, browser }, info) => {
    test.setTimeout(180_000);
    const { email } = await signUpHost(page, 'live-photo');
    const name = 'Palm Shade Photo Villa';
    const { listing } = await submittedListing(page, name);
    const adminContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await (await pageApi(admin)).post(`/api/v1/web/admin/properties/${listing.id}/approve`, {});

    // The host adds a photo from the editor's photo grid: it waits apart, marked, and cannot be made main.
    await page.goto(`/main/finish/${listing.id}`);
    const photos = page.locator('li[data-section="photos"]');
    await expect(photos).toContainText('New photos are reviewed by our team');
    await photos.getByRole('link', { name: /Edit/ }).click();
    await page.getByLabel('Choose photos').setInputFiles([{ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) }]);
    const waiting = page.getByRole('list', { name: 'Photos waiting for review' });
    await expect(waiting.getByRole('img')).toHaveCount(1);
    await expect(waiting).toContainText('Waiting for review');
    await expect(waiting.getByRole('button', { name: /Make main/ })).toHaveCount(0);
    const newThumbnail = await waiting.getByRole('img').getAttribute('src');
    await page.screenshot({ path: info.outputPath('photo-waiting.png'), fullPage: true });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.goto(`/main/finish/${listing.id}`);
    await expect(photos).toContainText('Waiting for review: new photo');

    // Guests see the five approved photos, not the new one.
    await page.goto(`/view/${listing.id}`);
    const gallery = page.getByRole('region', { name: 'Photos' });
    await expect(gallery.getByRole('img')).toHaveCount(5);
    await expect(gallery.locator(`img[src="${newThumbnail}"]`)).toHaveCount(0);

    // Our team sees it as a thumbnail among the changes, and approves it with a note.
    await admin.goto(`/view/${listing.id}`);
    const changes = admin.getByRole('region', { name: 'Changes waiting for review' });
    await expect(changes.getByRole('list', { name: 'New photos waiting for review' }).getByRole('img')).toHaveAttribute('src', newThumbnail!);
    await admin.screenshot({ path: info.outputPath('admin-new-photo.png'), fullPage: true });
    await changes.getByRole('button', { name: 'Approve changes' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Approve these changes?' });
    await dialog.getByLabel('Note for the host (optional)').fill('A lovely garden photo, thank you.');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(changes).toHaveCount(0);
    await adminContext.close();

    // The host is mailed, guests see six photos, and the editor shows the answer.
    const mail = await waitForMail((m) => m.to === email && m.purpose === 'approve-changes');
    expect(mail.subject).toBe(`Your changes to ${name} are live`);
    expect(mail.text).toContain('A lovely garden photo, thank you.');
    await page.goto(`/view/${listing.id}`);
    await expect(gallery.getByRole('img')).toHaveCount(6);
    await page.goto(`/main/finish/${listing.id}`);
    await expect(page.getByRole('region', { name: 'Live status' })).toContainText('our team approved your changes: New photo');
    await expect(page.getByRole('region', { name: 'Live status' })).toContainText('A note from our team: A lovely garden photo, thank you.');
    await expect(photos).toContainText('6');
  });
});

