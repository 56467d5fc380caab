import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileEnglishMessage } from '../../../src/app/i18n/english-messages';
import { toGuestView, type GuestViewReferences, type Listing } from '../../../src/screens/listings/guest-view';


// The view's lines are read in the active language: English, as the app has it.
i18n.setMessagesCompiler(compileEnglishMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });

const references: GuestViewReferences = {
  propertyTypes: [{ id: 9, name: 'Homestay' }],
  highlights: [],
  languages: [],
  amenityCategories: [],
  bedroomTypes: [{ id: 1, name: 'Double bed' }],
  unitCategories: [],
  cancellationPolicies: [],
};

const room = (id: number, pricePerNight: number) => ({
  id,
  name: `Room ${id}`,
  unitCategoryId: null,
  guestCount: 2,
  sizeSqm: null,
  pricePerNight,
  bedrooms: [{ beds: [{ bedroomTypeId: 1, count: 1 }] }],
  amenityIds: [],
  complete: true,
});

const listing = (isPropertyTypeRoomOrHomeStay: boolean) =>
  ({
    id: 7,
    name: 'Palm Shade',
    propertyTypeId: 9,
    isPropertyTypeRoomOrHomeStay,
    photos: [],
    units: isPropertyTypeRoomOrHomeStay ? [room(1, 12_500), room(2, 15_000)] : [],
    steps: { price: { currency: 'LKR', pricePerNight: 12_500, monthlyRate: null } },
  }) as unknown as Listing;

describe('the prices a guest sees', () => {
  it("shows a homestay's price as its 'from' price and each room's own price, all in the listing's currency", () => {
    const view = toGuestView(listing(true), references);
    expect(view.price).toMatch(/^From LKR\s12,500(\.00)? per night$/);
    expect(view.units.map((unit) => unit.price)).toEqual([expect.stringMatching(/^LKR\s12,500(\.00)? per night$/), expect.stringMatching(/^LKR\s15,000(\.00)? per night$/)]);
  });

  it("shows an entire place's price as the price", () => {
    expect(toGuestView(listing(false), references).price).toMatch(/^LKR\s12,500(\.00)? per night$/);
  });
});
