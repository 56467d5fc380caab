import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { baseWords, isCommonPassword, TOP_RANKED } from '../../../src/server/lib/common-passwords';
import { isValidPassword } from '../../../src/shared/password';
import { newPasswordProblem, COMMON_PASSWORD_MESSAGE } from '../../../src/server/modules/auth/check-new-password';

const ranked = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];

describe('isCommonPassword', () => {
  it('uses a real breach list of at least 10 000 ranked entries', () => {
    expect(ranked.length).toBeGreaterThanOrEqual(TOP_RANKED);
    expect(TOP_RANKED).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses entries taken from the package, from the top and from far down the list', () => {
    for (const entry of [ranked[0], ranked[1], ranked[500], ranked[9_999], ranked[20_000], ranked[ranked.length - 1]]) {
      expect(isCommonPassword(entry), entry).toBe(true);
      expect(isCommonPassword(entry.toUpperCase()), entry).toBe(true);
    }
  });

  it('refuses list entries dressed up to pass the spec rule (capital, digits, symbols, leet-speak)', () => {
    for (const password of ['Password123', 'P@ssw0rd1', 'Dragon2024', 'Monkey@99', 'Sunshine!1', '4Dmin2024', 'Iloveyou7']) {
      expect(isValidPassword(password), password).toBe(true);
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses the local patterns', () => {
    for (const password of ['Srilanka2024', 'Colombo@123', 'Sri Lanka 2025', 'K4ndy2026', 'Ceylon#1', 'Cricket99', 'Galle-2024']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that are not built on a common word', () => {
    for (const password of ['Lagoon2031', 'Kithul-Tree-48', 'Nadeesha9x!Perera', 'Rambutan7Monsoon', 'Jaffna2031z']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('reads the base word with the ends stripped and leet-speak undone', () => {
    expect(baseWords('Colombo@123')).toContain('colombo');
    expect(baseWords('P@ssw0rd1')).toContain('password');
    expect(baseWords('2024Kandy!')).toContain('kandy');
  });
});

describe('newPasswordProblem', () => {
  it('answers the common-password message for a list entry that passes the spec rule', () => {
    expect(newPasswordProblem('Srilanka2024')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(newPasswordProblem('Rambutan7Monsoon')).toBeNull();
  });
});
