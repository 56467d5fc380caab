import { describe, expect, it } from 'vitest';
import { genericErrorMessage } from '../../../src/api/error-catalogue';
import { CallFailure } from '../../../src/api/call-failure';
import { inquiryFailureMessage } from '../../../src/shared/inquiry-failure';
import { API_MESSAGES } from '../../../src/shared/api-messages';

describe('genericErrorMessage (the "Generic handler" row)', () => {
  it.each([
    ['error_message at the top', { error_message: 'Top', message: 'Message' }, 'Top'],
    ['error.error_message of a failure body', { message: 'Message', error: { error_message: 'Nested' } }, 'Nested'],
    ['message when there is no error_message', { message: 'Message' }, 'Message'],
    ['a failed call', new CallFailure({ status: 0, message: 'NotFound.' }), 'NotFound.'],
    ['"Sorry! Try again later" for an empty body', {}, 'Sorry! Try again later'],
    ['"Sorry! Try again later" for a per-field message object', { message: { name: 'x' } }, 'Sorry! Try again later'],
    ['"Sorry! Try again later" for blank texts', { error_message: ' ', message: '' }, 'Sorry! Try again later'],
    ['"Sorry! Try again later" for null', null, 'Sorry! Try again later'],
    ['a plain text answer as is', 'Service down', 'Service down'],
  ])('uses %s', (_label, result, expected) => expect(genericErrorMessage(result)).toBe(expected));
});

describe('inquiryFailureMessage (the "Inquiry failure" row)', () => {
  it.each([
    ['a text message as is', 'Plan is not available', 'Plan is not available'],
    ['name first', { description: 'D', email: 'E', name: 'N' }, 'N'],
    ['then email', { description: 'D', location: 'L', email: 'E' }, 'E'],
    ['then contactNo', { description: 'D', location: 'L', contactNo: 'C' }, 'C'],
    ['then location', { description: 'D', location: 'L' }, 'L'],
    ['then description', { description: 'D', links: 'U' }, 'D'],
    ['another field when none of the five is there', { propertyTypeId: 'Property Type cannot be empty' }, 'Property Type cannot be empty'],
    ['the fallback for an empty object', {}, 'Sorry! Try again later'],
    ['the fallback for no message', undefined, 'Sorry! Try again later'],
    ['the fallback for an empty text', '', 'Sorry! Try again later'],
  ])('uses %s', (_label, message, expected) => expect(inquiryFailureMessage(message)).toBe(expected));
});

// Typed out again on purpose: a changed constant must fail here.
describe('API messages', () => {
  it('are the spec §8 texts word for word', () => {
    expect(API_MESSAGES).toEqual({
      connectionInterrupted: 'Your connection was interrupted',
      sessionExpired: 'Your session expired! Please login again..',
      unauthenticated: 'Unauthenticated.',
      notFound: 'NotFound.',
      expectationFailed: 'Oops! Something went wrong.',
      somethingWentWrong: 'Sorry, something went wrong',
      tryAgainLater: 'Sorry! Try again later',
      inquirySent: 'Thank you for connecting with us. Your inquiry send successfully',
    });
  });
});
