/**
 * Sri Lanka's 9 provinces and 25 districts (the address step's choices). Each district lies in
 * exactly one province, so the pair a host sends must agree.
 */
export const SRI_LANKA_PROVINCES = [
  'Western',
  'Central',
  'Southern',
  'Northern',
  'Eastern',
  'North Western',
  'North Central',
  'Uva',
  'Sabaragamuwa',
] as const;
export type Province = (typeof SRI_LANKA_PROVINCES)[number];

export const DISTRICT_PROVINCE = {
  Colombo: 'Western',
  Gampaha: 'Western',
  Kalutara: 'Western',
  Kandy: 'Central',
  Matale: 'Central',
  'Nuwara Eliya': 'Central',
  Galle: 'Southern',
  Matara: 'Southern',
  Hambantota: 'Southern',
  Jaffna: 'Northern',
  Kilinochchi: 'Northern',
  Mannar: 'Northern',
  Vavuniya: 'Northern',
  Mullaitivu: 'Northern',
  Batticaloa: 'Eastern',
  Ampara: 'Eastern',
  Trincomalee: 'Eastern',
  Kurunegala: 'North Western',
  Puttalam: 'North Western',
  Anuradhapura: 'North Central',
  Polonnaruwa: 'North Central',
  Badulla: 'Uva',
  Monaragala: 'Uva',
  Ratnapura: 'Sabaragamuwa',
  Kegalle: 'Sabaragamuwa',
} as const satisfies Record<string, Province>;
export type District = keyof typeof DISTRICT_PROVINCE;

export const SRI_LANKA_DISTRICTS = Object.keys(DISTRICT_PROVINCE) as District[];

export const SRI_LANKA = 'Sri Lanka';

/** Bounding box of Sri Lanka (with its islands), for the location step. */
export const SRI_LANKA_BOUNDS = { minLatitude: 5.9, maxLatitude: 9.9, minLongitude: 79.5, maxLongitude: 81.9 } as const;

export function isDistrict(value: string): value is District {
  return Object.hasOwn(DISTRICT_PROVINCE, value);
}

/** The districts of a province, in list order (for a province-first address form). */
export function districtsOf(province: Province): District[] {
  return SRI_LANKA_DISTRICTS.filter((district) => DISTRICT_PROVINCE[district] === province);
}
