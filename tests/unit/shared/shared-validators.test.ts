import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailSchema, isValidEmail } from '../../../src/shared/email';
import { isValidName, nameSchema } from '../../../src/shared/name';
import { isValidNic, nicSchema } from '../../../src/shared/nic';
import { isValidPassword, passwordSchema } from '../../../src/shared/password';

/** The one message a schema gives for a bad value (undefined when the value passes). */
function messageFor(schema: v.GenericSchema<string>, value: string): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

describe('email rule', () => {
  it.each(['host@example.com', 'first.last+villa@mail.example.lk', 'a_b-c@sub-domain.co.uk'])(
    'accepts %s',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each(['', 'plainaddress', 'host@', '@example.com', 'host@example', 'host@@example.com',
    'host @example.com', 'host@example.c', 'host@example.com '])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(messageFor(emailSchema, value)).toBe('Please enter a valid email address');
  });
});

describe('name rule', () => {
  it.each([
    ['a Latin name', 'Nimal Perera'],
    ['a Sinhala name with vowel signs and a virama', 'නිමල් පෙරේරා'],
    ['a Sinhala name with a zero-width joiner', 'ශ්\u200Dරී ලංකා'],
    ['a Tamil name', 'கமலா சுப்பிரமணியம்'],
    ['a name with accents', 'Renée Müller'],
    ['a single letter', 'A'],
    ['leading and trailing spaces', '  Kamal  '],
  ])('accepts %s', (_label, value) => expect(isValidName(value)).toBe(true));

  it.each([
    ['digits', 'Nimal 2'],
    ['an apostrophe', "O'Brien"],
    ['a hyphen', 'Jean-Luc'],
    ['a dot', 'K. Silva'],
    ['only spaces', '   '],
    ['empty text', ''],
    ['a tab', 'Nimal\tPerera'],
    ['an emoji', 'Nimal 🙂'],
    ['a leading combining mark', '\u0DD2abc'],
  ])('refuses %s', (_label, value) => {
    expect(isValidName(value)).toBe(false);
    expect(messageFor(nameSchema, value)).toBe('Please enter a valid name');
  });
});

describe('NIC rule (9 or 10 digits + V/v, or 12 digits)', () => {
  it.each(['1234567890V', '1234567890v', '853400937V', '853400937v', '199012345678'])('accepts %s', (value) =>
    expect(isValidNic(value)).toBe(true),
  );

  it.each([
    ['8 digits + V', '12345678V'],
    ['9 digits + X', '123456789X'],
    ['10 digits + X', '1234567890X'],
    ['11 digits', '12345678901'],
    ['10 digits without a letter', '1234567890'],
    ['13 digits', '1234567890123'],
    ['12 digits + V', '123456789012V'],
    ['a space inside', '1234567890 V'],
    ['empty text', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidNic(value)).toBe(false);
    expect(messageFor(nicSchema, value)).toBe('Please enter a valid NIC number');
  });
});

describe('password rule', () => {
  const message =
    'Password must be 6–50 characters, include at least one uppercase letter and one number';

  it.each([
    ['6 characters (lower bound)', 'Abcde1'],
    ['50 characters (upper bound)', 'A1' + 'x'.repeat(48)],
    ['a non-Latin uppercase letter', 'Ωmega12'],
  ])('accepts %s', (_label, value) => expect(isValidPassword(value)).toBe(true));

  it.each([
    ['5 characters', 'Abcd1'],
    ['51 characters', 'A1' + 'x'.repeat(49)],
    ['no uppercase letter', 'abcdef1'],
    ['no digit', 'Abcdefg'],
    ['empty text', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidPassword(value)).toBe(false);
    expect(messageFor(passwordSchema, value)).toBe(message);
  });

  it('uses an en dash in "6–50", not a hyphen', () => {
    expect(messageFor(passwordSchema, '')).toContain('6\u201350');
  });
});
