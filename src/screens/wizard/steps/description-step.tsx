import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { countCharacters } from '../../../shared/text';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../../../shared/listing-property-schemas';
import { problemOf, type StepBodyProps } from '../step-types';
import { descriptionToText, textToDescription } from './description-text';
import type { DescriptionValues } from './property-step-values';
import { NumberField, TextAreaField } from './step-fields';
import styles from './step-forms.module.css';

const NEIGHBOURHOOD_MAX = 1000;

/** The count under the description, as the rules count it (spec §5: after stripping markup). */
function descriptionCount(i18n: I18n, html: string): string {
  const count = countCharacters(html);
  const max = DESCRIPTION_MAX;
  if (count < DESCRIPTION_MIN) {
    const missing = DESCRIPTION_MIN - count;
    return i18n._(msg`${count} of ${max} characters · at least ${missing} more to go`);
  }
  if (count > DESCRIPTION_MAX) {
    const over = count - DESCRIPTION_MAX;
    return i18n._(msg`${count} of ${max} characters · ${over} too many`);
  }
  return i18n._(msg`${count} of ${max} characters`);
}

/** property/12: the size, the description guests read first, and the neighbourhood. */
export function DescriptionStep({ values, issues, onChange }: StepBodyProps<DescriptionValues>) {
  const { t, i18n } = useLingui();
  const neighbourhoodCount = Array.from(values.neighbourhood).length;
  const neighbourhoodMax = NEIGHBOURHOOD_MAX;
  return (
    <div className={styles.stack}>
      <NumberField
        label={t`Size (m²)`}
        name="sizeSqm"
        value={values.sizeSqm}
        placeholder={t`e.g. 120`}
        hint={t`The indoor space guests can use, in square metres. 1 m² is about 10.8 square feet.`}
        error={problemOf(issues, 'sizeSqm')}
        onValueChange={(sizeSqm) => onChange({ ...values, sizeSqm })}
      />
      <TextAreaField
        label={t`Describe your place`}
        name="description"
        value={descriptionToText(values.description)}
        placeholder={t`A quiet two-bedroom villa among the paddy fields, ten minutes by tuk-tuk from Galle Fort…`}
        hint={
          <>
            <span aria-live="polite">{descriptionCount(i18n, values.description)}</span>.{' '}
            <Trans>What is the space like, what will guests love, what is included? Leave a blank line between paragraphs.</Trans>
          </>
        }
        error={problemOf(issues, 'description')}
        onValueChange={(text) => onChange({ ...values, description: textToDescription(text) })}
      />
      <TextAreaField
        label={t`The neighbourhood (optional)`}
        name="neighbourhood"
        short
        value={values.neighbourhood}
        placeholder={t`The beach is a five-minute walk; the village shop and a bus stop to Matara are at the junction…`}
        hint={t`${neighbourhoodCount} of ${neighbourhoodMax} characters · What is nearby, and how guests get around.`}
        error={problemOf(issues, 'neighbourhood')}
        onValueChange={(neighbourhood) => onChange({ ...values, neighbourhood })}
      />
    </div>
  );
}
