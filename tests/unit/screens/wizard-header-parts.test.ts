import { describe, expect, it } from 'vitest';
import { stepById } from '../../../machines/wizard-steps';
import { isFocusedWizardPath } from '../../../src/app/route-paths';
import { drawingFor } from '../../../src/screens/wizard/steps/property-type-icons';
import { listingUnitNoun, sectionSummary } from '../../../src/screens/wizard/steps/live-listing-summary';
import { partLine } from '../../../src/screens/wizard/wizard-progress';

describe("the wizard's slim header", () => {
  it.each([
    ['property/05', 'Part 1 of 3 · Your property'],
    ['unit/01', 'Part 2 of 3 · Rooms and photos'],
    ['image/01', 'Part 2 of 3 · Rooms and photos'],
    ['final/03', 'Part 3 of 3 · Payments and policies'],
    ['start', 'List your property'],
    ['main/finish', 'List your property'],
  ])('names the part of %s: %s', (id, line) => {
    expect(partLine(stepById(id)!, false)).toBe(line);
  });

  it("says 'Your listing' on a live listing's summary", () => {
    expect(partLine(stepById('main/finish')!, true)).toBe('Your listing');
  });

  it.each([
    ['/start', true],
    ['/property/01', true],
    ['/property/07/12', true],
    ['/main/finish/12', true],
    ['/complete/12', false],
    ['/draft-listing', false],
    ['/dashboard', false],
    ['/property/07', false],
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
    expect(sectionSummary('units', null, extra(listingUnitNoun(listingOf(3), types), 2))).toBe('2 rooms');
    expect(sectionSummary('units', null, extra(listingUnitNoun(listingOf(1), types), 1))).toBe('1 unit');
    expect(sectionSummary('units', null, extra(listingUnitNoun(listingOf(1, true), null), 1))).toBe('1 room');
  });

  it('says "rooms or units" only while the type is not known', () => {
    expect(listingUnitNoun(listingOf(1), null)).toBeNull();
    expect(sectionSummary('units', null, extra(null, 2))).toBe('2 rooms or units');
    expect(sectionSummary('units', null, extra('unit', 0))).toBe('None yet');
  });
});
