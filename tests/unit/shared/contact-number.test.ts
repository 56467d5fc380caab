import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  contactNumberSchema,
  contactNumberWithCountrySchema,
  DEFAULT_COUNTRY_CODE,
  dropLeadingZero,
  isValidContactNumber,
  isValidContactNumberFor,
  MAX_CONTACT_DIGITS,
  toInternationalNumber,
} from '../../../src/shared/contact-number';

const digits = (count: number) => '1234567890123456789'.slice(0, count);

describe('contact number rule (one value)', () => {
  it.each([
    ['empty (the rule is optional)', ''],
    ['8 digits', digits(8)],
    ['15 digits', digits(15)],
    ['+ then 8 digits', `+${digits(8)}`],
    ['+ then 15 digits', `+${digits(15)}`],
    ['a full Sri Lankan number', '+94771234567'],
    ['a local Sri Lankan number', '771234567'],
  ])('accepts %s', (_label, value) => expect(isValidContactNumber(value)).toBe(true));

  it.each([
    ['7 digits', digits(7)],
    ['16 digits', digits(16)],
    ['+ then 7 digits', `+${digits(7)}`],
    ['+ then 16 digits', `+${digits(16)}`],
    ['a + in the middle', '94+771234567'],
    ['spaces', '077 123 4567'],
    ['dashes', '077-123-4567'],
    ['letters', '07712345ab'],
    ['only spaces', '   '],
  ])('refuses %s', (_label, value) => {
    expect(isValidContactNumber(value)).toBe(false);
    const result = v.safeParse(contactNumberSchema, value);
    expect(result.issues?.[0].message).toBe('Please enter a valid contact number');
  });
});

describe('contact number rule with a separate country code', () => {
  it.each([
    ['+94', '771234567'],
    ['+94', '0771234567'],
    ['+1', '2025550123'],
    ['+94', ''],
    ['+94', '12345678'],
    ['+94', '012345678'], // the leading 0 is dropped, 8 digits stay
    ['+94', digits(15)],
  ])('accepts %s %s', (code, local) => expect(isValidContactNumberFor(code, local)).toBe(true));

  it('refuses fewer than 8 digits after the country code (spec §5), the leading 0 not counted', () => {
    expect(isValidContactNumberFor('+94', '123456')).toBe(false);
    expect(isValidContactNumberFor('+94', '1234567')).toBe(false);
    expect(isValidContactNumberFor('+94', '01234567')).toBe(false);
  });

  it('refuses more than 15 digits after the country code', () => {
    expect(isValidContactNumberFor('+94', digits(16))).toBe(false);
  });

  it.each([
    ['94', '771234567', 'a country code without +'],
    ['+12345', '771234567', 'a five-digit country code'],
    ['', '771234567', 'no country code'],
    ['+94', '+94771234567', 'a + in the local number'],
    ['+94', '77 123 4567', 'spaces in the local number'],
  ])('refuses %s %s (%s)', (code, local) => expect(isValidContactNumberFor(code, local)).toBe(false));

  it('reports the problem on contactNo with the spec message', () => {
    const result = v.safeParse(contactNumberWithCountrySchema, { countryCode: '+94', contactNo: '123' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['contactNo', 'Please enter a valid contact number'],
    ]);
  });

  it('joins the country code and the local number without its leading zero', () => {
    expect(toInternationalNumber('+94', '0771234567')).toBe('+94771234567');
  });
});

describe('dropLeadingZero and the constants', () => {
  it.each([
    ['0771234567', '771234567'],
    ['771234567', '771234567'],
    ['00771234567', '0771234567'],
    ['', ''],
  ])('turns %j into %j', (input, output) => expect(dropLeadingZero(input)).toBe(output));

  it('defaults to Sri Lanka and allows 15 digits', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('+94');
    expect(MAX_CONTACT_DIGITS).toBe(15);
  });
});
