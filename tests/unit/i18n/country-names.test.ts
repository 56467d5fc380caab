import { describe, expect, it } from 'vitest';
import { countryFor, countryOptions, hasCountryNames, loadCountryNames, searchCountries } from '../../../src/components/country-calling-codes';

// Issue 27: the phone picker names countries in the reader's language (Sinhala from CLDR's table,
// Tamil from the browser or CLDR's table), English until that language's names have loaded.
describe("the phone picker's country names", () => {
  it('names them in English, and in English while a language’s names are loading', () => {
    expect(countryFor('+94')?.name).toBe('Sri Lanka');
    expect(hasCountryNames('si')).toBe(false);
    expect(countryFor('+94', undefined, 'si')?.name).toBe('Sri Lanka');
  });

  it('names them in Sinhala and Tamil once loaded, still found by their English name or code', async () => {
    await Promise.all([loadCountryNames('si'), loadCountryNames('ta')]);
    expect(countryFor('+94', undefined, 'si')?.name).toBe('ශ්‍රී ලංකාව');
    expect(countryFor('+94', undefined, 'ta')?.name).toBe('இலங்கை');
    expect(countryFor('+44', 'GB', 'ta')?.name).toBe('யுனைடெட் கிங்டம்');
    expect(searchCountries('sri', 'si').map((option) => option.iso)).toContain('LK');
    expect(searchCountries('இலங்', 'ta').map((option) => option.iso)).toEqual(['LK']);
    // The same country for a shared code in every language (+1: the first in English order).
    expect(countryFor('+1', undefined, 'ta')?.iso).toBe(countryFor('+1')?.iso);
    expect(countryOptions('si').every((option) => option.name !== option.iso)).toBe(true);
    expect(countryOptions('en').find((option) => option.iso === 'LK')?.name).toBe('Sri Lanka');
  });
});
