import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLocale } from '../../../src/shared/locales';

describe('the first visit’s language, from navigator.languages', () => {
  it('takes Sinhala and Tamil whatever the region', () => {
    expect(pickLocale(['si'])).toBe('si');
    expect(pickLocale(['si-LK', 'en-US'])).toBe('si');
    expect(pickLocale(['ta-IN'])).toBe('ta');
    expect(pickLocale(['TA_lk'])).toBe('ta');
  });

  it('follows the reader’s order: the first language the portal speaks wins', () => {
    expect(pickLocale(['en-GB', 'si-LK'])).toBe('en');
    expect(pickLocale(['fr-FR', 'ta-LK', 'si-LK'])).toBe('ta');
  });

  it('falls back to English for any other language or none', () => {
    expect(pickLocale(['fr-FR', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(['', 'sin'])).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('orders by q, keeps the header’s order on ties and drops q=0', () => {
    expect(acceptedLanguages('en;q=0.5, ta-LK, si;q=0.8, fr;q=0')).toEqual(['ta-LK', 'si', 'en']);
    expect(pickLocale(acceptedLanguages('en;q=0.5, ta-LK, si;q=0.8'))).toBe('ta');
  });

  it('reads a missing or broken header as no preference', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' ; q=1, ;;')).toEqual([]);
    expect(pickLocale(acceptedLanguages('si;q=abc, ta'))).toBe('ta');
  });
});
