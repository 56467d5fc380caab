import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepById } from '../../machines/wizard-steps';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import {
  addressStepSchema,
  bathroomsStepSchema,
  descriptionStepSchema,
  highlightsStepSchema,
  languagesStepSchema,
  locationStepSchema,
  newListingDiscountStepSchema,
  parkingStepSchema,
  policiesStepSchema,
  priceStepSchema,
  ratePlansStepSchema,
} from '../../src/shared/listing-property-schemas';
import { initialValues } from '../../src/screens/wizard/step-registry';
import { validateListingStep as validateStep } from '../../src/screens/wizard/validate-step';
import { AddressStep } from '../../src/screens/wizard/steps/address-step';
import { BathroomsStep } from '../../src/screens/wizard/steps/bathrooms-step';
import { descriptionToText, textToDescription } from '../../src/screens/wizard/steps/description-text';
import { DescriptionStep } from '../../src/screens/wizard/steps/description-step';
import { HighlightsStep } from '../../src/screens/wizard/steps/highlights-step';
import { LanguagesStep } from '../../src/screens/wizard/steps/languages-step';
import { LocationStep } from '../../src/screens/wizard/steps/location-step';
import { NewListingDiscountStep } from '../../src/screens/wizard/steps/new-listing-discount-step';
import { ParkingStep } from '../../src/screens/wizard/steps/parking-step';
import { PoliciesStep } from '../../src/screens/wizard/steps/policies-step';
import { PriceStep } from '../../src/screens/wizard/steps/price-step';
import * as values from '../../src/screens/wizard/steps/property-step-values';
import { RatePlansStep } from '../../src/screens/wizard/steps/rate-plans-step';
import { byName, descriptionOf, listingWith, renderStep, textOf } from './wizard-step-harness';

const lists = vi.hoisted(() => ({
  languages: [
    { id: 1, code: 'en', name: 'English', nativeName: 'English' },
    { id: 2, code: 'si', name: 'Sinhala', nativeName: 'සිංහල' },
    { id: 3, code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
    { id: 4, code: 'de', name: 'German', nativeName: 'Deutsch' },
  ],
  highlights: ['Beachfront', 'Surf spot nearby', 'Tea country views', 'Wildlife safari access', 'Whale watching nearby', 'Rainforest setting', 'Scenic train route'].map(
    (name, index) => ({ id: index + 1, name }),
  ),
  shared: [
    { id: 1, name: 'Shared with other guests' },
    { id: 2, name: 'Shared with the host family' },
  ],
  other: [
    { id: 4, name: 'Outdoor garden shower' },
    { id: 5, name: 'Bathtub' },
  ],
  plans: [
    { id: 1, name: 'STARTER', displayName: 'Listing Only', commissionPercent: 0, payoutText: '', features: [] },
    { id: 2, name: 'SUPPORTIVE', displayName: 'Reservation Management', commissionPercent: 10, payoutText: '', features: [] },
    { id: 3, name: 'ALL_INCLUSIVE', displayName: 'Full Service', commissionPercent: 18, payoutText: '', features: [] },
  ],
}));

vi.mock('../../src/screens/wizard/reference-lists', () => ({
  languages: () => Promise.resolve(lists.languages),
  highlights: () => Promise.resolve(lists.highlights),
  sharedBathroomTypes: () => Promise.resolve(lists.shared),
  otherBathroomTypes: () => Promise.resolve(lists.other),
  plans: () => Promise.resolve(lists.plans),
  loadedQuestions: () => [],
}));

const passes = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(v.summarize(result.issues));
  return true;
};

/** Saved data for every property step, as the server returns it. */
const SAVED = {
  location: { latitude: 6.0329, longitude: 80.2168, searchText: 'Galle Fort' },
  address: { street: '12 Lighthouse Street', city: 'Galle', district: 'Galle', province: 'Southern', postalCode: '80000', country: 'Sri Lanka' },
  price: { currency: 'USD', pricePerNight: 120, monthlyRate: 2400 },
  ratePlans: { nonRefundable: { enabled: true, discountPercent: 10 }, weekly: { enabled: false, discountPercent: null } },
  bathrooms: { count: 2, privacy: 'shared', sharedBathroomTypeIds: [2], otherBathroomTypeIds: [5] },
  policies: {
    checkInFrom: '13:00',
    checkInUntil: '21:30',
    checkOutFrom: '06:00',
    checkOutUntil: '10:30',
    childrenAllowed: true,
    petsAllowed: false,
    smokingAllowed: false,
    partiesAllowed: false,
  },
  languages: { languageIds: [1, 3] },
  parking: { parking: 'paid', pricePerDay: 4.5, location: 'onsite', reservationNeeded: true },
  description: { sizeSqm: 85.5, description: `<p>${'Sea views. '.repeat(10)}</p><p>Breakfast &amp; tea</p>`, neighbourhood: 'Ramparts nearby' },
  highlights: { highlightIds: [1, 3] },
  newListingDiscount: { optIn: true },
};

afterEach(() => vi.unstubAllGlobals());

describe('every property step form', () => {
  const SCHEMAS = {
    'property/02': locationStepSchema,
    'property/03': addressStepSchema,
    'property/06': priceStepSchema,
    'property/07': ratePlansStepSchema,
    'property/08': bathroomsStepSchema,
    'property/09': policiesStepSchema,
    'property/10': languagesStepSchema,
    'property/11': parkingStepSchema,
    'property/12': descriptionStepSchema,
    'property/13': highlightsStepSchema,
    'property/14': newListingDiscountStepSchema,
  } as const;

  it.each(Object.entries(SCHEMAS))('%s starts from the saved data, which passes its rules again', (id, schema) => {
    expect(passes(schema, initialValues(stepById(id)!, listingWith(SAVED)))).toBe(true);
  });

  it.each(Object.entries(SCHEMAS))('%s starts blank with exactly the fields its strict schema knows', (id, schema) => {
    const blank = initialValues(stepById(id)!, listingWith()) as Record<string, unknown>;
    const entries = 'entries' in schema ? schema.entries : (schema as unknown as { pipe: [{ entries: object }] }).pipe[0].entries;
    expect(Object.keys(blank).sort()).toEqual(Object.keys(entries).sort());
  });
});

describe('property/02 location', () => {
  it('shows the saved coordinates and search text, with the pin on the map', () => {
    renderStep('property/02', LocationStep, { values: values.initialLocation(listingWith(SAVED)) });
    expect(textOf('Latitude')).toBe('6.0329');
    expect(textOf('Longitude')).toBe('80.2168');
    expect(textOf('Address or landmark (optional)')).toBe('Galle Fort');
    expect(screen.getByRole('img', { name: 'Map of Sri Lanka with your pin at 6.0329, 80.2168' })).toBeTruthy();
  });

  it('reports typed coordinates as numbers that pass the location rules', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    expect(screen.getByRole('img', { name: 'Map of Sri Lanka, no pin yet' })).toBeTruthy();
    await user.type(screen.getByLabelText('Latitude'), '7.2906');
    await user.type(screen.getByLabelText('Longitude'), '80.6337');
    expect(latest()).toEqual({ latitude: 7.2906, longitude: 80.6337, searchText: '' });
    expect(passes(locationStepSchema, latest())).toBe(true);
    expect(screen.getByRole('img', { name: /your pin at 7.2906, 80.6337/ })).toBeTruthy();
  });

  it('keeps half-typed numbers on screen and reports unreadable text as empty', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    await user.type(screen.getByLabelText('Latitude'), '7.');
    expect(textOf('Latitude')).toBe('7.');
    expect(latest().latitude).toBe(7);
    await user.type(screen.getByLabelText('Longitude'), 'abc');
    expect(latest().longitude).toBeNull();
  });

  it('fills the coordinates from "Use my current location"', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 6.927079123, longitude: 79.861244321 } } as GeolocationPosition),
      },
    });
    const { latest } = renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(latest()).toEqual({ latitude: 6.927079, longitude: 79.861244, searchText: '' });
    expect(textOf('Latitude')).toBe('6.927079');
    expect(screen.getByRole('status').textContent).toMatch(/Pin placed at your current location/);
  });

  it('says what to do when location access is blocked', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) => failure({ code: 1 } as GeolocationPositionError) },
    });
    renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByRole('status').textContent).toMatch(/Location access is blocked/);
  });

  it('has no location button where the browser cannot locate', () => {
    const { geolocation: _, ...withoutGeolocation } = Object.getOwnPropertyDescriptors(Navigator.prototype);
    vi.stubGlobal('navigator', Object.create(Object.prototype, withoutGeolocation));
    renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    expect(screen.queryByRole('button', { name: 'Use my current location' })).toBeNull();
  });

  it('shows each problem under its field', () => {
    renderStep('property/02', LocationStep, {
      values: { latitude: 12, longitude: null, searchText: '' },
      issues: [
        { field: 'latitude', message: M.latitudeOutsideSriLanka },
        { field: 'longitude', message: M.longitudeRequired },
      ],
    });
    expect(descriptionOf(byName('latitude'))).toContain(M.latitudeOutsideSriLanka);
    expect(descriptionOf(byName('longitude'))).toContain(M.longitudeRequired);
    expect(byName('latitude').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('property/03 address', () => {
  it('shows the saved address with Sri Lanka as the country', () => {
    renderStep('property/03', AddressStep, { values: values.initialAddress(listingWith(SAVED)) });
    expect(textOf('Street address')).toBe('12 Lighthouse Street');
    expect(textOf('District')).toBe('Galle');
    expect(textOf('Province')).toBe('Southern');
    expect(textOf('Country')).toBe('Sri Lanka');
    expect(screen.getByLabelText('Country').hasAttribute('readonly')).toBe(true);
  });

  it('fills the province from the district and reports an address that passes the rules', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/03', AddressStep, { values: values.initialAddress(null) });
    expect(within(screen.getByLabelText('District')).getAllByRole('option')).toHaveLength(26);
    await user.type(screen.getByLabelText('Street address'), '24/1 Temple Road');
    await user.type(screen.getByLabelText('City or town'), 'Ella');
    await user.selectOptions(screen.getByLabelText('District'), 'Badulla');
    expect(textOf('Province')).toBe('Uva');
    await user.type(screen.getByLabelText('Postal code'), '90090');
    expect(latest()).toEqual({ street: '24/1 Temple Road', city: 'Ella', district: 'Badulla', province: 'Uva', postalCode: '90090', country: 'Sri Lanka' });
    expect(passes(addressStepSchema, latest())).toBe(true);
  });

  it('clears a district that is not in a newly chosen province', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/03', AddressStep, { values: values.initialAddress(listingWith(SAVED)) });
    await user.selectOptions(screen.getByLabelText('Province'), 'Western');
    expect(latest()).toMatchObject({ district: '', province: 'Western' });
  });

  it('shows the postal code problem under the postal code', () => {
    renderStep('property/03', AddressStep, { values: values.initialAddress(null), issues: [{ field: 'postalCode', message: M.postalCodeInvalid }] });
    expect(descriptionOf(byName('postalCode'))).toContain(M.postalCodeInvalid);
  });
});

describe('property/06 price', () => {
  it('breaks USD 100 on Full Service into an 18 % commission and what the host earns', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/06', PriceStep, { values: values.initialPrice(null), listing: listingWith({}, 'ALL_INCLUSIVE') });
    expect((byName('currency') as HTMLInputElement).checked).toBe(true);
    expect((byName('currency') as HTMLInputElement).value).toBe('USD');
    await user.type(screen.getByLabelText('Price per night (USD)'), '100');
    const breakdown = screen.getByText('You earn').closest('dl') as HTMLElement;
    expect(within(breakdown).getByText('Commission (Full Service plan, 18 %)')).toBeTruthy();
    expect(within(breakdown).getByText('− USD 18.00')).toBeTruthy();
    expect(within(breakdown).getByText('You earn').nextElementSibling?.textContent).toMatch(/^USD\s82\.00$/);
    expect(latest()).toEqual({ currency: 'USD', pricePerNight: 100, monthlyRate: null });
    expect(passes(priceStepSchema, latest())).toBe(true);
  });

  it('follows the price and currency live, and keeps the full price on Listing Only', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/06', PriceStep, { values: values.initialPrice(null), listing: listingWith({}, 'STARTER') });
    expect(screen.getByText(/Enter a price per night to see/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Sri Lankan rupees/ }));
    await user.type(screen.getByLabelText('Price per night (LKR)'), '25,000');
    expect(screen.getByText('Commission (Listing Only plan, 0 %)')).toBeTruthy();
    expect(screen.getByText('You earn').nextElementSibling?.textContent).toMatch(/^LKR\s25,000\.00$/);
    expect(latest()).toEqual({ currency: 'LKR', pricePerNight: 25000, monthlyRate: null });
  });

  it('reports an optional monthly rate and what it earns', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/06', PriceStep, {
      values: values.initialPrice(listingWith(SAVED)),
      listing: listingWith(SAVED, 'SUPPORTIVE'),
    });
    expect(textOf('Price per night (USD)')).toBe('120');
    expect(textOf('Monthly rate (USD, optional)')).toBe('2400');
    expect(screen.getByText(/For a monthly stay you earn USD\s2,160\.00 after a commission of USD\s240\.00/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Monthly rate (USD, optional)'));
    expect(latest().monthlyRate).toBeNull();
    expect(passes(priceStepSchema, latest())).toBe(true);
  });

  it('shows a price problem under the price', () => {
    renderStep('property/06', PriceStep, { values: values.initialPrice(null), issues: [{ field: 'pricePerNight', message: M.priceRequired }] });
    expect(descriptionOf(byName('pricePerNight'))).toContain(M.priceRequired);
  });

  it('clears a typed USD price with a note when the host switches to LKR, so USD 45 never becomes LKR 45', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/06', PriceStep, { values: values.initialPrice(null), listing: listingWith({}, 'STARTER') });
    await user.type(screen.getByLabelText('Price per night (USD)'), '45');
    await user.type(screen.getByLabelText('Monthly rate (USD, optional)'), '900');
    await user.click(screen.getByRole('radio', { name: /Sri Lankan rupees/ }));
    expect(latest()).toEqual({ currency: 'LKR', pricePerNight: null, monthlyRate: null });
    expect(textOf('Price per night (LKR)')).toBe('');
    expect(screen.getByRole('status').textContent).toBe('You switched from USD to LKR, so the prices you typed were cleared: enter them again in LKR.');
  });

  it("warns a homestay host that a new currency clears the rooms' prices, and calls the price the 'from' price", async () => {
    const user = userEvent.setup();
    const homestay = { ...listingWith(SAVED), isPropertyTypeRoomOrHomeStay: true, units: [{ id: 1, pricePerNight: 130 }] } as unknown as ReturnType<typeof listingWith>;
    renderStep('property/06', PriceStep, { values: values.initialPrice(homestay), listing: homestay });
    expect(descriptionOf(screen.getByLabelText('Price per night (USD)'))).toContain('Guests see each room\'s own price');
    await user.click(screen.getByRole('radio', { name: /Sri Lankan rupees/ }));
    expect(screen.getByRole('status').textContent).toContain("Your rooms' prices are in USD: they will be cleared when you save");
  });

  it("refuses, before saving, a homestay's 'from' price above its cheapest room, unless the currency changes", () => {
    const step = stepById('property/06')!;
    const homestay = { ...listingWith({ price: { currency: 'USD', pricePerNight: 40, monthlyRate: null } }), isPropertyTypeRoomOrHomeStay: true, units: [{ id: 1, pricePerNight: 55 }, { id: 2, pricePerNight: null }] } as unknown as ReturnType<typeof listingWith>;
    expect(validateStep(step, { currency: 'USD', pricePerNight: 60, monthlyRate: null }, homestay)).toEqual([{ field: 'pricePerNight', message: M.listingPriceAboveRooms }]);
    expect(validateStep(step, { currency: 'USD', pricePerNight: 55, monthlyRate: null }, homestay)).toEqual([]);
    expect(validateStep(step, { currency: 'LKR', pricePerNight: 16_000, monthlyRate: null }, homestay)).toEqual([]);
    expect(validateStep(step, { currency: 'USD', pricePerNight: 60, monthlyRate: null }, { ...homestay, isPropertyTypeRoomOrHomeStay: false })).toEqual([]);
  });

  it('refuses a price below the floor of its currency and a monthly rate below the nightly price', () => {
    const messages = (value: unknown) => (v.safeParse(priceStepSchema, value).issues ?? []).map((issue) => issue.message);
    expect(messages({ currency: 'LKR', pricePerNight: 45, monthlyRate: null })).toEqual([M.priceTooLow]);
    expect(messages({ currency: 'USD', pricePerNight: 5, monthlyRate: null })).toEqual([]);
    expect(messages({ currency: 'USD', pricePerNight: 45, monthlyRate: 40 })).toEqual([M.monthlyRateBelowNightly]);
  });
});

describe('property/07 rate plans', () => {
  it('asks for a discount only for the rates the host offers', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/07', RatePlansStep, { values: values.initialRatePlans(null), listing: listingWith(SAVED) });
    expect(screen.queryByLabelText('Weekly rate discount (%)')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Offer a weekly rate' }));
    await user.type(screen.getByLabelText('Weekly rate discount (%)'), '15');
    expect(screen.getByText('Guests would pay USD 102.00 a night on stays of 7+ nights instead of USD 120.00.')).toBeTruthy();
    expect(latest()).toEqual({ nonRefundable: { enabled: false, discountPercent: null }, weekly: { enabled: true, discountPercent: 15 } });
    expect(passes(ratePlansStepSchema, latest())).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Offer a weekly rate' }));
    expect(screen.queryByLabelText('Weekly rate discount (%)')).toBeNull();
    expect(passes(ratePlansStepSchema, latest())).toBe(true);
  });

  it('shows the saved discount and its problem under the field the wizard focuses', () => {
    renderStep('property/07', RatePlansStep, {
      values: values.initialRatePlans(listingWith(SAVED)),
      issues: [{ field: 'nonRefundable.discountPercent', message: M.discountRange }],
    });
    expect(textOf('Non-refundable rate discount (%)')).toBe('10');
    expect(descriptionOf(byName('nonRefundable.discountPercent'))).toContain(M.discountRange);
  });
});

describe('property/08 bathrooms', () => {
  it('asks who shares only for shared bathrooms', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/08', BathroomsStep, { values: values.initialBathrooms(null) });
    await user.type(screen.getByLabelText('Number of bathrooms'), '1');
    await user.click(screen.getByRole('radio', { name: /Private/ }));
    expect(screen.queryByRole('group', { name: 'Who shares the bathroom?' })).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: 'Bathtub' }));
    expect(passes(bathroomsStepSchema, latest())).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Shared/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Shared with the host family' }));
    expect(latest()).toEqual({ count: 1, privacy: 'shared', sharedBathroomTypeIds: [2], otherBathroomTypeIds: [5] });
    expect(passes(bathroomsStepSchema, latest())).toBe(true);
  });

  it('shows the saved choices and a problem on the shared list', async () => {
    renderStep('property/08', BathroomsStep, {
      values: { ...values.initialBathrooms(listingWith(SAVED)), sharedBathroomTypeIds: [] },
      issues: [{ field: 'sharedBathroomTypeIds', message: M.sharedBathroomTypesRequired }],
    });
    expect(textOf('Number of bathrooms')).toBe('2');
    const group = await screen.findByRole('group', { name: 'Who shares the bathroom?' });
    expect(descriptionOf(group)).toContain(M.sharedBathroomTypesRequired);
    expect((screen.getByRole('checkbox', { name: 'Bathtub' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('property/09 policies', () => {
  it('starts from common times and reports the answers', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/09', PoliciesStep, { values: values.initialPolicies(null) });
    expect(textOf('Check-in from')).toBe('14:00');
    fireEvent.change(screen.getByLabelText('Check-in until'), { target: { value: '23:30' } });
    for (const [question, answer] of [['Are children welcome?', 'Yes'], ['Are pets allowed?', 'No'], ['Is smoking allowed?', 'No'], ['Are parties or events allowed?', 'No']]) {
      await user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: answer }));
    }
    expect(latest()).toMatchObject({ checkInUntil: '23:30', childrenAllowed: true, petsAllowed: false, partiesAllowed: false });
    expect(passes(policiesStepSchema, latest())).toBe(true);
  });

  it('takes a check-in window that runs past midnight and says it ends the next morning', () => {
    renderStep('property/09', PoliciesStep, { values: { ...values.initialPolicies(null), checkInFrom: '14:00', checkInUntil: '01:00' } });
    expect(descriptionOf(byName('checkInUntil'))).toContain('Until 01:00 the next morning');
    expect(passes(policiesStepSchema, { ...values.initialPolicies(null), checkInUntil: '01:00', childrenAllowed: true, petsAllowed: false, smokingAllowed: false, partiesAllowed: false })).toBe(true);
  });

  it('shows saved answers and a time problem under its field', () => {
    renderStep('property/09', PoliciesStep, {
      values: values.initialPolicies(listingWith(SAVED)),
      issues: [{ field: 'checkOutUntil', message: M.checkOutOrder }],
    });
    expect(textOf('Check-in until')).toBe('21:30');
    expect((within(screen.getByRole('group', { name: 'Are children welcome?' })).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(byName('checkOutUntil'))).toContain(M.checkOutOrder);
  });
});

describe('property/10 languages', () => {
  it('ticks the saved languages and reports more', async () => {
    const { latest } = renderStep('property/10', LanguagesStep, { values: values.initialLanguages(listingWith(SAVED)) });
    expect((await screen.findByRole('checkbox', { name: /Tamil/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /German/ }));
    expect(latest()).toEqual({ languageIds: [1, 3, 4] });
    expect(passes(languagesStepSchema, latest())).toBe(true);
    expect(screen.getByText('3 languages chosen.')).toBeTruthy();
  });

  it('shows the "at least one" problem on the list', async () => {
    renderStep('property/10', LanguagesStep, { values: values.initialLanguages(null), issues: [{ field: 'languageIds', message: M.languagesRequired }] });
    expect(descriptionOf(await screen.findByRole('group', { name: 'Languages spoken at your property' }))).toContain(M.languagesRequired);
  });
});

describe('property/11 parking', () => {
  it('asks where, how much and whether to reserve only when there is parking', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/11', ParkingStep, { values: values.initialParking(null), listing: listingWith({ price: { ...SAVED.price, currency: 'LKR' } }) });
    await user.click(screen.getByRole('radio', { name: /No parking/ }));
    expect(screen.queryByRole('radio', { name: /On site/ })).toBeNull();
    expect(passes(parkingStepSchema, latest())).toBe(true);

    await user.click(screen.getByRole('radio', { name: /Free parking/ }));
    expect(screen.queryByLabelText(/Parking price per day/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /On site/ }));
    expect(passes(parkingStepSchema, latest())).toBe(true);

    await user.click(screen.getByRole('radio', { name: /Paid parking/ }));
    await user.type(screen.getByLabelText('Parking price per day (LKR)'), '1000');
    await user.click(screen.getByRole('checkbox', { name: /reserve a parking space/ }));
    expect(latest()).toEqual({ parking: 'paid', pricePerDay: 1000, location: 'onsite', reservationNeeded: true });
    expect(passes(parkingStepSchema, latest())).toBe(true);

    await user.click(screen.getByRole('radio', { name: /No parking/ }));
    expect(screen.queryByLabelText(/Parking price per day/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /reserve a parking space/ })).toBeNull();
  });

  it('shows the saved paid parking and a price problem under the price', () => {
    renderStep('property/11', ParkingStep, {
      values: values.initialParking(listingWith(SAVED)),
      issues: [{ field: 'pricePerDay', message: M.parkingPricePositive }],
    });
    expect(textOf('Parking price per day (USD)')).toBe('4.5');
    expect((screen.getByRole('checkbox', { name: /reserve a parking space/ }) as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(byName('pricePerDay'))).toContain(M.parkingPricePositive);
  });
});

describe('property/12 description', () => {
  const LONG = 'Our family home sits among paddy fields near Galle.\n\nWake up to birdsong & fresh hoppers; the beach is ten minutes away by tuk-tuk.';

  it('counts the description as the rules do and reports rich text that passes them', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/12', DescriptionStep, { values: values.initialDescription(null) });
    expect(screen.getByText(/0 of 2000 characters · at least 100 more to go/)).toBeTruthy();
    await user.type(screen.getByLabelText('Size (m²)'), '120');
    await user.click(screen.getByLabelText('Describe your place'));
    await user.paste(LONG);
    expect(textOf('Describe your place')).toBe(LONG);
    expect(latest().description).toBe(
      '<p>Our family home sits among paddy fields near Galle.</p><p>Wake up to birdsong &amp; fresh hoppers; the beach is ten minutes away by tuk-tuk.</p>',
    );
    expect(screen.getByText(/^129 of 2000 characters$/)).toBeTruthy();
    expect(passes(descriptionStepSchema, latest())).toBe(true);
  });

  it('shows the saved description as text and a problem under it', () => {
    renderStep('property/12', DescriptionStep, {
      values: values.initialDescription(listingWith(SAVED)),
      issues: [{ field: 'description', message: M.descriptionTooShort }],
    });
    expect(textOf('Describe your place')).toBe(`${'Sea views. '.repeat(10)}\n\nBreakfast & tea`);
    expect(textOf('The neighbourhood (optional)')).toBe('Ramparts nearby');
    expect(descriptionOf(byName('description'))).toContain(M.descriptionTooShort);
  });

  it('turns text into paragraphs and line breaks and back without change', () => {
    for (const text of ['', 'a', 'a\n', 'a\nb', 'a\n\nb', 'a\n\n\nb', '\n\n', '1 < 2 & 3 > 2 &amp;', ' x ']) {
      expect(descriptionToText(textToDescription(text))).toBe(text);
    }
    expect(descriptionToText('<p><strong>Big</strong> garden</p><ul><li>Pool</li><li>Wi-Fi</li></ul>')).toBe('Big garden\n\n• Pool\n• Wi-Fi');
    expect(descriptionToText('<ul><li>Pool</li></ul><p>Quiet lane</p>')).toBe('• Pool\n\nQuiet lane');
  });
});

describe('property/13 highlights', () => {
  it('allows five highlights, then disables the rest and says so', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep('property/13', HighlightsStep, { values: values.initialHighlights(listingWith(SAVED)) });
    expect(await screen.findByText('2 of 5 chosen.')).toBeTruthy();
    for (const name of ['Surf spot nearby', 'Wildlife safari access', 'Whale watching nearby']) await user.click(screen.getByRole('checkbox', { name }));
    expect(latest().highlightIds).toHaveLength(5);
    expect(passes(highlightsStepSchema, latest())).toBe(true);
    expect(screen.getByText('You have chosen 5 of 5, the most you can. Untick one to choose another.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Rainforest setting' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Beachfront' }) as HTMLInputElement).disabled).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Beachfront' }));
    expect((screen.getByRole('checkbox', { name: 'Rainforest setting' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('4 of 5 chosen.')).toBeTruthy();
  });

  it('shows the "at least one" problem on the list', async () => {
    renderStep('property/13', HighlightsStep, { values: values.initialHighlights(null), issues: [{ field: 'highlightIds', message: M.highlightsRequired }] });
    expect(descriptionOf(await screen.findByRole('group', { name: 'Choose up to 5 highlights' }))).toContain(M.highlightsRequired);
  });
});

describe('property/14 new listing discount', () => {
  it('explains the offer with the host’s price and reports the answer', async () => {
    const { latest } = renderStep('property/14', NewListingDiscountStep, { values: values.initialNewListingDiscount(null), listing: listingWith(SAVED) });
    expect(screen.getByText(/USD\s120\.00 a night becomes USD\s96\.00/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Yes, offer 20 % off/ }));
    expect(latest()).toEqual({ optIn: true });
    expect(passes(newListingDiscountStepSchema, latest())).toBe(true);
  });

  it('shows the saved answer and the problem when there is none', () => {
    renderStep('property/14', NewListingDiscountStep, { values: { optIn: false }, issues: [{ field: 'optIn', message: M.optInRequired }] });
    expect((screen.getByRole('radio', { name: /No, thanks/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(M.optInRequired)).toBeTruthy();
  });
});
