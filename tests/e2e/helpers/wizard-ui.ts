import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures';

/**
 * Drives the listing wizard through its screens, as a host does: every value is typed, picked or
 * uploaded on the page, never sent through the API. One set of answers per listing; the same
 * steps run with the mouse or, for the keyboard-only test, with Tab, Space, arrows and Enter.
 */

export type WizardAnswers = {
  propertyType: string;
  location: { latitude: string; longitude: string; landmark: string };
  address: { street: string; city: string; district: string; postalCode: string };
  name: string;
  booking: 'Instant booking' | 'Request to book';
  price: { currency: 'US dollars (USD)' | 'Sri Lankan rupees (LKR)'; perNight: string; monthly?: string };
  weeklyDiscount?: string;
  bathrooms: { count: string; privacy: 'Private' | 'Shared'; sharedWith?: string[]; special: string[] };
  policies: { checkInFrom: string; checkInUntil: string; checkOutFrom: string; checkOutUntil: string; pets: 'Yes' | 'No' };
  languages: string[];
  parking: { kind: 'No parking' | 'Free parking' | 'Paid parking'; perDay?: string };
  description: { size: string; text: string; neighbourhood: string };
  highlights: string[];
  newListingDiscount: 'Yes, offer 20 % off' | 'No, thanks';
  /** unit/01 for most types; unit/02 (a room with its own price) for Room and Homestay. */
  unit:
    | { kind: 'unit'; name: string; category: string; beds: { type: string; count: string }[]; guests: string; size: string }
    | { kind: 'room'; name: string; bedType: string; guests: string; price: string };
  photos: number;
  cancellation: string;
  legalName: string;
  importantInfo: { sltda: string; hospital: string };
};

export type InputMode = 'pointer' | 'keyboard';

/** The few gestures the wizard needs, done with the mouse or with the keyboard alone. */
export function gestures(page: Page, mode: InputMode) {
  const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

  /** Tabs forward until the target has the focus: proof it is reachable by keyboard. */
  async function tabTo(target: Locator) {
    await expect(target).toBeVisible({ visible: true });
    for (let presses = 0; presses < 120; presses += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target}`);
  }

  return {
    mode,
    tabTo,
    async fill(target: Locator, text: string) {
      if (mode === 'pointer') return target.fill(text);
      await tabTo(target);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type(text);
    },
    /** A native select: typing an option's first letters picks it, as in any browser. */
    async select(target: Locator, option: string) {
      if (mode === 'pointer') return void (await target.selectOption({ label: option }));
      await tabTo(target);
      await page.keyboard.type(option);
      await expect(target.locator('option:checked')).toHaveText(option);
    },
    async check(target: Locator) {
      if (mode === 'pointer') return target.check();
      if (await target.isChecked()) return;
      await tabTo(target);
      await page.keyboard.press('Space');
      await expect(target).toBeChecked();
    },
    /** A radio in a group: Tab reaches the group's chosen radio, the arrows move the choice. */
    async choose(group: Locator, option: string | RegExp) {
      const target = group.getByRole('radio', { name: option });
      if (mode === 'pointer') return target.check();
      if (await target.isChecked()) return;
      const radios = group.getByRole('radio');
      const count = await radios.count();
      const checked = await radios.evaluateAll((inputs) => inputs.findIndex((input) => (input as HTMLInputElement).checked));
      await tabTo(radios.nth(Math.max(checked, 0)));
      for (let moves = 0; moves < count && !(await target.isChecked()); moves += 1) await page.keyboard.press('ArrowDown');
      await expect(target).toBeChecked();
    },
    async press(button: Locator) {
      if (mode === 'pointer') return button.click();
      await tabTo(button);
      await page.keyboard.press('Enter');
    },
  };
}

type Gestures = ReturnType<typeof gestures>;

/** Distinct real photos: each a different colour, so the server stores five different files. */
async function photoFiles(count: number, format: 'jpeg' | 'png' = 'jpeg') {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `room-${index + 1}.${format === 'jpeg' ? 'jpg' : 'png'}`,
      mimeType: `image/${format}`,
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30 + index * 40, g: 150, b: 200 - index * 30 } } })
        .toFormat(format)
        .toBuffer(),
    })),
  );
}

const main = (page: Page) => page.getByRole('main');

/** Waits for a step's screen: its heading, with the old screen gone. */
export async function expectStep(page: Page, route: RegExp, title: string) {
  await expect(page).toHaveURL(route);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Presses Next and waits for the following step, whose heading takes the focus. */
async function next(page: Page, act: Gestures, title: string) {
  await act.press(main(page).getByRole('button', { name: 'Next' }));
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible({ timeout: 10_000 });
  if (act.mode === 'keyboard') await expect(heading).toBeFocused();
}

/** /start → property/04: the type, where the place is, its address and its name. */
export async function fillFirstSteps(page: Page, act: Gestures, answers: WizardAnswers) {
  await expectStep(page, /\/start$/, 'Get Started');
  await act.press(main(page).getByRole('button', { name: "Let's start" }));
  await expectStep(page, /\/property\/01$/, 'What kind of place are you listing?');
  await act.choose(main(page), new RegExp(`^${answers.propertyType}\\b`));
  await next(page, act, 'Where is your place?');

  await act.fill(page.getByLabel('Address or landmark (optional)'), answers.location.landmark);
  await act.fill(page.getByLabel('Latitude'), answers.location.latitude);
  await act.fill(page.getByLabel('Longitude'), answers.location.longitude);
  await next(page, act, 'Confirm your address');

  await act.fill(page.getByLabel('Street address'), answers.address.street);
  await act.fill(page.getByLabel('City or town'), answers.address.city);
  await act.select(page.getByLabel('District'), answers.address.district);
  await act.fill(page.getByLabel('Postal code'), answers.address.postalCode);
  await next(page, act, 'Name your place');

  await act.fill(page.getByLabel('Name of your place'), answers.name);
}

/** property/04 (filled) → property/14 → the unit step. */
export async function fillPropertyDetails(page: Page, act: Gestures, answers: WizardAnswers) {
  await next(page, act, 'How can guests book?');
  await act.choose(page.getByRole('group', { name: 'How guests book' }), answers.booking);
  await next(page, act, 'Set your price');

  await act.choose(page.getByRole('group', { name: 'Currency' }), answers.price.currency);
  await act.fill(page.getByLabel(/^Price per night/), answers.price.perNight);
  if (answers.price.monthly) await act.fill(page.getByLabel(/^Monthly rate/), answers.price.monthly);
  await next(page, act, 'Rate plans');

  if (answers.weeklyDiscount) {
    await act.check(page.getByRole('checkbox', { name: 'Offer a weekly rate' }));
    await act.fill(page.getByLabel('Weekly rate discount (%)'), answers.weeklyDiscount);
  }
  await next(page, act, 'Bathrooms');

  await act.fill(page.getByLabel('Number of bathrooms'), answers.bathrooms.count);
  await act.choose(page.getByRole('group', { name: 'Are the bathrooms private or shared?' }), answers.bathrooms.privacy);
  for (const who of answers.bathrooms.sharedWith ?? []) await act.check(page.getByRole('checkbox', { name: who }));
  for (const special of answers.bathrooms.special) await act.check(page.getByRole('checkbox', { name: special }));
  await next(page, act, 'House rules and times');

  await act.fill(page.getByLabel('Check-in from'), answers.policies.checkInFrom);
  await act.fill(page.getByLabel('Check-in until'), answers.policies.checkInUntil);
  await act.fill(page.getByLabel('Check-out from'), answers.policies.checkOutFrom);
  await act.fill(page.getByLabel('Check-out until'), answers.policies.checkOutUntil);
  for (const rule of ['Are children welcome?', 'Is smoking allowed?', 'Are parties or events allowed?']) {
    await act.choose(page.getByRole('group', { name: rule }), rule.startsWith('Are children') ? 'Yes' : 'No');
  }
  await act.choose(page.getByRole('group', { name: 'Are pets allowed?' }), answers.policies.pets);
  await next(page, act, 'Languages your staff speak');

  for (const language of answers.languages) await act.check(page.getByRole('checkbox', { name: language }));
  await next(page, act, 'Parking');

  await act.choose(page.getByRole('group', { name: 'Is there parking for guests?' }), answers.parking.kind);
  if (answers.parking.kind !== 'No parking') await act.choose(page.getByRole('group', { name: 'Where is the parking?' }), 'On site');
  if (answers.parking.perDay) await act.fill(page.getByLabel(/^Parking price per day/), answers.parking.perDay);
  await next(page, act, 'Describe your place');

  await act.fill(page.getByLabel('Size (m²)'), answers.description.size);
  await act.fill(page.getByLabel('Describe your place'), answers.description.text);
  await act.fill(page.getByLabel('The neighbourhood (optional)'), answers.description.neighbourhood);
  await next(page, act, 'Highlights');

  for (const highlight of answers.highlights) await act.check(page.getByRole('checkbox', { name: highlight }));
  await next(page, act, 'New listing discount');

  await act.choose(page.getByRole('group', { name: 'Offer the new listing discount?' }), answers.newListingDiscount);
}

/** property/14 (filled) → the unit step → photos → final/01–04 → main/finish. */
export async function fillRoomsAndPayments(page: Page, act: Gestures, answers: WizardAnswers) {
  const unit = answers.unit;
  await next(page, act, unit.kind === 'unit' ? 'Rooms and beds' : 'Your room');
  await expect(page).toHaveURL(unit.kind === 'unit' ? /\/unit\/01\/\d+$/ : /\/unit\/02\/\d+$/);
  if (unit.kind === 'unit') {
    await act.press(page.getByRole('button', { name: 'Add unit' }));
    await act.fill(page.getByLabel('Unit name'), unit.name);
    await act.select(page.getByLabel('Kind of unit'), unit.category);
    for (const [index, bed] of unit.beds.entries()) {
      const bedroom = index + 1;
      if (index > 0) await act.press(page.getByRole('button', { name: 'Add bedroom' }));
      await act.select(page.getByLabel(`Bed type 1 in bedroom ${bedroom}`), bed.type);
      await act.fill(page.getByLabel(`Number of beds in bedroom ${bedroom}`), bed.count);
    }
    await act.fill(page.getByLabel('Guests'), unit.guests);
    await act.fill(page.getByLabel('Size in m² (optional)'), unit.size);
    const amenities = page.getByRole('group', { name: 'Amenities' });
    await act.press(amenities.getByRole('button', { name: /^General/ }));
    await act.check(amenities.getByRole('checkbox').first());
    await act.press(page.getByRole('button', { name: 'Save unit' }));
  } else {
    await act.press(page.getByRole('button', { name: 'Add room' }));
    await act.fill(page.getByLabel('Room name'), unit.name);
    await act.select(page.getByLabel('Bed type 1'), unit.bedType);
    await act.fill(page.getByLabel('Guests'), unit.guests);
    await act.fill(page.getByLabel(/^Price per night/), unit.price);
    await act.press(page.getByRole('button', { name: 'Save room' }));
  }
  await expect(main(page).getByText(unit.name)).toBeVisible();
  await expect(main(page).getByText('Complete', { exact: true })).toBeVisible();
  await next(page, act, 'Photos');

  const files = await photoFiles(answers.photos);
  const chooser = page.waitForEvent('filechooser');
  await act.press(page.getByLabel('Choose photos'));
  await (await chooser).setFiles(files);
  // Each finished upload leaves the upload list for the grid.
  await expect(page.getByText(answers.photos > 5 ? `${answers.photos} photos` : `${answers.photos} of 5 photos`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: /^Uploading / })).toHaveCount(0);
  await next(page, act, 'How you get paid');

  await next(page, act, 'Cancellation policy');
  await act.choose(page.getByRole('group', { name: 'Cancellation policy' }), answers.cancellation);
  await next(page, act, 'Name on invoice');

  await act.fill(page.getByLabel('Legal name'), answers.legalName);
  await next(page, act, 'Important information');

  await act.fill(page.getByLabel(/tourism registration number/), answers.importantInfo.sltda);
  await act.fill(page.getByLabel('How far is the nearest hospital or medical centre?'), answers.importantInfo.hospital);
  for (const question of ['Does the property have working smoke detectors', 'Is a first aid kit available', 'Is the drinking water filtered']) {
    await act.choose(page.getByRole('group', { name: new RegExp(`^${question}`) }), 'Yes');
  }
  await act.check(page.getByRole('checkbox', { name: 'I accept the terms and conditions for hosts' }));
  await next(page, act, 'Review and submit');
}

/** main/finish: every section complete, then Submit for review → /complete. */
export async function submitForReview(page: Page, act: Gestures) {
  await expect(page).toHaveURL(/\/main\/finish\/\d+$/);
  await expect(main(page).getByText('Everything is complete.', { exact: false })).toBeVisible();
  await act.press(main(page).getByRole('button', { name: 'Submit for review' }));
  await expectStep(page, /\/complete\/\d+$/, 'Submitted for review');
  await expect(page.getByRole('heading', { level: 2, name: 'Set your calendar' })).toBeVisible();
}
