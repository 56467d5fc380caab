import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from '../../../src/shared/listing-messages';
import { validateUnit } from '../../../src/shared/listing-units';

const entirePlace = { isRoomOrHomeStay: false, currency: 'USD' as const };
const room = { isRoomOrHomeStay: true, currency: 'LKR' as const };
const UNIT = { name: ' Garden room ', guestCount: 2, bedrooms: [{ beds: [{ bedroomTypeId: 2, count: 1 }] }], amenityIds: [1, 2] };

describe('unit rules', () => {
  it('fill defaults and trim the name', () => {
    expect(validateUnit({ ...UNIT, unitCategoryId: 4 }, entirePlace)).toEqual({
      ok: true,
      data: { ...UNIT, name: 'Garden room', unitCategoryId: 4, sizeSqm: null, pricePerNight: null },
    });
  });

  it('need a unit category for an entire place, and drop its unit price', () => {
    expect(validateUnit(UNIT, entirePlace)).toEqual({ ok: false, fieldMessages: { unitCategoryId: M.unitCategoryRequired } });
    expect(validateUnit({ ...UNIT, unitCategoryId: 4, pricePerNight: 80 }, entirePlace)).toMatchObject({ ok: true, data: { pricePerNight: null } });
  });

  it("need a room's own price, within the property currency's limit, and one bedroom", () => {
    expect(validateUnit(UNIT, room)).toEqual({ ok: false, fieldMessages: { pricePerNight: M.priceRequired } });
    expect(validateUnit({ ...UNIT, pricePerNight: 3_000_001 }, room)).toEqual({ ok: false, fieldMessages: { pricePerNight: M.priceTooHigh } });
    expect(validateUnit({ ...UNIT, pricePerNight: 12_500, bedrooms: [...UNIT.bedrooms, ...UNIT.bedrooms] }, room)).toEqual({
      ok: false,
      fieldMessages: { bedrooms: M.roomHasOneBedroom },
    });
    expect(validateUnit({ ...UNIT, pricePerNight: 12_500 }, room)).toMatchObject({ ok: true, data: { pricePerNight: 12_500 } });
  });

  it('key bed problems by their path', () => {
    expect(validateUnit({ ...UNIT, unitCategoryId: 1, bedrooms: [{ beds: [{ bedroomTypeId: 2, count: 0 }] }] }, entirePlace)).toEqual({
      ok: false,
      fieldMessages: { 'bedrooms.0.beds.0.count': M.bedCountRange },
    });
  });
});
