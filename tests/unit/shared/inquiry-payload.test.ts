import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  inquiryPayloadSchema,
  toInquiryPayload,
  validateInquiryPayload,
  type InquiryPayload,
} from '../../../src/shared/inquiry-payload';

function validPayload(patch: Record<string, unknown> = {}): InquiryPayload {
  return {
    planId: 2,
    name: 'Kamala Subramaniam',
    email: 'kamala@example.lk',
    contactNo: '771234567',
    countryCode: '+94',
    location: 'Jaffna',
    links: ['https://example.lk/villa'],
    propertyTypeId: 3,
    description: 'Two apartments near the fort.',
    customerId: 0,
    ...patch,
  } as InquiryPayload;
}

describe('inquiry payload schema (server side)', () => {
  it('accepts a complete payload, customerId 0 for a visitor', () => {
    expect(validateInquiryPayload(validPayload())).toEqual({ ok: true, payload: validPayload() });
  });

  it('accepts a link that only earns a warning in the form', () => {
    expect(validateInquiryPayload(validPayload({ links: ['my villa'] })).ok).toBe(true);
  });

  it.each([
    ['name', { name: '' }, 'Name cannot be empty'],
    ['name', { name: ' ' }, 'Name cannot be just spaces'],
    ['name', { name: 'R2D2' }, 'Please enter a valid name'],
    ['email', { email: '' }, 'Email cannot be empty'],
    ['email', { email: 'kamala' }, 'Please enter a valid email address'],
    ['contactNo', { contactNo: '' }, 'Please input the Contact Number'],
    ['contactNo', { contactNo: '1'.repeat(16) }, 'You cannot exceed 15 characters'],
    ['contactNo', { contactNo: '1234' }, 'Please enter a valid contact number'],
    ['location', { location: '' }, 'Address cannot be empty'],
    ['location', { location: '  ' }, 'Address cannot be just spaces'],
    ['propertyTypeId', { propertyTypeId: 0 }, 'Property Type cannot be empty'],
    ['links.0', { links: [''] }, 'URL is required'],
    ['links.0', { links: ['a.lk'] }, 'Minimum 6 characters required'],
    ['description', { description: '' }, 'Message cannot be empty'],
    ['description', { description: '   ' }, 'Message cannot be just spaces'],
    ['description', { description: 'x'.repeat(501) }, 'Message cannot exceed 500 characters'],
  ])('refuses %s %j with %j', (field, patch, message) => {
    const result = validateInquiryPayload(validPayload(patch));
    expect(result).toEqual({ ok: false, issues: [{ field, message }], fieldMessages: { [field]: message } });
  });

  it('refuses a country code without + on countryCode and on the joined contact number', () => {
    const result = validateInquiryPayload(validPayload({ countryCode: '94' }));
    expect(result.ok === false && result.fieldMessages).toEqual({
      contactNo: 'Please enter a valid contact number',
      countryCode: 'Please enter a valid contact number',
    });
  });

  it.each([
    ['planId 0', { planId: 0 }],
    ['a fractional planId', { planId: 1.5 }],
    ['a negative customerId', { customerId: -1 }],
    ['a customerId given as text', { customerId: '0' }],
    ['an unknown field', { extra: true }],
    ['a missing field', { description: undefined }],
  ])('refuses %s', (_label, patch) => {
    expect(v.is(inquiryPayloadSchema, validPayload(patch))).toBe(false);
  });

  it('refuses a body that is not an object', () => {
    expect(validateInquiryPayload('nope').ok).toBe(false);
  });
});

describe('toInquiryPayload', () => {
  it('trims text, drops the leading zero and uses customerId 0 for a visitor', () => {
    const payload = toInquiryPayload(
      {
        name: ' Nimal ',
        email: ' n@x.lk ',
        countryCode: '+94',
        contactNo: '0771234567',
        location: ' Kandy ',
        propertyTypeId: 4,
        links: [' https://x.lk/a '],
        description: ' Hello ',
      },
      { planId: 3 },
    );
    expect(payload).toEqual({
      planId: 3,
      name: 'Nimal',
      email: 'n@x.lk',
      contactNo: '771234567',
      countryCode: '+94',
      location: 'Kandy',
      links: ['https://x.lk/a'],
      propertyTypeId: 4,
      description: 'Hello',
      customerId: 0,
    });
    expect(validateInquiryPayload(payload).ok).toBe(true);
  });

  it('keeps the signed-in customer id', () => {
    const form = { name: 'A', email: 'a@b.lk', countryCode: '+94', contactNo: '771234567',
      location: 'Galle', propertyTypeId: 1, links: [], description: 'Hi' };
    expect(toInquiryPayload(form, { planId: 2, customerId: 41 }).customerId).toBe(41);
  });
});
