import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileEnglishMessage } from '../../../src/app/i18n/english-messages';
import { stepById } from '../../../machines/wizard-steps';
import { isFocusedWizardPath } from '../../../src/app/route-paths';
import { drawingFor } from '../../../src/screens/wizard/steps/property-type-icons';
import { listingUnitNoun, sectionSummary } from '../../../src/screens/wizard/steps/live-listing-summary';
import { partLine } from '../../../src/screens/wizard/wizard-progress';

// English as the app has it: the source texts, compiled by the app's English compiler.
const english = setupI18n({ locale: 'en', messages: { en: {} } });
english.setMessagesCompiler(compileEnglishMessage);

describe("the wizard's slim header", () => {
  it.each([
    ['property/05', 'Part 1 of 3 · Your property'],
    ['unit/01', 'Part 2 of 3 · Rooms and photos'],
    ['image/01', 'Part 2 of 3 · Rooms and photos'],
    ['final/03', 'Part 3 of 3 · Payments and policies'],
    ['start', 'List your property'],
    ['main/finish', 'List your property'],
  ])('names the part of %s: %s', (id, line) => {
    expect(partLine(english, stepById(id)!, false)).toBe(line);
  });

  it("says 'Your listing' on a live listing's summary", () => {
    expect(partLine(english, stepById('main/finish')!, true)).toBe('Your listing');
  });

  it.each([
    ['/start', true],
    ['/property/01', true],
    ['/property/07/12', true],
    ['/main/finish/12', true],
    ['/complete/12', false],
    ['/draft-listing', false],
    ['/dashboard', false],
    // A path no step has reaches the wizard shell, which shows the not-found screen (without the layout).
    ['/property/07', true],
    ['/property', false],
    ['/complete', false],
  ])('%s shows the slim header: %s', (path, focused) => {
    expect(isFocusedWizardPath(path)).toBe(focused);
  });
});

describe('property type tiles', () => {
  it.each([
    ['Villa', 'villa'],
    ['Apartment', 'apartment'],
    ['Guest House', 'guestHouse'],
    ['Boutique Hotel', 'hotel'],
    ['Bungalow', 'bungalow'],
    ['Cabana', 'cabana'],
    ['Tree House', 'treeHouse'],
    ['Homestay', 'homestay'],
    ['Room', 'room'],
    ['Eco Lodge', 'ecoLodge'],
    ['Tea Estate Bungalow', 'teaEstate'],
    ['Beach House', 'beach'],
    ['Resort', 'resort'],
    ['Hostel', 'hostel'],
    ['Farm Stay', 'farm'],
    ['Camping & Glamping', 'tent'],
  ])('draws %s as %s', (name, drawing) => {
    expect(drawingFor(name)).toBe(drawing);
  });

  it.each(['Houseboat', 'Lighthouse', '', 'Mushroom cave'])('gives %j, a name with no known word, the plain building', (name) => {
    expect(drawingFor(name)).toBe('building');
  });
});

describe("the live listing editor's count of units", () => {
  const types = [
    { id: 1, name: 'Villa' },
    { id: 3, name: 'Guest House' },
  ];
  const extra = (unitNoun: ReturnType<typeof listingUnitNoun>, unitCount: number) => ({ unitCount, photoCount: 0, unitNoun });
  const listingOf = (propertyTypeId: number, isPropertyTypeRoomOrHomeStay = false) => ({ isPropertyTypeRoomOrHomeStay, steps: { propertyType: { propertyTypeId } } });

  it('says rooms for a guest house and units for a villa, by the unit noun', () => {
    expect(sectionSummary(english, 'units', null, extra(listingUnitNoun(listingOf(3), types), 2))).toBe('2 rooms');
    expect(sectionSummary(english, 'units', null, extra(listingUnitNoun(listingOf(1), types), 1))).toBe('1 unit');
    expect(sectionSummary(english, 'units', null, extra(listingUnitNoun(listingOf(1, true), null), 1))).toBe('1 room');
  });

  it('says "rooms or units" only while the type is not known', () => {
    expect(listingUnitNoun(listingOf(1), null)).toBeNull();
    expect(sectionSummary(english, 'units', null, extra(null, 2))).toBe('2 rooms or units');
    expect(sectionSummary(english, 'units', null, extra('unit', 0))).toBe('None yet');
  });
});

describe("the live listing editor's section summaries (issue 27)", () => {
  const extra = { unitCount: 0, photoCount: 1234, unitNoun: null };
  const say = (i18n: typeof english, key: Parameters<typeof sectionSummary>[1], data: unknown) => sectionSummary(i18n, key, data, extra);

  it('reads word for word in English', () => {
    expect(say(english, 'price', { pricePerNight: 45, currency: 'USD' })).toBe('USD 45 a night');
    expect(say(english, 'price', { pricePerNight: 12345.5, currency: 'LKR' })).toBe('LKR 12,345.50 a night');
    expect(say(english, 'highlights', { highlightIds: [1, 2, 3] })).toBe('3 highlights');
    expect(say(english, 'highlights', { highlightIds: [1] })).toBe('1 highlight');
    expect(say(english, 'languages', { languageIds: [] })).toBe('0 languages');
    expect(say(english, 'name', null)).toBe('Not set');
    expect(say(english, 'photos', null)).toBe('1,234');
    expect(say(english, 'importantInfo', { termsAccepted: false })).toBe('Terms not accepted');
    expect(say(english, 'importantInfo', { termsAccepted: true, answers: [1] })).toBe('1 answer, terms accepted');
    expect(say(english, 'bathrooms', { count: 2, privacy: 'shared' })).toBe('2 bathrooms, shared');
    expect(say(english, 'bathrooms', { count: 1, privacy: 'private' })).toBe('1 bathroom, private');
    expect(say(english, 'ratePlans', {})).toBe('Standard rate only');
    expect(say(english, 'ratePlans', { nonRefundable: { enabled: true, discountPercent: 10 }, weekly: { enabled: true, discountPercent: null } })).toBe(
      'Non-refundable 10 % off, Weekly 0 % off',
    );
    expect(say(english, 'ratePlans', { weekly: { enabled: true, discountPercent: 5 } })).toBe('Weekly 5 % off');
    expect(say(english, 'policies', { checkInFrom: '14:00', checkOutUntil: '11:00' })).toBe('Check-in from 14:00, check-out until 11:00');
    expect(say(english, 'parking', { parking: 'free' })).toBe('Free parking');
    expect(say(english, 'newListingDiscount', { optIn: false })).toBe('Not offered');
    expect(say(english, 'payments', { bankAccount: { bankName: 'BOC', accountNumber: '1234 5678 9012' } })).toBe('BOC, account ending 9012');
    expect(say(english, 'payments', { bankAccount: null })).toBe('No bank account needed');
    expect(say(english, 'bookingPlan', { bookingType: 'instant' })).toBe('Instant booking');
    expect(say(english, 'propertyType', { propertyTypeId: 9 })).toBe('Chosen');
    expect(say(english, 'name', { name: 'Sea View' })).toBe('Sea View');
  });

  it('reads in Tamil and Sinhala, amounts grouped as each language writes them', async () => {
    const ta = (await import('../../../src/locales/ta/messages.po')).messages;
    const si = (await import('../../../src/locales/si/messages.po')).messages;
    const tamil = setupI18n({ locale: 'ta', messages: { ta } });
    const sinhala = setupI18n({ locale: 'si', messages: { si } });
    expect(say(tamil, 'price', { pricePerNight: 1234567.5, currency: 'LKR' })).toBe('ஓர் இரவுக்கு LKR 12,34,567.50');
    expect(say(tamil, 'highlights', { highlightIds: [1, 2, 3] })).toBe('3 சிறப்பம்சங்கள்');
    expect(say(tamil, 'importantInfo', { termsAccepted: false })).toBe('விதிமுறைகள் ஏற்கப்படவில்லை');
    expect(say(tamil, 'ratePlans', { nonRefundable: { enabled: true, discountPercent: 10 }, weekly: { enabled: true, discountPercent: 5 } })).toBe(
      'திருப்பித் தரப்படாதது, 10 % தள்ளுபடி, வாராந்திரம், 5 % தள்ளுபடி',
    );
    expect(say(sinhala, 'price', { pricePerNight: 45, currency: 'USD' })).toBe('රාත්‍රියකට USD 45');
    expect(say(sinhala, 'name', null)).toBe('සකසා නැත');
  });
});
