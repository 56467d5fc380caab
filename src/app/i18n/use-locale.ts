/**
 * Choosing the interface language, and following the account's choice after sign-in.
 */
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '../../shared/locales';
import type { SessionUser } from '../../shared/session-user';
import { activateLocale } from './load-catalog';
import { rememberLocale } from './locale-choice';

/** The active language and a function that switches to another: here, in this browser and on the account. */
export function useLocaleChoice(signedIn: boolean): [Locale, (locale: Locale) => Promise<void>] {
  const { i18n } = useLingui();
  const active = isLocale(i18n.locale) ? i18n.locale : 'en';
  const choose = async (locale: Locale) => {
    rememberLocale(locale);
    await activateLocale(locale);
    if (signedIn) {
      // Loaded on a switch only, so the calls stay off the first load. A failed save keeps the
      // choice in this browser; the account keeps its earlier one.
      const { saveAccountLocale } = await import('../../api/locale-calls');
      await saveAccountLocale(locale).catch(() => undefined);
    }
  };
  return [active, choose];
}

/**
 * The language stored on the account wins once someone is signed in (another browser, or after
 * signing in here): the page switches to it and this browser remembers it.
 */
export function useAccountLocale(user: SessionUser | null): void {
  const { i18n } = useLingui();
  const accountLocale = user?.locale ?? null;
  useEffect(() => {
    if (!isLocale(accountLocale) || accountLocale === i18n.locale) return;
    rememberLocale(accountLocale);
    void activateLocale(accountLocale);
    // Only a change of account or of its stored language; the active language changing here is the reader's own doing.
  }, [user?.id, accountLocale, i18n]);
}
