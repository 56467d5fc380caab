import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { APARTMENT } from './helpers/wizard-answers';
import { fillFirstSteps, fillPropertyDetails, fillRoomsAndPayments, gestures, submitForReview } from './helpers/wizard-ui';

test('the whole wizard with the keyboard alone: Tab to reach, type, Space and arrows to choose, Enter to go on', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpHost(page, 'keyboard');
  const keys = gestures(page, 'keyboard');
  await keys.press(page.getByRole('banner').getByRole('button', { name: 'List Your Property' }));
  await expect(page.getByRole('heading', { level: 1, name: /plan/i })).toBeVisible();
  await keys.press(page.getByRole('button', { name: 'List for Free' }));
  const answers = { ...APARTMENT, name: 'Mount Lavinia Keyboard Flat' };
  await fillFirstSteps(page, keys, answers);
  await fillPropertyDetails(page, keys, answers);
  await fillRoomsAndPayments(page, keys, answers);
  await submitForReview(page, keys);
});
