import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { APARTMENT, HOMESTAY } from './helpers/wizard-answers';
import { fillFirstSteps, fillPropertyDetails, fillRoomsAndPayments, gestures, submitForReview, type WizardAnswers } from './helpers/wizard-ui';

/** From the navbar's 'List Your Property' to /complete, everything through the screens. */
async function listThroughTheScreens(page: Page, answers: WizardAnswers) {
  const act = gestures(page, 'pointer');
  await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
  await page.getByRole('button', { name: 'List for Free' }).click();
  await fillFirstSteps(page, act, answers);
  await fillPropertyDetails(page, act, answers);
  await fillRoomsAndPayments(page, act, answers);
  await submitForReview(page, act);
}

/** The host's listed properties show the new one, waiting for review, with its main photo. */
async function expectPendingReview(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Properties', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(await card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

test.describe('the listing wizard from /start to /complete', () => {
  test.setTimeout(180_000);

  test('an Apartment through unit/01 with five uploaded photos', async ({ page }) => {
    await signUpHost(page, 'apartment');
    await listThroughTheScreens(page, APARTMENT);
    await expectPendingReview(page, APARTMENT.name);
  });

  test('a Homestay through unit/02 with six uploaded photos', async ({ page }) => {
    await signUpHost(page, 'homestay');
    await listThroughTheScreens(page, HOMESTAY);
    await expectPendingReview(page, HOMESTAY.name);
  });
});
