import { Plural, useLingui } from '@lingui/react/macro';
import { languages } from '../reference-lists';
import { languageName } from '../../../components/reference-names';
import type { StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import type { LanguagesValues } from './property-step-values';
import { CheckboxList, problemOfList, ReferenceGate } from './step-fields';
import styles from './step-forms.module.css';

/** property/10: the languages the host and staff speak with guests (at least one). */
export function LanguagesStep({ values, issues, onChange }: StepBodyProps<LanguagesValues>) {
  const list = useReference(languages);
  const { t, i18n } = useLingui();
  const count = values.languageIds.length;
  return (
    <ReferenceGate list={list} what={t`languages`}>
      {(items) => (
        <CheckboxList
          legend={t`Languages spoken at your property`}
          name="languageIds"
          hint={t`Tick every language you or your staff can use to help guests, even a little.`}
          compact
          options={items.map((language) => ({
            value: language.id,
            label: languageName(i18n, language),
            // The native name helps guests and hosts alike; it is marked with its language for screen readers.
            description: language.nativeName !== language.name && language.nativeName !== languageName(i18n, language) ? language.nativeName : undefined,
            lang: language.code,
          }))}
          selected={values.languageIds}
          error={problemOfList(issues, 'languageIds')}
          onChange={(languageIds) => onChange({ languageIds })}
          footer={
            <p className={styles.counter} aria-live="polite">
              {count === 0 ? t`No languages chosen yet.` : <Plural value={count} one="# language chosen." other="# languages chosen." />}
            </p>
          }
        />
      )}
    </ReferenceGate>
  );
}
