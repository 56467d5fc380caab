import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signUpHost } from './helpers/accounts';
import { asDemoHostOnOwnServer } from './helpers/own-server';
import { APARTMENT } from './helpers/wizard-answers';
import { expectStep, fillFirstSteps, gestures, type WizardAnswers } from './helpers/wizard-ui';

/** property/01–04 through the screens; Next on step 04 saves it and opens step 05. */
async function fillToStepFive(page: Page, answers: WizardAnswers) {
  const act = gestures(page, 'pointer');
  await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
  // A host with a Starter listing already (the demo host) goes straight to /start.
  await expect(page).toHaveURL(/\/(plan-selection|start)$/);
  if (page.url().endsWith('/plan-selection')) await page.getByRole('button', { name: 'List for Free' }).click();
  await fillFirstSteps(page, act, answers);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, /\/property\/05\/\d+$/, 'How can guests book?');
}

/** The draft continues at step 05, and Back shows steps 04 to 01 exactly as they were typed. */
async function expectResumedAtStepFive(page: Page, answers: WizardAnswers) {
  await page.getByRole('banner').getByRole('button', { name: 'List Your Property' }).click();
  await expect(page).toHaveURL(/\/draft-listing$/);
  await expect(page.getByText('4 of 20 steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, /\/property\/05\/\d+$/, 'How can guests book?');

  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/property\/04\/\d+$/, 'Name your place');
  await expect(page.getByLabel('Name of your place')).toHaveValue(answers.name);

  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/property\/03\/\d+$/, 'Confirm your address');
  await expect(page.getByLabel('Street address')).toHaveValue(answers.address.street);
  await expect(page.getByLabel('City or town')).toHaveValue(answers.address.city);
  await expect(page.getByLabel('District')).toHaveValue(answers.address.district);
  await expect(page.getByLabel('Province')).toHaveValue('Western');
  await expect(page.getByLabel('Postal code')).toHaveValue(answers.address.postalCode);

  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/property\/02\/\d+$/, 'Where is your place?');
  await expect(page.getByLabel('Address or landmark (optional)')).toHaveValue(answers.location.landmark);
  await expect(page.getByLabel('Latitude')).toHaveValue(answers.location.latitude);
  await expect(page.getByLabel('Longitude')).toHaveValue(answers.location.longitude);

  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/property\/01$/, 'What kind of place are you listing?');
  await expect(page.getByRole('radio', { name: new RegExp(`^${answers.propertyType}\\b`) })).toBeChecked();
}

test.describe('the listing wizard resumes where the host left it', () => {
  // Four wizard steps, then a second browser or a stopped and restarted server (a fresh embedded
  // database migrates at start): 30 s on a quiet machine, past 90 s when CI shared the cores.
  test.setTimeout(180_000);

  test('after step 04, with the browser closed and a new sign-in', async ({ browser, page }) => {
    const first = await browser.newContext();
    const before = await first.newPage();
    const account = await signUpHost(before, 'resume');
    await fillToStepFive(before, APARTMENT);
    await first.close();

    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectResumedAtStepFive(page, APARTMENT);
  });

  test('after step 04, with the server restarted', async ({ browser }) => {
    await asDemoHostOnOwnServer(browser, 50, async (page, server) => {
      const answers = { ...APARTMENT, name: 'Restart Proof Apartment' };
      await fillToStepFive(page, answers);

      await server.stop();
      await server.start();

      await page.goto('/dashboard');
      await expectResumedAtStepFive(page, answers);
    });
  });
});
