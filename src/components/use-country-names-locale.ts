import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { hasCountryNames, loadCountryNames } from './country-calling-codes';
import { isLocale, type Locale } from '../shared/locales';

/**
 * The reader's language for country names, once its names have loaded (English until then): the
 * phone input's country picker and the booking dialog's nationality list both name countries so.
 */
export function useCountryNamesLocale(): Locale {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const [, setLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    if (hasCountryNames(locale)) return;
    let current = true;
    void loadCountryNames(locale).then(() => current && setLoaded(locale));
    return () => {
      current = false;
    };
  }, [locale]);
  return hasCountryNames(locale) ? locale : 'en';
}
