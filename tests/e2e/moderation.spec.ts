import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';
import { DEMO_ADMIN, signIn, signUpHost } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin-session';
import { submittedListing } from './helpers/bookable-listing';
import { waitForMail } from './helpers/outbox';
import type { ApiListing } from './helpers/page-api';

const REASON = 'The photos show another property. Please upload photos of your own villa and submit again.';

test.describe('moderation', () => {
  test('an admin filters to Pending Review, approves one listing and rejects another; the host reads why, edits, resubmits and it waits for review again', async ({ page, browser }) => {
    // The admin signs in with a TOTP code, which may wait for an unused 30-second step.
    test.setTimeout(180_000);
    // The host: two listings waiting for review.
    const { email: hostEmail } = await signUpHost(page, 'moderated');
    const approved = await submittedListing(page, 'Coral Garden Villa');
    const rejected = await submittedListing(page, 'Mango Tree Villa');

    // Our team, in its own browser, signing in with password and two-step code.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await expect(admin).toHaveURL(/\/admin-property-listings$/);

    // The listings waiting for review, narrowed to this host's by their email.
    const tabs = admin.getByRole('tablist', { name: 'Properties by status' });
    await tabs.getByRole('tab', { name: /^Pending Review/ }).click();
    await expect(tabs.getByRole('tab', { name: /^Pending Review/ })).toHaveAttribute('aria-selected', 'true');
    await admin.getByLabel('Search by name, code or host email').fill(hostEmail);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin.getByRole('link', { name: 'View Mango Tree Villa' })).toBeVisible();
    await admin.getByRole('link', { name: 'View Coral Garden Villa' }).click();
    await expect(admin).toHaveURL(`/view/${approved.listing.id}`);
    const panel = admin.getByRole('region', { name: 'Moderation' });
    await expect(panel.getByText('Pending Review', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button')).toHaveText(['Approve', 'Reject…', 'Change plan…']);
    await panel.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = admin.getByRole('alertdialog', { name: 'Approve this listing?' });
    await approveDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(approveDialog).toBeHidden();
    await expect(admin.getByText('The listing is approved and live; the host was told')).toBeVisible();
    await expect(panel.getByText('Listed', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button')).toHaveText(['Suspend…', 'Change plan…']);
    // Focus comes back into the panel, although Approve went with the old status.
    await expect(panel.getByRole('button', { name: 'Suspend…' })).toBeFocused();
    await expect(panel.getByRole('list', { name: 'Moderation history, newest first' }).getByRole('listitem').first()).toContainText('Approved: Pending Review → Listed');

    // Back to the filtered list: the approved listing has left it.
    await admin.goBack();
    await expect(admin.getByRole('link', { name: 'View Coral Garden Villa' })).toHaveCount(0);
    await admin.getByRole('link', { name: 'View Mango Tree Villa' }).click();
    await expect(admin).toHaveURL(`/view/${rejected.listing.id}`);
    await panel.getByRole('button', { name: 'Reject…' }).click();
    const rejectDialog = admin.getByRole('alertdialog', { name: 'Reject this listing?' });
    await rejectDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(rejectDialog.getByRole('alert')).toHaveText('Tell the host why: the reason is required');
    await rejectDialog.getByLabel('What the host should change').fill(REASON);
    await admin.keyboard.press('Enter');
    await expect(rejectDialog).toBeHidden();
    await expect(panel.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(panel.getByText(`Why: ${REASON}`)).toBeVisible();
    await expect(panel.getByText(/admin@demo\.lk/).first()).toBeVisible();
    await expectNoAxeViolations(admin);
    await adminContext.close();

    const mail = await waitForMail((m) => m.to === hostEmail && m.kind === 'moderation' && m.purpose === 'reject');
    expect(mail.text).toContain(REASON);
    expect((mail as { html?: string }).html).toContain('Edit and resubmit');

    // The host sees why on /listed-properties, never who.
    await page.goto('/listed-properties');
    const live = page.getByRole('article', { name: 'Coral Garden Villa' });
    await expect(live.getByText('Listed', { exact: true })).toBeVisible();
    await live.getByRole('button', { name: 'More actions for Coral Garden Villa' }).click();
    await expect(live.getByRole('button', { name: 'Unlist' })).toBeVisible();
    await page.keyboard.press('Escape');
    const card = page.getByRole('article', { name: 'Mango Tree Villa' });
    const note = card.getByRole('note', { name: 'Note from our team' });
    await expect(note).toContainText('Our team could not approve this listing yet');
    await expect(note).toContainText(REASON);
    await expect(page.getByText('admin@demo.lk')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // …and on /main/finish, above the submit.
    await card.getByRole('link', { name: 'Edit and resubmit Mango Tree Villa' }).click();
    await expect(page).toHaveURL(new RegExp(`/main/finish/${rejected.listing.id}$`));
    await expect(page.getByRole('note', { name: 'Note from our team' })).toContainText(REASON);

    // The host fixes the listing (a new name) and submits it again.
    const current = await rejected.api.get<ApiListing>(`/api/v1/web/properties/${rejected.listing.id}`);
    expect(current.status).toBe('rejected');
    await rejected.api.put(`/api/v1/web/properties/${rejected.listing.id}/steps/name`, { version: current.version, name: 'Mango Tree Beach Villa' });
    await page.reload();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(new RegExp(`/complete/${rejected.listing.id}$`));
    const after = await rejected.api.get<ApiListing>(`/api/v1/web/properties/${rejected.listing.id}`);
    expect(after).toMatchObject({ status: 'pending_review', name: 'Mango Tree Beach Villa' });

    await page.goto('/listed-properties');
    const resubmitted = page.getByRole('article', { name: 'Mango Tree Beach Villa' });
    await expect(resubmitted.getByText('Pending Review', { exact: true })).toBeVisible();
    await expect(resubmitted.getByRole('note')).toHaveCount(0);
  });

  test('a host pauses a live listing and lists it again, each after a confirmation, with the keyboard', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpHost(page, 'pausing');
    const { listing } = await submittedListing(page, 'Paddy View Cabin');
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/view/${listing.id}`);
    await admin.getByRole('region', { name: 'Moderation' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(admin.getByRole('region', { name: 'Moderation' }).getByText('Listed', { exact: true })).toBeVisible();
    await adminContext.close();

    await page.goto('/listed-properties');
    const card = page.getByRole('article', { name: 'Paddy View Cabin' });
    // Unlist is in the card's menu, in the danger style, and asks first; the menu's button keeps the focus.
    const more = card.getByRole('button', { name: 'More actions for Paddy View Cabin' });
    await more.focus();
    await page.keyboard.press('Enter');
    const unlist = card.getByRole('button', { name: 'Unlist' });
    await expect(unlist).toHaveCSS('color', 'rgb(180, 35, 24)');
    await unlist.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Unlist this property?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await unlist.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(card.getByText('Unlisted', { exact: true })).toBeVisible();
    await expect(more).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
    await more.click();
    await card.getByRole('button', { name: 'List again' }).click();
    await page.getByRole('alertdialog', { name: 'List this property again?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(card.getByText('Listed', { exact: true })).toBeVisible();
  });
});
