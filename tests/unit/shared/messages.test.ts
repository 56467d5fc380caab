import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../src/shared/messages';

// The spec's texts, typed out again on purpose: a changed constant must fail here.
describe('rule messages', () => {
  it('are the spec §5 texts word for word', () => {
    expect(RULE_MESSAGES).toEqual({
      invalidEmail: 'Please enter a valid email address',
      invalidContactNumber: 'Please enter a valid contact number',
      invalidNic: 'Please enter a valid NIC number',
      invalidName: 'Please enter a valid name',
      invalidPassword:
        'Password must be 6\u201350 characters, include at least one uppercase letter and one number',
      nameEmpty: 'Name cannot be empty',
      nameSpaces: 'Name cannot be just spaces',
      emailEmpty: 'Email cannot be empty',
      contactNumberEmpty: 'Please input the Contact Number',
      contactNumberTooLong: 'You cannot exceed 15 characters',
      addressEmpty: 'Address cannot be empty',
      addressSpaces: 'Address cannot be just spaces',
      propertyTypeEmpty: 'Property Type cannot be empty',
      urlRequired: 'URL is required',
      urlTooShort: 'Minimum 6 characters required',
      urlLooksInvalid: 'Enter a valid URL',
      messageEmpty: 'Message cannot be empty',
      messageSpaces: 'Message cannot be just spaces',
      messageTooLong: 'Message cannot exceed 500 characters',
      toastContactNumberEmpty: 'Contact no cannot be empty',
      toastMessageEmpty: 'Inquiry message cannot be empty',
    });
  });
});
