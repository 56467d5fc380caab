import { describe, expect, it } from 'vitest';
import { idOfPropertyCode, propertyCode } from '../../../src/shared/property-code';

describe('propertyCode', () => {
  it('writes LK- and the id with at least six digits', () => {
    expect(propertyCode(123)).toBe('LK-000123');
    expect(propertyCode(1)).toBe('LK-000001');
    expect(propertyCode(999_999)).toBe('LK-999999');
    expect(propertyCode(1_234_567)).toBe('LK-1234567');
  });
});

describe('idOfPropertyCode', () => {
  it('reads a code however people type it', () => {
    for (const typed of ['LK-000123', 'lk-000123', 'LK000123', 'LK 123', 'lk-123', '  LK-000123 ']) expect(idOfPropertyCode(typed), typed).toBe(123);
    expect(idOfPropertyCode(propertyCode(2_147_483_647))).toBe(2_147_483_647);
  });

  it('is null for text that is not a code, or an id no property can have', () => {
    for (const text of ['123', 'LK-', 'LK-0', 'LK-000000', 'LK--123', 'XLK-123', 'LK-12a', 'Palm LK-123', 'LK-2147483648', 'LK-99999999999']) {
      expect(idOfPropertyCode(text), text).toBeNull();
    }
  });
});
