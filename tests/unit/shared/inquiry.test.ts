import { describe, expect, it } from 'vitest';
import {
  CONTACT_NUMBER_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  dropLeadingZero,
  emptyInquiryForm,
  INQUIRY_MESSAGE_MAX,
  MAX_CONTACT_DIGITS,
  URL_MIN_LENGTH,
  validateInquiry,
  type InquiryForm,
} from '../../../src/shared/inquiry';
import { looksLikeUrl } from '../../../src/shared/inquiry-fields';

function validForm(patch: Partial<InquiryForm> = {}): InquiryForm {
  return {
    name: 'Nimal Perera',
    email: 'nimal@example.lk',
    countryCode: '+94',
    contactNo: '0771234567',
    location: '12 Galle Road, Colombo 03',
    propertyTypeId: 2,
    links: ['https://www.airbnb.com/rooms/1'],
    description: 'A four-room guest house near the beach.',
    ...patch,
  };
}

/** The message of one field, or undefined when the field is fine. */
function messageOf(patch: Partial<InquiryForm>, field: string): string | undefined {
  return validateInquiry(validForm(patch)).issues.find((issue) => issue.field === field)?.message;
}

describe('validateInquiry field messages', () => {
  it('accepts a complete form with no issues and no warnings', () => {
    expect(validateInquiry(validForm())).toEqual({ ok: true, issues: [], warnings: [] });
  });

  it.each([
    ['name', { name: '' }, 'Name cannot be empty'],
    ['name', { name: '   ' }, 'Name cannot be just spaces'],
    ['name', { name: 'Nimal 2' }, 'Please enter a valid name'],
    ['email', { email: '' }, 'Email cannot be empty'],
    ['email', { email: 'nimal@' }, 'Please enter a valid email address'],
    ['contactNo', { contactNo: '' }, 'Please input the Contact Number'],
    ['contactNo', { contactNo: '0'.repeat(16) }, 'You cannot exceed 15 characters'],
    ['contactNo', { contactNo: '12345' }, 'Please enter a valid contact number'],
    ['contactNo', { contactNo: '123456' }, 'Please enter a valid contact number'], // 6 digits after +94 (spec §5: 8-15)
    ['contactNo', { contactNo: '077 123 4567' }, 'Please enter a valid contact number'],
    ['contactNo', { countryCode: '94' }, 'Please enter a valid contact number'],
    ['location', { location: '' }, 'Address cannot be empty'],
    ['location', { location: '  \t ' }, 'Address cannot be just spaces'],
    ['propertyTypeId', { propertyTypeId: null }, 'Property Type cannot be empty'],
    ['propertyTypeId', { propertyTypeId: 0 }, 'Property Type cannot be empty'],
    ['propertyTypeId', { propertyTypeId: '' as unknown as number }, 'Property Type cannot be empty'],
    ['links.0', { links: [''] }, 'URL is required'],
    ['links.0', { links: ['    '] }, 'URL is required'],
    ['links.1', { links: ['https://a.lk/x', 'a.lk'] }, 'Minimum 6 characters required'],
    ['description', { description: '' }, 'Message cannot be empty'],
    ['description', { description: ' \n ' }, 'Message cannot be just spaces'],
    ['description', { description: 'x'.repeat(501) }, 'Message cannot exceed 500 characters'],
  ])('%s %j → %s', (field, patch, message) => {
    const result = validateInquiry(validForm(patch as Partial<InquiryForm>));
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([{ field, message }]);
  });

  it.each([
    ['a Sinhala name', { name: 'නිමල් පෙරේරා' }],
    ['a Tamil name', { name: 'கமலா சுப்பிரமணியம்' }],
    ['a 15-digit contact number after +94', { contactNo: '123456789012345' }],
    ['a contact number of 8 digits after +94', { contactNo: '12345678' }],
    ['a 500-character message', { description: 'x'.repeat(500) }],
    ['500 emoji (code points, not UTF-16 units)', { description: '🙂'.repeat(500) }],
    ['no links at all', { links: [] }],
    ['a 6-character link', { links: ['ab.com'] }],
  ])('accepts %s', (_label, patch) => {
    expect(validateInquiry(validForm(patch as Partial<InquiryForm>)).ok).toBe(true);
  });

  it('gives only the first problem of a field', () => {
    expect(messageOf({ name: '' }, 'name')).toBe('Name cannot be empty');
    expect(validateInquiry(validForm({ name: '' })).issues).toHaveLength(1);
  });

  it('lists issues in form order, each link by its index', () => {
    const result = validateInquiry(
      validForm({ description: '', links: ['', 'https://ok.lk', 'abc'], email: '', name: '1' }),
    );
    expect(result.issues.map((issue) => issue.field)).toEqual([
      'name', 'email', 'links.0', 'links.2', 'description',
    ]);
  });
});

describe('validateInquiry URL warnings', () => {
  it('warns about a link that does not look like a URL without blocking the form', () => {
    const result = validateInquiry(validForm({ links: ['my villa page'] }));
    expect(result.ok).toBe(true);
    expect(result.issues).toEqual([]);
    expect(result.warnings).toEqual([{ field: 'links.0', message: 'Enter a valid URL' }]);
  });

  it('does not warn about a link that already has an error', () => {
    expect(validateInquiry(validForm({ links: ['', 'abc'] })).warnings).toEqual([]);
  });

  it.each(['https://www.airbnb.com/rooms/1', 'http://example.lk', 'booking.com/hotel/lk/x', 'xn--mgbh0fb.xn--kgbechtv'])(
    'treats %s as a URL', (link) => expect(looksLikeUrl(link)).toBe(true),
  );

  it.each(['my villa page', 'abcdefg', 'ftp://files.example.com', 'https://localhost', 'http://192.168.1.1', 'a..b.com'])(
    'does not treat %s as a URL', (link) => expect(looksLikeUrl(link)).toBe(false),
  );
});

describe('validateInquiry firstProblem (the warning toast)', () => {
  const everythingEmpty: Partial<InquiryForm> = {
    name: '', email: '', contactNo: '', location: '', propertyTypeId: null, links: [''], description: '',
  };

  it.each([
    ['the name problem first', {}, 'Name cannot be empty'],
    ['then the email problem', { name: 'Nimal' }, 'Email cannot be empty'],
    ['then "Contact no cannot be empty" for an empty number', { name: 'Nimal', email: 'n@x.lk' }, 'Contact no cannot be empty'],
    ['then "Address cannot be empty"', { name: 'Nimal', email: 'n@x.lk', contactNo: '771234567' }, 'Address cannot be empty'],
    ['then the property type', { name: 'Nimal', email: 'n@x.lk', contactNo: '771234567', location: 'Kandy' }, 'Property Type cannot be empty'],
    ['then a link', { name: 'Nimal', email: 'n@x.lk', contactNo: '771234567', location: 'Kandy', propertyTypeId: 1 }, 'URL is required'],
    ['then "Inquiry message cannot be empty"', { name: 'Nimal', email: 'n@x.lk', contactNo: '771234567', location: 'Kandy', propertyTypeId: 1, links: [] }, 'Inquiry message cannot be empty'],
  ])('names %s', (_label, filled, expected) => {
    const result = validateInquiry(validForm({ ...everythingEmpty, ...filled }));
    expect(result.firstProblem).toBe(expected);
  });

  it.each([
    ['a name of spaces', { name: '  ' }, 'Name cannot be just spaces'],
    ['an invalid email', { email: 'x' }, 'Please enter a valid email address'],
    ['a contact number that is too long', { contactNo: '1'.repeat(16) }, 'You cannot exceed 15 characters'],
    ['an invalid contact number', { contactNo: '123' }, 'Please enter a valid contact number'],
    ['an address of spaces', { location: '   ' }, 'Address cannot be just spaces'],
    ['a message of spaces', { description: '   ' }, 'Message cannot be just spaces'],
    ['a message that is too long', { description: 'x'.repeat(501) }, 'Message cannot exceed 500 characters'],
  ])('uses the field message for %s', (_label, patch, expected) => {
    expect(validateInquiry(validForm(patch)).firstProblem).toBe(expected);
  });

  it('has no firstProblem when only warnings remain', () => {
    expect(validateInquiry(validForm({ links: ['not a url'] }))).not.toHaveProperty('firstProblem');
  });
});

describe('inquiry constants', () => {
  it('match spec §9', () => {
    expect(INQUIRY_MESSAGE_MAX).toBe(500);
    expect(MAX_CONTACT_DIGITS).toBe(15);
    expect(CONTACT_NUMBER_MAX_LENGTH).toBe(15);
    expect(URL_MIN_LENGTH).toBe(6);
    expect(DEFAULT_COUNTRY_CODE).toBe('+94');
    expect(dropLeadingZero('0771234567')).toBe('771234567');
  });

  it('starts an empty form on Sri Lanka with no links', () => {
    expect(emptyInquiryForm()).toEqual({
      name: '', email: '', countryCode: '+94', contactNo: '', location: '',
      propertyTypeId: null, links: [], description: '',
    });
  });
});
