import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Names of reference items the server sends in English, shown in the active language by a stable
 * key: a language by its code, a property type by its name (unique in the database, and what the
 * type's drawing keys on too), an amenity, an amenity group, a bed type, a unit category and a
 * bathroom type by their English names
 * (src/server/db/seed/amenity-data.ts and reference-data.ts). An item these maps do not know
 * (one added on the server later) shows the server's name; the API is unchanged.
 */
const LANGUAGE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  en: msg({ message: 'English', context: 'language' }),
  si: msg({ message: 'Sinhala', context: 'language' }),
  ta: msg({ message: 'Tamil', context: 'language' }),
  de: msg({ message: 'German', context: 'language' }),
  fr: msg({ message: 'French', context: 'language' }),
  ru: msg({ message: 'Russian', context: 'language' }),
  zh: msg({ message: 'Chinese', context: 'language' }),
  ja: msg({ message: 'Japanese', context: 'language' }),
  hi: msg({ message: 'Hindi', context: 'language' }),
  it: msg({ message: 'Italian', context: 'language' }),
  nl: msg({ message: 'Dutch', context: 'language' }),
  es: msg({ message: 'Spanish', context: 'language' }),
  ar: msg({ message: 'Arabic', context: 'language' }),
  ko: msg({ message: 'Korean', context: 'language' }),
  uk: msg({ message: 'Ukrainian', context: 'language' }),
  pl: msg({ message: 'Polish', context: 'language' }),
};

const PROPERTY_TYPE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Villa: msg({ message: 'Villa', context: 'property type' }),
  Apartment: msg({ message: 'Apartment', context: 'property type' }),
  'Guest House': msg({ message: 'Guest House', context: 'property type' }),
  'Boutique Hotel': msg({ message: 'Boutique Hotel', context: 'property type' }),
  Bungalow: msg({ message: 'Bungalow', context: 'property type' }),
  Cabana: msg({ message: 'Cabana', context: 'property type' }),
  'Tree House': msg({ message: 'Tree House', context: 'property type' }),
  Homestay: msg({ message: 'Homestay', context: 'property type' }),
  Room: msg({ message: 'Room', context: 'property type' }),
  'Eco Lodge': msg({ message: 'Eco Lodge', context: 'property type' }),
  'Tea Estate Bungalow': msg({ message: 'Tea Estate Bungalow', context: 'property type' }),
  'Beach House': msg({ message: 'Beach House', context: 'property type' }),
  Resort: msg({ message: 'Resort', context: 'property type' }),
  Hostel: msg({ message: 'Hostel', context: 'property type' }),
  'Farm Stay': msg({ message: 'Farm Stay', context: 'property type' }),
  'Camping & Glamping': msg({ message: 'Camping & Glamping', context: 'property type' }),
};


const AMENITY_CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  General: msg({ message: 'General', context: 'amenity group' }),
  Kitchen: msg({ message: 'Kitchen', context: 'amenity group' }),
  Bathroom: msg({ message: 'Bathroom', context: 'amenity group' }),
  'Outdoors & View': msg({ message: 'Outdoors & View', context: 'amenity group' }),
  Safety: msg({ message: 'Safety', context: 'amenity group' }),
  Family: msg({ message: 'Family', context: 'amenity group' }),
  Services: msg({ message: 'Services', context: 'amenity group' }),
};

const AMENITY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'Wi-Fi': msg({ message: 'Wi-Fi', context: 'amenity' }),
  'Air conditioning': msg({ message: 'Air conditioning', context: 'amenity' }),
  'Ceiling fan': msg({ message: 'Ceiling fan', context: 'amenity' }),
  'Hot water': msg({ message: 'Hot water', context: 'amenity' }),
  'Mosquito nets': msg({ message: 'Mosquito nets', context: 'amenity' }),
  'Power backup': msg({ message: 'Power backup', context: 'amenity' }),
  Workspace: msg({ message: 'Workspace', context: 'amenity' }),
  'Free parking': msg({ message: 'Free parking', context: 'amenity' }),
  'Fully equipped kitchen': msg({ message: 'Fully equipped kitchen', context: 'amenity' }),
  Refrigerator: msg({ message: 'Refrigerator', context: 'amenity' }),
  'Gas cooker': msg({ message: 'Gas cooker', context: 'amenity' }),
  'Rice cooker': msg({ message: 'Rice cooker', context: 'amenity' }),
  'Electric kettle': msg({ message: 'Electric kettle', context: 'amenity' }),
  Microwave: msg({ message: 'Microwave', context: 'amenity' }),
  'Drinking water filter': msg({ message: 'Drinking water filter', context: 'amenity' }),
  Towels: msg({ message: 'Towels', context: 'amenity' }),
  Toiletries: msg({ message: 'Toiletries', context: 'amenity' }),
  'Hair dryer': msg({ message: 'Hair dryer', context: 'amenity' }),
  'Bidet shower': msg({ message: 'Bidet shower', context: 'amenity' }),
  Bathtub: msg({ message: 'Bathtub', context: 'amenity' }),
  'Ocean view': msg({ message: 'Ocean view', context: 'amenity' }),
  Garden: msg({ message: 'Garden', context: 'amenity' }),
  'Swimming pool': msg({ message: 'Swimming pool', context: 'amenity' }),
  Veranda: msg({ message: 'Veranda', context: 'amenity' }),
  'Rooftop terrace': msg({ message: 'Rooftop terrace', context: 'amenity' }),
  'BBQ area': msg({ message: 'BBQ area', context: 'amenity' }),
  'Mountain view': msg({ message: 'Mountain view', context: 'amenity' }),
  'Paddy field view': msg({ message: 'Paddy field view', context: 'amenity' }),
  'Smoke detector': msg({ message: 'Smoke detector', context: 'amenity' }),
  'Fire extinguisher': msg({ message: 'Fire extinguisher', context: 'amenity' }),
  'First aid kit': msg({ message: 'First aid kit', context: 'amenity' }),
  'Security guard': msg({ message: 'Security guard', context: 'amenity' }),
  'CCTV at entrances': msg({ message: 'CCTV at entrances', context: 'amenity' }),
  'In-room safe': msg({ message: 'In-room safe', context: 'amenity' }),
  'Baby cot': msg({ message: 'Baby cot', context: 'amenity' }),
  'High chair': msg({ message: 'High chair', context: 'amenity' }),
  "Children's pool": msg({ message: "Children's pool", context: 'amenity' }),
  'Board games': msg({ message: 'Board games', context: 'amenity' }),
  'Babysitting on request': msg({ message: 'Babysitting on request', context: 'amenity' }),
  'Airport pickup': msg({ message: 'Airport pickup', context: 'amenity' }),
  'Tuk-tuk hire': msg({ message: 'Tuk-tuk hire', context: 'amenity' }),
  'Ayurveda spa': msg({ message: 'Ayurveda spa', context: 'amenity' }),
  'Daily housekeeping': msg({ message: 'Daily housekeeping', context: 'amenity' }),
  Laundry: msg({ message: 'Laundry', context: 'amenity' }),
  'Breakfast included': msg({ message: 'Breakfast included', context: 'amenity' }),
  'Sri Lankan cooking class': msg({ message: 'Sri Lankan cooking class', context: 'amenity' }),
  'Tour and safari booking': msg({ message: 'Tour and safari booking', context: 'amenity' }),
  'Bicycle hire': msg({ message: 'Bicycle hire', context: 'amenity' }),
};

const BED_TYPE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'Single bed': msg({ message: 'Single bed', context: 'bed type' }),
  'Double bed': msg({ message: 'Double bed', context: 'bed type' }),
  'Queen bed': msg({ message: 'Queen bed', context: 'bed type' }),
  'King bed': msg({ message: 'King bed', context: 'bed type' }),
  'Twin beds': msg({ message: 'Twin beds', context: 'bed type' }),
  'Bunk bed': msg({ message: 'Bunk bed', context: 'bed type' }),
  'Sofa bed': msg({ message: 'Sofa bed', context: 'bed type' }),
  'Floor mattress': msg({ message: 'Floor mattress', context: 'bed type' }),
  'Baby cot': msg({ message: 'Baby cot', context: 'bed type' }),
};

const UNIT_CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'Entire villa': msg({ message: 'Entire villa', context: 'unit category' }),
  'Entire apartment': msg({ message: 'Entire apartment', context: 'unit category' }),
  'Entire bungalow': msg({ message: 'Entire bungalow', context: 'unit category' }),
  'Double room': msg({ message: 'Double room', context: 'unit category' }),
  'Twin room': msg({ message: 'Twin room', context: 'unit category' }),
  'Triple room': msg({ message: 'Triple room', context: 'unit category' }),
  'Family room': msg({ message: 'Family room', context: 'unit category' }),
  Suite: msg({ message: 'Suite', context: 'unit category' }),
  Dormitory: msg({ message: 'Dormitory', context: 'unit category' }),
  Cabana: msg({ message: 'Cabana', context: 'unit category' }),
};

const BATHROOM_TYPE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'Shared with other guests': msg({ message: 'Shared with other guests', context: 'bathroom type' }),
  'Shared with the host family': msg({ message: 'Shared with the host family', context: 'bathroom type' }),
  'Shared on the same floor': msg({ message: 'Shared on the same floor', context: 'bathroom type' }),
  'Outdoor garden shower': msg({ message: 'Outdoor garden shower', context: 'bathroom type' }),
  Bathtub: msg({ message: 'Bathtub', context: 'bathroom type' }),
  'Hot water shower': msg({ message: 'Hot water shower', context: 'bathroom type' }),
  'Open-air bathroom': msg({ message: 'Open-air bathroom', context: 'bathroom type' }),
  'Accessible bathroom (step-free)': msg({ message: 'Accessible bathroom (step-free)', context: 'bathroom type' }),
};

/** The item's name in the active language when the table knows its English name; else the server's name. */
function nameIn(i18n: I18n, table: Readonly<Record<string, MessageDescriptor>>, name: string): string {
  const known = Object.hasOwn(table, name) ? table[name] : undefined;
  return known ? i18n._(known) : name;
}

/** A language of the reference list, named in the active language. */
export function languageName(i18n: I18n, language: { code: string; name: string }): string {
  const known = Object.hasOwn(LANGUAGE_NAMES, language.code) ? LANGUAGE_NAMES[language.code] : undefined;
  return known ? i18n._(known) : language.name;
}

/** A property type of the reference list, named in the active language. */
export const propertyTypeName = (i18n: I18n, type: { name: string }): string => nameIn(i18n, PROPERTY_TYPE_NAMES, type.name);

/** An amenity of the reference list (its name is unique in the database), named in the active language. */
export const amenityName = (i18n: I18n, amenity: { name: string }): string => nameIn(i18n, AMENITY_NAMES, amenity.name);

/** An amenity group ('Kitchen', 'Safety'), named in the active language. */
export const amenityCategoryName = (i18n: I18n, category: { name: string }): string => nameIn(i18n, AMENITY_CATEGORY_NAMES, category.name);

/** A bed type of the reference list ('King bed'), named in the active language. */
export const bedTypeName = (i18n: I18n, type: { name: string }): string => nameIn(i18n, BED_TYPE_NAMES, type.name);

/** A unit category ('Double room', 'Entire villa'), named in the active language. */
export const unitCategoryName = (i18n: I18n, category: { name: string }): string => nameIn(i18n, UNIT_CATEGORY_NAMES, category.name);

/** A bathroom type ('Shared with the host family'), named in the active language. */
export const bathroomTypeName = (i18n: I18n, type: { name: string }): string => nameIn(i18n, BATHROOM_TYPE_NAMES, type.name);
