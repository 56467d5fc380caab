import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DISTRICT_PROVINCE, districtsOf, SRI_LANKA_DISTRICTS, SRI_LANKA_PROVINCES } from '../../../src/shared/listing-districts';
import { LISTING_MESSAGES as M } from '../../../src/shared/listing-messages';
import { checkInEndsNextDay } from '../../../src/shared/listing-property-schemas';
import {
  isListingStepComplete,
  LISTING_FORM_STEP_KEYS,
  LISTING_STEP_KEYS,
  listingStepFields,
  planPaysOut,
  validateListingStep,
  type ListingRulesContext,
} from '../../../src/shared/listing-steps';

const context: ListingRulesContext = {
  planPaysOut: false,
  questions: [
    { id: 1, required: false, answerType: 'text' },
    { id: 2, required: true, answerType: 'yes_no' },
    { id: 3, required: true, answerType: 'text' },
  ],
};
const payout = { ...context, planPaysOut: true };

const VALID = {
  propertyType: { propertyTypeId: 1 },
  location: { latitude: 7.2906, longitude: 80.6337 },
  address: { street: '5 Temple Street', city: 'Kandy', district: 'Kandy', province: 'Central', postalCode: '20000' },
  name: { name: 'Hill View Homestay' },
  bookingPlan: { bookingType: 'request' },
  price: { currency: 'LKR', pricePerNight: 15000 },
  ratePlans: { nonRefundable: { enabled: false, discountPercent: null }, weekly: { enabled: true, discountPercent: 15 } },
  bathrooms: { count: 1, privacy: 'private', sharedBathroomTypeIds: [], otherBathroomTypeIds: [4] },
  policies: { checkInFrom: '12:00', checkInUntil: '20:00', checkOutFrom: '06:00', checkOutUntil: '10:00', childrenAllowed: true, petsAllowed: true, smokingAllowed: false, partiesAllowed: false },
  languages: { languageIds: [1] },
  parking: { parking: 'free', location: 'offsite', reservationNeeded: false },
  description: { sizeSqm: 45.5, description: `<p>${'Tea, mist and a view of the lake. '.repeat(4)}</p>` },
  highlights: { highlightIds: [3, 4, 5, 6, 7] },
  newListingDiscount: { optIn: false },
  payments: { bankAccount: null },
  cancellationPolicy: { cancellationPolicyId: 2 },
  invoice: { legalName: 'R. Jayasuriya', sameAsProperty: false, invoiceAddress: '5 Temple Street, Kandy', otherPartyIds: [] },
  importantInfo: { answers: [{ questionId: 2, answer: 'no' }, { questionId: 3, answer: ' 3 km ' }], termsAccepted: true },
} as const;

describe('the step table', () => {
  it('lists the 20 steps in wizard order, the 18 forms among them', () => {
    expect(LISTING_STEP_KEYS).toHaveLength(20);
    expect(LISTING_FORM_STEP_KEYS).toEqual(LISTING_STEP_KEYS.filter((k) => k !== 'units' && k !== 'photos'));
    expect(LISTING_STEP_KEYS.indexOf('units')).toBe(LISTING_STEP_KEYS.indexOf('newListingDiscount') + 1);
  });

  it('names its sections as the contract does, and every form field in the one save body', () => {
    const contract = parse(readFileSync('openapi/portal.yaml', 'utf8'));
    expect(contract.components.schemas.ListingStepKey.enum).toEqual([...LISTING_STEP_KEYS]);
    expect(contract.components.schemas.Property.properties.steps.required).toEqual([...LISTING_FORM_STEP_KEYS]);
    expect(contract.paths['/api/v1/web/properties/{propertyId}/steps/{step}']?.put?.operationId).toBe('saveListingStep');
    const accepted = Object.keys(contract.components.schemas.SaveListingStepBody.properties);
    for (const step of LISTING_FORM_STEP_KEYS) {
      for (const field of listingStepFields(step, payout)) expect(accepted, `${step}.${field}`).toContain(field);
    }
  });
});

describe('Sri Lanka districts', () => {
  it('has 25 districts in 9 provinces, every province with at least two', () => {
    expect(SRI_LANKA_DISTRICTS).toHaveLength(25);
    expect(new Set(Object.values(DISTRICT_PROVINCE))).toEqual(new Set(SRI_LANKA_PROVINCES));
    for (const province of SRI_LANKA_PROVINCES) expect(districtsOf(province).length).toBeGreaterThanOrEqual(2);
    expect(districtsOf('Northern')).toEqual(['Jaffna', 'Kilinochchi', 'Mannar', 'Vavuniya', 'Mullaitivu']);
  });
});

describe('step rules', () => {
  it.each(LISTING_FORM_STEP_KEYS)('accepts a valid %s, and its stored output passes again unchanged', (step) => {
    const ctx = context;
    const first = validateListingStep(step, VALID[step], ctx);
    expect(first).toMatchObject({ ok: true });
    if (!first.ok) return;
    expect(validateListingStep(step, first.data, ctx)).toEqual(first);
    expect(isListingStepComplete(step, first.data, ctx)).toBe(true);
  });

  it('fills the defaults a form may leave out', () => {
    expect(validateListingStep('location', VALID.location, context)).toEqual({ ok: true, data: { ...VALID.location, searchText: null } });
    expect(validateListingStep('address', VALID.address, context)).toMatchObject({ ok: true, data: { country: 'Sri Lanka' } });
    expect(validateListingStep('price', VALID.price, context)).toMatchObject({ ok: true, data: { monthlyRate: null } });
    expect(validateListingStep('parking', VALID.parking, context)).toMatchObject({ ok: true, data: { pricePerDay: null } });
    expect(validateListingStep('importantInfo', VALID.importantInfo, context)).toMatchObject({ ok: true, data: { answers: [{ answer: 'no' }, { answer: '3 km' }] } });
  });

  it('counts the description after stripping markup', () => {
    const text = 'a'.repeat(100);
    expect(validateListingStep('description', { sizeSqm: 10, description: `<p><strong>${text}</strong></p>` }, context).ok).toBe(true);
    expect(validateListingStep('description', { sizeSqm: 10, description: `<p><strong>${text.slice(1)}</strong></p>` }, context)).toEqual({
      ok: false,
      fieldMessages: { description: M.descriptionTooShort },
    });
  });

  it('needs a bank account only when the plan pays out', () => {
    expect(planPaysOut('STARTER')).toBe(false);
    expect(planPaysOut('SUPPORTIVE')).toBe(true);
    expect(planPaysOut('ALL_INCLUSIVE')).toBe(true);
    expect(validateListingStep('payments', { bankAccount: null }, payout)).toEqual({ ok: false, fieldMessages: { bankAccount: M.bankAccountRequired } });
    const account = { accountName: 'R. Jayasuriya', bankName: 'Sampath Bank', branch: 'Kandy', accountNumber: '1234-5678-90' };
    expect(validateListingStep('payments', { bankAccount: account }, payout)).toEqual({ ok: true, data: { bankAccount: { ...account, accountNumber: '1234567890' } } });
    expect(validateListingStep('payments', { bankAccount: account }, context)).toEqual({ ok: false, fieldMessages: { bankAccount: M.bankAccountNotNeeded } });
  });

  it('checks the important-info answers against the questions', () => {
    const check = (answers: { questionId: number; answer: string }[]) => validateListingStep('importantInfo', { answers, termsAccepted: true }, context);
    expect(check([{ questionId: 3, answer: 'near' }])).toEqual({ ok: false, fieldMessages: { 'questions.2': M.answerRequired } });
    expect(check([{ questionId: 2, answer: 'perhaps' }, { questionId: 3, answer: 'near' }])).toEqual({ ok: false, fieldMessages: { 'answers.0.answer': M.answerYesNo } });
    expect(check([{ questionId: 2, answer: 'yes' }, { questionId: 3, answer: 'near' }, { questionId: 3, answer: 'far' }])).toEqual({
      ok: false,
      fieldMessages: { 'answers.2.questionId': M.questionAnsweredTwice },
    });
    expect(check([{ questionId: 2, answer: 'yes' }, { questionId: 3, answer: 'near' }, { questionId: 1, answer: '' }]).ok).toBe(true);
  });

  it('lets check-in run past midnight, until 06:00 the next morning (issue 23, item 7)', () => {
    const policies = (checkInFrom: string, checkInUntil: string) => validateListingStep('policies', { ...VALID.policies, checkInFrom, checkInUntil }, context);
    for (const until of ['00:00', '01:00', '02:30', '06:00']) expect(policies('14:00', until).ok, until).toBe(true);
    expect(policies('14:00', '06:01')).toEqual({ ok: false, fieldMessages: { checkInUntil: M.checkInOrder } });
    expect(policies('14:00', '13:00')).toEqual({ ok: false, fieldMessages: { checkInUntil: M.checkInOrder } });
    expect(policies('14:00', '14:00')).toEqual({ ok: false, fieldMessages: { checkInUntil: M.checkInOrder } });
    // Check-out stays within its morning: no window past midnight there.
    expect(validateListingStep('policies', { ...VALID.policies, checkOutFrom: '10:00', checkOutUntil: '01:00' }, context).ok).toBe(false);
    expect(checkInEndsNextDay('14:00', '01:00')).toBe(true);
    expect(checkInEndsNextDay('14:00', '22:00')).toBe(false);
  });

  it('reports the first problem of each field, keyed by its path', () => {
    expect(validateListingStep('policies', { ...VALID.policies, checkInUntil: '11:00', checkOutFrom: 'noon' }, context)).toEqual({
      ok: false,
      fieldMessages: { checkInUntil: M.checkInOrder, checkOutFrom: M.timeInvalid },
    });
    expect(validateListingStep('ratePlans', { ...VALID.ratePlans, nonRefundable: { enabled: true } }, context)).toEqual({
      ok: false,
      fieldMessages: { 'nonRefundable.discountPercent': M.discountRequired },
    });
  });

  it('counts a step with no data, or data that no longer passes, as incomplete', () => {
    expect(isListingStepComplete('name', null, context)).toBe(false);
    expect(isListingStepComplete('payments', { bankAccount: null }, payout)).toBe(false);
    expect(isListingStepComplete('name', { name: 'x'.repeat(101) }, context)).toBe(false);
  });
});
