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
  const count = values.highlightIds.length;
  const full = count >= MAX_HIGHLIGHTS;
  return (
    <ReferenceGate list={list} what="highlights">
      {(items) => (
        <CheckboxList
          legend={`Choose up to ${MAX_HIGHLIGHTS} highlights`}
          name="highlightIds"
          hint="Pick what guests would write home about. Fewer, true highlights beat a long list."
          options={items.map((item) => ({ value: item.id, label: item.name, description: item.description }))}
          selected={values.highlightIds}
          isDisabled={() => full}
          error={problemOfList(issues, 'highlightIds')}
          onChange={(highlightIds) => onChange({ highlightIds })}
          footer={
            <p className={styles.counter} data-state={full ? 'limit' : undefined} aria-live="polite">
              {full
                ? `You have chosen ${MAX_HIGHLIGHTS} of ${MAX_HIGHLIGHTS}, the most you can. Untick one to choose another.`
                : `${count} of ${MAX_HIGHLIGHTS} chosen.`}
            </p>
          }
        />
      )}
    </ReferenceGate>
  );
}
