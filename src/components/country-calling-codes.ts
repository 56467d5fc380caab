/**
 * Countries and their calling codes from libphonenumber-js's metadata, named in English by the
 * browser (Intl.DisplayNames). Loaded only with screens that show a phone input.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export type CountryOption = { iso: CountryCode; name: string; callingCode: string; flag: string };

const flagOf = (iso: string) =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

let options: CountryOption[] | null = null;

export function countryOptions(): CountryOption[] {
  if (options) return options;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  options = getCountries()
    .map((iso) => ({ iso, name: names?.of(iso) ?? iso, callingCode: `+${getCountryCallingCode(iso)}`, flag: flagOf(iso) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return options;
}

/** The country shown for a calling code: the given preference when it matches, else the first. */
export function countryFor(callingCode: string, preferred?: CountryCode): CountryOption | undefined {
  const all = countryOptions();
  const wanted = preferred ? all.find((option) => option.iso === preferred && option.callingCode === callingCode) : undefined;
  const main = callingCode === '+94' ? all.find((option) => option.iso === 'LK') : undefined;
  return wanted ?? main ?? all.find((option) => option.callingCode === callingCode);
}

/** Matches a name, an ISO code or a calling code ('sri', 'LK', '+94', '94'). */
export function searchCountries(query: string): CountryOption[] {
  const text = query.trim().toLowerCase();
  if (!text) return countryOptions();
  const digits = text.replace(/^\+/, '');
  return countryOptions().filter(
    (option) =>
      option.name.toLowerCase().includes(text) ||
      option.iso.toLowerCase() === text ||
      (/^[0-9]+$/.test(digits) && option.callingCode.slice(1).startsWith(digits)),
  );
}
