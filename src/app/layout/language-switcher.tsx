import { Trans } from '@lingui/react/macro';
import { HTML_LANG, LOCALE_NAMES, LOCALES, isLocale } from '../../shared/locales';
import { useLocaleChoice } from '../i18n/use-locale';
import { useReadyOnceHydrated } from '../use-hydrated';
import styles from './language-switcher.module.css';

/**
 * The interface language: a native select (one tap on a phone, the platform's own list), each
 * language named in its own script and marked with its lang, so a screen reader says it right.
 */
export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const [active, choose] = useLocaleChoice(signedIn);
  // Prerendered with / and /login: a choice before hydration would do nothing.
  const readyOnceHydrated = useReadyOnceHydrated();
  return (
    <label className={styles.switcher}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.globe}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="visually-hidden">
        <Trans>Language</Trans>
      </span>
      <select
        className={styles.select}
        value={active}
        {...readyOnceHydrated}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={HTML_LANG[locale]}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
