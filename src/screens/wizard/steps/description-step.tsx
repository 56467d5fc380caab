import { countCharacters } from '../../../shared/text';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../../../shared/listing-property-schemas';
import { problemOf, type StepBodyProps } from '../step-types';
import { descriptionToText, textToDescription } from './description-text';
import type { DescriptionValues } from './property-step-values';
import { NumberField, TextAreaField } from './step-fields';
import styles from './step-forms.module.css';

const NEIGHBOURHOOD_MAX = 1000;

/** The count under the description, as the rules count it (spec §5: after stripping markup). */
function descriptionCount(html: string): string {
  const count = countCharacters(html);
  if (count < DESCRIPTION_MIN) return `${count} of ${DESCRIPTION_MAX} characters · at least ${DESCRIPTION_MIN - count} more to go`;
  if (count > DESCRIPTION_MAX) return `${count} of ${DESCRIPTION_MAX} characters · ${count - DESCRIPTION_MAX} too many`;
  return `${count} of ${DESCRIPTION_MAX} characters`;
}

/** property/12: the size, the description guests read first, and the neighbourhood. */
export function DescriptionStep({ values, issues, onChange }: StepBodyProps<DescriptionValues>) {
  const neighbourhoodCount = Array.from(values.neighbourhood).length;
  return (
    <div className={styles.stack}>
      <NumberField
        label="Size (m²)"
        name="sizeSqm"
        value={values.sizeSqm}
        placeholder="e.g. 120"
        hint="The indoor space guests can use, in square metres. 1 m² is about 10.8 square feet."
        error={problemOf(issues, 'sizeSqm')}
        onValueChange={(sizeSqm) => onChange({ ...values, sizeSqm })}
      />
      <TextAreaField
        label="Describe your place"
        name="description"
        value={descriptionToText(values.description)}
        placeholder="A quiet two-bedroom villa among the paddy fields, ten minutes by tuk-tuk from Galle Fort…"
        hint={
          <>
            <span aria-live="polite">{descriptionCount(values.description)}</span>. What is the space like, what will guests love, what
            is included? Leave a blank line between paragraphs.
          </>
        }
        error={problemOf(issues, 'description')}
        onValueChange={(text) => onChange({ ...values, description: textToDescription(text) })}
      />
      <TextAreaField
        label="The neighbourhood (optional)"
        name="neighbourhood"
        short
        value={values.neighbourhood}
        placeholder="The beach is a five-minute walk; the village shop and a bus stop to Matara are at the junction…"
        hint={`${neighbourhoodCount} of ${NEIGHBOURHOOD_MAX} characters · What is nearby, and how guests get around.`}
        error={problemOf(issues, 'neighbourhood')}
        onValueChange={(neighbourhood) => onChange({ ...values, neighbourhood })}
      />
    </div>
  );
}
