import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { LISTING_FORM_STEP_KEYS, type ListingFormStepKey } from '../../src/shared/listing-steps';
import { expectErrorShape } from './helpers/expect-error-shape';
import { BANK_ACCOUNT, listing, loadReferenceIds, propertyOf, validSteps, type ListingReferenceIds, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let admin: TestUser;
let refs: ListingReferenceIds;
let valid: ReturnType<typeof validSteps>;
let starter: Property;
let fullService: Property;
let calls: ReturnType<typeof listing>;

beforeAll(async () => {
  t = await buildTestApp();
  calls = listing(t);
  [host, admin] = await Promise.all([t.createUser(), t.createUser({ role: 'ADMIN' })]);
  refs = await loadReferenceIds(t, host);
  valid = validSteps(refs);
  starter = propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
  // Full Service pays out, so its payments step needs a bank account; only admins start on it.
  fullService = propertyOf(await calls.create(admin, { propertyTypeId: refs.villa, planId: 3 }), 201);
});
afterAll(() => t?.close());

async function current(id = starter.id) {
  return propertyOf(await calls.get(host.role === 'HOST' && id === starter.id ? host : admin, id));
}

async function saveStep(step: ListingFormStepKey, fields: Record<string, unknown>, id = starter.id) {
  const before = await current(id);
  const user = id === starter.id ? host : admin;
  return { before, response: await calls.save(user, id, step, { version: before.version, ...fields }) };
}

describe('saving each wizard step', () => {
  it.each(LISTING_FORM_STEP_KEYS)('saves a valid %s, raises the version by one and marks the step complete', async (step) => {
    const { before, response } = await saveStep(step, valid[step]);
    const saved = propertyOf(response);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.completion[step]).toBe(true);
    expect(saved.steps[step]).toMatchObject(step === 'payments' ? { bankAccount: null } : stored(step));
    // Read back: the same data survives the round trip through the database.
    expect((await current()).steps[step]).toEqual(saved.steps[step]);
  });

  it('stores text trimmed, the country, and the account number as digits', async () => {
    const name = propertyOf((await saveStep('name', { name: '  Palm Shade Villa  ' })).response);
    expect(name.steps.name).toEqual({ name: 'Palm Shade Villa' });
    expect(name.name).toBe('Palm Shade Villa');
    const address = propertyOf((await saveStep('address', valid.address)).response);
    expect(address.steps.address?.country).toBe('Sri Lanka');
    const payments = propertyOf((await saveStep('payments', { bankAccount: BANK_ACCOUNT }, fullService.id)).response);
    expect(payments.steps.payments).toEqual({ bankAccount: { ...BANK_ACCOUNT, accountNumber: '008512345678' } });
    expect(payments.completion.payments).toBe(true);
  });

  it('drops answers that the choice makes irrelevant', async () => {
    const parking = propertyOf((await saveStep('parking', { parking: 'none', pricePerDay: 5, location: 'onsite', reservationNeeded: true })).response);
    expect(parking.steps.parking).toEqual({ parking: 'none', pricePerDay: null, location: null, reservationNeeded: false });
    const bathrooms = propertyOf((await saveStep('bathrooms', { ...valid.bathrooms, privacy: 'private' })).response);
    expect(bathrooms.steps.bathrooms?.sharedBathroomTypeIds).toEqual([]);
    const invoice = propertyOf((await saveStep('invoice', { ...valid.invoice, sameAsProperty: true, invoiceAddress: 'Old address' })).response);
    expect(invoice.steps.invoice?.invoiceAddress).toBeNull();
    const rates = propertyOf((await saveStep('ratePlans', { ...valid.ratePlans, weekly: { enabled: false, discountPercent: 15 } })).response);
    expect(rates.steps.ratePlans?.weekly).toEqual({ enabled: false, discountPercent: null });
  });
});

function stored(step: ListingFormStepKey) {
  if (step === 'address') return { ...valid.address, country: 'Sri Lanka' };
  return valid[step];
}

const long = (n: number) => 'x'.repeat(n);
const paragraph = (n: number) => `<p>${'a'.repeat(n)}</p>`;

// [step, what changes, field, message]: each rule of each step, refused with its own message.
type Case = [ListingFormStepKey, (v: ReturnType<typeof validSteps>, r: ListingReferenceIds) => Record<string, unknown>, string, string];
const CASES: Case[] = [
  ['propertyType', () => ({ propertyTypeId: 99_999 }), 'propertyTypeId', M.propertyTypeUnknown],
  ['location', (v) => ({ ...v.location, latitude: 5.8 }), 'latitude', M.latitudeOutsideSriLanka],
  ['location', (v) => ({ ...v.location, latitude: 10 }), 'latitude', M.latitudeOutsideSriLanka],
  ['location', (v) => ({ ...v.location, longitude: 79.4 }), 'longitude', M.longitudeOutsideSriLanka],
  ['location', (v) => ({ ...v.location, longitude: 82 }), 'longitude', M.longitudeOutsideSriLanka],
  ['location', (v) => ({ ...v.location, searchText: long(201) }), 'searchText', M.searchTextTooLong],
  ['address', (v) => ({ ...v.address, street: '' }), 'street', M.streetRequired],
  ['address', (v) => ({ ...v.address, street: '   ' }), 'street', M.streetRequired],
  ['address', (v) => ({ ...v.address, street: long(201) }), 'street', M.streetTooLong],
  ['address', (v) => ({ ...v.address, city: '' }), 'city', M.cityRequired],
  ['address', (v) => ({ ...v.address, city: long(101) }), 'city', M.cityTooLong],
  ['address', (v) => ({ ...v.address, district: 'Atlantis' }), 'district', M.districtUnknown],
  ['address', (v) => ({ ...v.address, province: 'Coastal' }), 'province', M.provinceUnknown],
  ['address', (v) => ({ ...v.address, province: 'Western' }), 'province', 'Galle District is in the Southern Province, not the Western Province'],
  ['description', (v) => ({ ...v.description, description: `<p>${'&nbsp; '.repeat(60)}</p>` }), 'description', M.descriptionBlank],
  ['address', (v) => ({ ...v.address, postalCode: '8060' }), 'postalCode', M.postalCodeInvalid],
  ['address', (v) => ({ ...v.address, postalCode: 'GL806' }), 'postalCode', M.postalCodeInvalid],
  ['address', (v) => ({ ...v.address, country: 'India' }), 'country', M.countryFixed],
  ['name', () => ({ name: '' }), 'name', M.nameRequired],
  ['name', () => ({ name: '    ' }), 'name', M.nameSpaces],
  ['name', () => ({ name: long(101) }), 'name', M.nameTooLong],
  ['price', (v) => ({ ...v.price, pricePerNight: 0 }), 'pricePerNight', M.pricePositive],
  ['price', (v) => ({ ...v.price, pricePerNight: -20 }), 'pricePerNight', M.pricePositive],
  ['price', (v) => ({ ...v.price, pricePerNight: 85.555 }), 'pricePerNight', M.priceCents],
  ['price', (v) => ({ ...v.price, pricePerNight: 10_000.01 }), 'pricePerNight', M.priceTooHigh],
  ['price', (v) => ({ ...v.price, currency: 'LKR', pricePerNight: 3_000_001 }), 'pricePerNight', M.priceTooHigh],
  ['price', (v) => ({ ...v.price, monthlyRate: 0 }), 'monthlyRate', M.monthlyRatePositive],
  ['price', (v) => ({ ...v.price, monthlyRate: 100_001 }), 'monthlyRate', M.monthlyRateTooHigh],
  ['price', (v) => ({ ...v.price, currency: 'LKR', pricePerNight: 45, monthlyRate: null }), 'pricePerNight', M.priceTooLow],
  ['price', (v) => ({ ...v.price, currency: 'LKR', pricePerNight: 999.99, monthlyRate: null }), 'pricePerNight', M.priceTooLow],
  ['price', (v) => ({ ...v.price, currency: 'USD', pricePerNight: 4.99, monthlyRate: null }), 'pricePerNight', M.priceTooLow],
  ['price', (v) => ({ ...v.price, pricePerNight: 85.5, monthlyRate: 85.49 }), 'monthlyRate', M.monthlyRateBelowNightly],
  ['ratePlans', (v) => ({ ...v.ratePlans, nonRefundable: { enabled: true, discountPercent: null } }), 'nonRefundable.discountPercent', M.discountRequired],
  ['ratePlans', (v) => ({ ...v.ratePlans, weekly: { enabled: true, discountPercent: 51 } }), 'weekly.discountPercent', M.discountRange],
  ['ratePlans', (v) => ({ ...v.ratePlans, weekly: { enabled: true, discountPercent: 0 } }), 'weekly.discountPercent', M.discountRange],
  ['ratePlans', (v) => ({ ...v.ratePlans, weekly: { enabled: true, discountPercent: 7.5 } }), 'weekly.discountPercent', M.discountRange],
  ['bathrooms', (v) => ({ ...v.bathrooms, count: 51 }), 'count', M.bathroomCountRange],
  ['bathrooms', (v) => ({ ...v.bathrooms, count: 1.5 }), 'count', M.bathroomCountRange],
  ['bathrooms', (v) => ({ ...v.bathrooms, count: -1 }), 'count', M.bathroomCountRange],
  ['bathrooms', (v) => ({ ...v.bathrooms, sharedBathroomTypeIds: [] }), 'sharedBathroomTypeIds', M.sharedBathroomTypesRequired],
  ['bathrooms', (v, r) => ({ ...v.bathrooms, sharedBathroomTypeIds: [r.otherBathroomTypes[0]] }), 'sharedBathroomTypeIds.0', M.bathroomTypeUnknown],
  ['bathrooms', (v, r) => ({ ...v.bathrooms, otherBathroomTypeIds: [r.otherBathroomTypes[1], r.otherBathroomTypes[1]] }), 'otherBathroomTypeIds', M.duplicateChoice],
  ['policies', (v) => ({ ...v.policies, checkInFrom: '2pm' }), 'checkInFrom', M.timeInvalid],
  ['policies', (v) => ({ ...v.policies, checkOutUntil: '24:00' }), 'checkOutUntil', M.timeInvalid],
  ['policies', (v) => ({ ...v.policies, checkInUntil: '13:00' }), 'checkInUntil', M.checkInOrder],
  ['policies', (v) => ({ ...v.policies, checkOutUntil: '06:30' }), 'checkOutUntil', M.checkOutOrder],
  ['languages', () => ({ languageIds: [] }), 'languageIds', M.languagesRequired],
  ['languages', () => ({ languageIds: [99_999] }), 'languageIds.0', M.languageUnknown],
  ['languages', (_, r) => ({ languageIds: [r.languages[0], r.languages[0]] }), 'languageIds', M.duplicateChoice],
  ['parking', (v) => ({ ...v.parking, pricePerDay: null }), 'pricePerDay', M.parkingPriceRequired],
  ['parking', (v) => ({ ...v.parking, pricePerDay: 0 }), 'pricePerDay', M.parkingPricePositive],
  ['parking', (v) => ({ ...v.parking, pricePerDay: 100_001 }), 'pricePerDay', M.parkingPriceTooHigh],
  ['parking', (v) => ({ ...v.parking, parking: 'free', location: null }), 'location', M.parkingLocationRequired],
  ['description', (v) => ({ ...v.description, sizeSqm: 0 }), 'sizeSqm', M.sizePositive],
  ['description', (v) => ({ ...v.description, sizeSqm: 100_001 }), 'sizeSqm', M.sizeTooLarge],
  ['description', (v) => ({ ...v.description, description: paragraph(99) }), 'description', M.descriptionTooShort],
  ['description', (v) => ({ ...v.description, description: `<p>${'a'.repeat(90)}</p><p><br></p><strong></strong>` }), 'description', M.descriptionTooShort],
  ['description', (v) => ({ ...v.description, description: paragraph(2001) }), 'description', M.descriptionTooLong],
  ['description', (v) => ({ ...v.description, description: `${v.description.description}<a href="https://x.example">x</a>` }), 'description', M.descriptionMarkup],
  ['description', (v) => ({ ...v.description, description: `${v.description.description}<script>alert(1)</script>` }), 'description', M.descriptionMarkup],
  ['description', (v) => ({ ...v.description, description: `<p style="color:red">${'a'.repeat(120)}</p>` }), 'description', M.descriptionMarkup],
  ['description', (v) => ({ ...v.description, neighbourhood: long(1001) }), 'neighbourhood', M.neighbourhoodTooLong],
  ['highlights', () => ({ highlightIds: [] }), 'highlightIds', M.highlightsRequired],
  ['highlights', (_, r) => ({ highlightIds: r.highlights.slice(0, 6) }), 'highlightIds', M.highlightsTooMany],
  ['highlights', () => ({ highlightIds: [99_999] }), 'highlightIds.0', M.highlightUnknown],
  ['payments', () => ({ bankAccount: BANK_ACCOUNT }), 'bankAccount', M.bankAccountNotNeeded],
  ['cancellationPolicy', () => ({ cancellationPolicyId: 99_999 }), 'cancellationPolicyId', M.cancellationPolicyUnknown],
  ['invoice', (v) => ({ ...v.invoice, legalName: ' ' }), 'legalName', M.legalNameRequired],
  ['invoice', (v) => ({ ...v.invoice, legalName: long(151) }), 'legalName', M.legalNameTooLong],
  ['invoice', (v) => ({ ...v.invoice, sameAsProperty: false, invoiceAddress: null }), 'invoiceAddress', M.invoiceAddressRequired],
  ['invoice', (v) => ({ ...v.invoice, sameAsProperty: false, invoiceAddress: long(301) }), 'invoiceAddress', M.invoiceAddressTooLong],
  ['invoice', (v) => ({ ...v.invoice, otherPartyIds: [99_999] }), 'otherPartyIds.0', M.otherPartyUnknown],
  ['importantInfo', (v) => ({ ...v.importantInfo, termsAccepted: false }), 'termsAccepted', M.termsRequired],
  ['importantInfo', (v) => ({ ...v.importantInfo, answers: [...answers(v), { questionId: 99_999, answer: 'yes' }] }), `answers.${9}.questionId`, M.questionUnknown],
  ['importantInfo', (v) => ({ ...v.importantInfo, answers: [...answers(v), answers(v)[0]] }), `answers.${9}.questionId`, M.questionAnsweredTwice],
  ['importantInfo', (v, r) => ({ ...v.importantInfo, answers: answers(v).map((a) => (a.questionId === yesNoRequired(r) ? { ...a, answer: 'maybe' } : a)) }), 'answers.YESNO.answer', M.answerYesNo],
  ['importantInfo', (v, r) => ({ ...v.importantInfo, answers: answers(v).map((a) => (a.questionId === yesNoRequired(r) ? { ...a, answer: '  ' } : a)) }), 'answers.YESNO.answer', M.answerRequired],
  ['importantInfo', (v, r) => ({ ...v.importantInfo, answers: answers(v).filter((a) => a.questionId !== yesNoRequired(r)) }), 'questions.REQUIRED', M.answerRequired],
];

const answers = (v: ReturnType<typeof validSteps>) => v.importantInfo.answers as { questionId: number; answer: string }[];
const yesNoRequired = (r: ListingReferenceIds) => r.questions.find((q) => q.required && q.answerType === 'yes_no')!.id;

describe('each step refuses what breaks its rules with 422, a message per field, and changes nothing', () => {
  const table = CASES.map(([step, change, field, message]) => ({ step, change, field, message }));
  it.each(table)('$step: $field → $message', async ({ step, change, field, message }) => {
    const fields = change(valid, refs);
    const index = answers(valid).findIndex((a) => a.questionId === yesNoRequired(refs));
    const key = field.replace('YESNO', String(index)).replace('REQUIRED', String(yesNoRequired(refs)));
    const { before, response } = await saveStep(step, fields);
    const body = expectErrorShape(response, 422);
    expect(body.error.fields?.[key], JSON.stringify(body.error.fields)).toBe(message);
    expect((body.message as Record<string, string>)[key]).toBe(message);
    const after = await current();
    expect(after.version).toBe(before.version);
    expect(after.steps).toEqual(before.steps);
  });

  it('asks for a bank account on a plan that pays out, and checks the account number', async () => {
    const missing = (await saveStep('payments', { bankAccount: null }, fullService.id)).response;
    expect(expectErrorShape(missing, 422).error.fields).toEqual({ bankAccount: M.bankAccountRequired });
    const bad = (await saveStep('payments', { bankAccount: { ...BANK_ACCOUNT, accountNumber: '12-ab' } }, fullService.id)).response;
    expect(expectErrorShape(bad, 422).error.fields).toEqual({ 'bankAccount.accountNumber': M.accountNumberInvalid });
    const blank = (await saveStep('payments', { bankAccount: { ...BANK_ACCOUNT, bankName: '' } }, fullService.id)).response;
    expect(expectErrorShape(blank, 422).error.fields).toEqual({ 'bankAccount.bankName': M.bankNameRequired });
  });
});

describe('each step refuses fields the contract does not list', () => {
  it.each(LISTING_FORM_STEP_KEYS)('%s: an unknown field, a status or an owner answers 400 and changes nothing', async (step) => {
    for (const extra of [{ colour: 'blue' }, { status: 'listed' }, { ownerId: admin.id }]) {
      const { before, response } = await saveStep(step, { ...valid[step], ...extra });
      const body = expectErrorShape(response, 400);
      expect(body.error.error_message).toBe(`${Object.keys(extra)[0]} is not an accepted field`);
      expect((await current()).version).toBe(before.version);
    }
  });

  it.each(LISTING_FORM_STEP_KEYS)('%s: a body without version answers 400', async (step) => {
    const response = await calls.save(host, starter.id, step, valid[step]);
    expect(expectErrorShape(response, 400).error.error_message).toBe('version is required');
  });
});

describe('the one step save, PUT …/steps/{step}', () => {
  const put = (step: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/v1/web/properties/${starter.id}/steps/${step}`, headers: t.authFor(host), payload });

  it.each(['colour', 'units', 'photos', 'finish', 'rate-plans'])('answers 404 for %s, which names no form step, and changes nothing', async (step) => {
    const before = await current();
    const response = await put(step, { version: before.version, ...valid.name });
    expect(expectErrorShape(response, 404).error.error_message).toBe('That step was not found');
    expect((await current()).version).toBe(before.version);
  });

  it('refuses with 400 a field another step has, and changes nothing', async () => {
    const before = await current();
    const response = await put('name', { version: before.version, ...valid.name, bookingType: 'instant' });
    const body = expectErrorShape(response, 400);
    expect(body.error.error_message).toBe('bookingType is not an accepted field');
    expect(body.error.fields).toEqual({ bookingType: 'bookingType is not an accepted field' });
    expect((await current()).version).toBe(before.version);
  });
});
