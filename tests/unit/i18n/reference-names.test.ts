/**
 * Reference items the server names in English (issue 27): the client's table shows an amenity, an
 * amenity group and a bed type in the active language by its English name, and an item it does not
 * know (added on the server later) as the server named it. The same for the items with a line of
 * description (highlights, cancellation policies, other parties) and the important-info questions.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cancellationPolicyTexts, highlightTexts, otherPartyTexts, questionTexts } from '../../../src/components/listing-reference-texts';
import { amenityCategoryName, amenityName, bathroomTypeName, bedTypeName, unitCategoryName } from '../../../src/components/reference-names';
import { AMENITY_CATEGORIES } from '../../../src/server/db/seed/amenity-data';
import { BATHROOM_TYPES, BEDROOM_TYPES, CANCELLATION_POLICIES, HIGHLIGHTS, OTHER_PARTIES, QUESTIONS, UNIT_CATEGORIES } from '../../../src/server/db/seed/reference-data';

async function tamil() {
  const { messages } = await import('../../../src/locales/ta/messages.po');
  return setupI18n({ locale: 'ta', messages: { ta: messages } });
}

describe('reference names in the active language', () => {
  it('shows an amenity, its group and a bed type in Tamil', async () => {
    const i18n = await tamil();
    expect(amenityName(i18n, { name: 'Air conditioning' })).toBe('குளிரூட்டி');
    expect(amenityName(i18n, { name: "Children's pool" })).toBe('சிறுவர் நீச்சல் குளம்');
    expect(amenityCategoryName(i18n, { name: 'Kitchen' })).toBe('சமையலறை');
    expect(bedTypeName(i18n, { name: 'King bed' })).toBe('கிங் கட்டில்');
    expect(unitCategoryName(i18n, { name: 'Double room' })).toBe('இரட்டை அறை');
    expect(bathroomTypeName(i18n, { name: 'Hot water shower' })).toBe('சுடுநீர் ஷவர்');
  });

  it('falls back to the server’s name for an item the table does not know', async () => {
    const i18n = await tamil();
    expect(amenityName(i18n, { name: 'Helipad' })).toBe('Helipad');
    expect(bedTypeName(i18n, { name: 'Water bed' })).toBe('Water bed');
  });

  it('knows every amenity, group, bed type, unit category and bathroom type the server seeds, and says each in English as the server does', async () => {
    const i18n = await tamil();
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const category of AMENITY_CATEGORIES) {
      expect(amenityCategoryName(i18n, category), category.name).not.toBe(category.name);
      expect(amenityCategoryName(english, category)).toBe(category.name);
      for (const name of category.amenities) {
        // Wi-Fi is Wi-Fi in every language.
        if (name !== 'Wi-Fi') expect(amenityName(i18n, { name }), name).not.toBe(name);
        expect(amenityName(english, { name })).toBe(name);
      }
    }
    for (const [list, name] of [
      [BEDROOM_TYPES, bedTypeName],
      [UNIT_CATEGORIES, unitCategoryName],
      [BATHROOM_TYPES, bathroomTypeName],
    ] as const) {
      for (const item of list) {
        expect(name(i18n, item), item.name).not.toBe(item.name);
        expect(name(english, item)).toBe(item.name);
      }
    }
  });
});

describe('reference items with a description, in the active language', () => {
  it('shows a highlight, a cancellation policy, another party and a question in Tamil', async () => {
    const i18n = await tamil();
    expect(highlightTexts(i18n, { name: 'Beachfront', description: 'Steps from the sand.' })).toEqual({ name: 'கடற்கரையோரம்', description: 'மணலிலிருந்து சில அடி தூரத்தில்.' });
    expect(cancellationPolicyTexts(i18n, CANCELLATION_POLICIES[2]).name).toBe('கண்டிப்பானது');
    expect(otherPartyTexts(i18n, { name: 'Co-owner' })).toEqual({ name: 'இணை உரிமையாளர்' });
    expect(questionTexts(i18n, { question: 'Is a first aid kit available to guests?' })).toEqual({ question: 'விருந்தினர்களுக்கு முதலுதவிப் பெட்டி உள்ளதா?' });
  });

  it('falls back to the server’s words for an item the tables do not know, and shows no description the server did not send', async () => {
    const i18n = await tamil();
    expect(highlightTexts(i18n, { name: 'Hot springs', description: 'Natural hot water pools.' })).toEqual({ name: 'Hot springs', description: 'Natural hot water pools.' });
    expect(cancellationPolicyTexts(i18n, { name: 'Super strict', description: 'Nothing back, ever.' })).toEqual({ name: 'Super strict', description: 'Nothing back, ever.' });
    expect(otherPartyTexts(i18n, { name: 'Accountant' })).toEqual({ name: 'Accountant' });
    expect(questionTexts(i18n, { question: 'Is there a lift?', hint: 'For guests with wheelchairs.' })).toEqual({ question: 'Is there a lift?', hint: 'For guests with wheelchairs.' });
    expect(highlightTexts(i18n, { name: 'Beachfront' })).toEqual({ name: 'கடற்கரையோரம்' });
    // Terms changed on the server: the known name is translated, the new terms show as the server words them.
    expect(cancellationPolicyTexts(i18n, { name: 'Flexible', description: 'Free cancellation until 2 days before check-in.' })).toEqual({
      name: 'நெகிழ்வானது',
      description: 'Free cancellation until 2 days before check-in.',
    });
  });

  it('knows every highlight, cancellation policy, other party and question the server seeds, and says each in English as the server does', async () => {
    const i18n = await tamil();
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const [list, texts] of [
      [HIGHLIGHTS, highlightTexts],
      [CANCELLATION_POLICIES, cancellationPolicyTexts],
      [OTHER_PARTIES, otherPartyTexts],
    ] as const) {
      for (const item of list) {
        const tamilTexts = texts(i18n, item);
        expect(tamilTexts.name, item.name).not.toBe(item.name);
        expect(tamilTexts.description, item.description).not.toBe(item.description);
        expect(texts(english, item)).toEqual({ name: item.name, description: item.description });
      }
    }
    for (const item of QUESTIONS) {
      const seeded = { question: item.question, ...('hint' in item ? { hint: item.hint } : {}) };
      const tamilTexts = questionTexts(i18n, seeded);
      expect(tamilTexts.question, item.question).not.toBe(item.question);
      if ('hint' in item) expect(tamilTexts.hint, item.hint).not.toBe(item.hint);
      expect(questionTexts(english, seeded)).toEqual(seeded);
    }
  });
});
