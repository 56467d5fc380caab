/**
 * Countries and their calling codes from libphonenumber-js's metadata, named in the reader's
 * language. English by the browser (Intl.DisplayNames). Tamil by the browser when it knows Tamil
 * (a name other than the code), else CLDR's; Sinhala by CLDR's names (Debian's Chromium has no
 * Sinhala ICU data): src/locales/{si,ta}/country-names.ts, loaded with the picker of a Sinhala or
 * Tamil reader only (`loadCountryNames`). Loaded only with screens that show a phone input.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import type { Locale } from '../shared/locales';

export type CountryOption = { iso: CountryCode; name: string; callingCode: string; flag: string; englishName: string };

const flagOf = (iso: string) =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

// Literal paths, so each language's names are a chunk of their own.
const LOCAL_NAMES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  si: () => import('../locales/si/country-names'),
  ta: () => import('../locales/ta/country-names'),
};
const localNames = new Map<Locale, Record<string, string>>();

/** Whether `locale`'s names are at hand (English always is). */
export const hasCountryNames = (locale: Locale): boolean => locale === 'en' || localNames.has(locale);

/** Loads `locale`'s country names (once); until then the picker names the countries in English. */
export async function loadCountryNames(locale: Locale): Promise<void> {
  if (hasCountryNames(locale)) return;
  localNames.set(locale, (await LOCAL_NAMES[locale as Exclude<Locale, 'en'>]()).default);
}

const displayNames = (locale: string) => (typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }) : null);

const options = new Map<Locale, CountryOption[]>();

/** Every country, sorted by its name in `locale` (English while that language's names are loading). */
export function countryOptions(locale: Locale = 'en'): CountryOption[] {
  const shown: Locale = hasCountryNames(locale) ? locale : 'en';
  const cached = options.get(shown);
  if (cached) return cached;
  const english = displayNames('en');
  const browser = shown === 'ta' ? displayNames('ta') : null;
  const table = localNames.get(shown);
  const list = getCountries()
    .map((iso) => {
      const englishName = english?.of(iso) ?? iso;
      const fromBrowser = browser?.of(iso);
      const name = shown === 'en' ? englishName : fromBrowser && fromBrowser !== iso ? fromBrowser : (table?.[iso] ?? englishName);
      return { iso, name, englishName, callingCode: `+${getCountryCallingCode(iso)}`, flag: flagOf(iso) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, shown));
  options.set(shown, list);
  return list;
}

/**
 * The country shown for a calling code: the given preference when it matches, else the first in
 * English order (so a shared code picks the same country in every language), named in `locale`.
 */
export function countryFor(callingCode: string, preferred?: CountryCode, locale: Locale = 'en'): CountryOption | undefined {
  const all = countryOptions();
  const wanted = preferred ? all.find((option) => option.iso === preferred && option.callingCode === callingCode) : undefined;
  const main = callingCode === '+94' ? all.find((option) => option.iso === 'LK') : undefined;
  const found = wanted ?? main ?? all.find((option) => option.callingCode === callingCode);
  return found && locale !== 'en' ? countryOptions(locale).find((option) => option.iso === found.iso) : found;
}

/** Matches a name (in `locale` or English), an ISO code or a calling code ('sri', 'LK', '+94', '94'). */
export function searchCountries(query: string, locale: Locale = 'en'): CountryOption[] {
  const text = query.trim().toLowerCase();
  if (!text) return countryOptions(locale);
  const digits = text.replace(/^\+/, '');
  return countryOptions(locale).filter(
    (option) =>
      option.name.toLowerCase().includes(text) ||
      option.englishName.toLowerCase().includes(text) ||
      option.iso.toLowerCase() === text ||
      (/^[0-9]+$/.test(digits) && option.callingCode.slice(1).startsWith(digits)),
  );
}
