import { useLingui } from '@lingui/react/macro';
import { highlightTexts } from '../../../components/listing-reference-texts';
import { MAX_HIGHLIGHTS } from '../../../shared/listing-property-schemas';
import { highlights } from '../reference-lists';
import type { StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import type { HighlightsValues } from './property-step-values';
import { CheckboxList, problemOfList, ReferenceGate } from './step-fields';
import styles from './step-forms.module.css';

/** property/13: up to five highlights; once five are ticked the rest are disabled until one is unticked. */
export function HighlightsStep({ values, issues, onChange }: StepBodyProps<HighlightsValues>) {
  const list = useReference(highlights);
  const { t, i18n } = useLingui();
  const count = values.highlightIds.length;
  const most = MAX_HIGHLIGHTS;
  const full = count >= MAX_HIGHLIGHTS;
  return (
    <ReferenceGate list={list} what={t`highlights`}>
      {(items) => (
        <CheckboxList
          legend={t`Choose up to ${most} highlights`}
          name="highlightIds"
          hint={t`Pick what guests would write home about. Fewer, true highlights beat a long list.`}
          options={items.map((item) => {
            const texts = highlightTexts(i18n, item);
            return { value: item.id, label: texts.name, description: texts.description };
          })}
          selected={values.highlightIds}
          isDisabled={() => full}
          error={problemOfList(issues, 'highlightIds')}
          onChange={(highlightIds) => onChange({ highlightIds })}
          footer={
            <p className={styles.counter} data-state={full ? 'limit' : undefined} aria-live="polite">
              {full
                ? t`You have chosen ${most} of ${most}, the most you can. Untick one to choose another.`
                : t`${count} of ${most} chosen.`}
            </p>
          }
        />
      )}
    </ReferenceGate>
  );
}
