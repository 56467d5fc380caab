import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { ChoiceCards } from '../../../components/choice-cards';
import { bathroomTypeName } from '../../../components/reference-names';
import { otherBathroomTypes, sharedBathroomTypes, type NamedOption } from '../reference-lists';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import type { BathroomsValues } from './property-step-values';
import { CheckboxList, NumberField, problemOfList, ReferenceGate } from './step-fields';
import styles from './step-forms.module.css';

type Privacy = 'private' | 'shared';

const asOptions = (i18n: I18n, items: readonly NamedOption[]) => items.map((item) => ({ value: item.id, label: bathroomTypeName(i18n, item), description: item.description }));

/** property/08: how many bathrooms, private or shared (and with whom), and any special kinds. */
export function BathroomsStep({ values, issues, onChange }: StepBodyProps<BathroomsValues>) {
  const shared = useReference(sharedBathroomTypes);
  const other = useReference(otherBathroomTypes);
  const { t, i18n } = useLingui();
  const set = (patch: Partial<BathroomsValues>) => onChange({ ...values, ...patch });
  const privacyChoices = [
    { value: 'private', label: t`Private`, description: t`Only your guests use the bathroom.` },
    { value: 'shared', label: t`Shared`, description: t`Guests share it with other guests or with your family.` },
  ] as const;

  return (
    <div className={styles.stack}>
      <NumberField
        label={t`Number of bathrooms`}
        name="count"
        value={values.count}
        integer
        placeholder={t`e.g. 2`}
        hint={t`Count every bathroom guests can use.`}
        error={problemOf(issues, 'count')}
        onValueChange={(count) => set({ count })}
      />
      <ChoiceCards<Privacy>
        legend={t`Are the bathrooms private or shared?`}
        name="privacy"
        value={values.privacy}
        error={problemOf(issues, 'privacy')}
        choices={privacyChoices}
        onChange={(privacy) => set({ privacy })}
      />
      {values.privacy === 'shared' ? (
        <ReferenceGate list={shared} what={t`shared bathroom types`}>
          {(items) => (
            <CheckboxList
              legend={t`Who shares the bathroom?`}
              name="sharedBathroomTypeIds"
              hint={t`Tick all that apply.`}
              options={asOptions(i18n, items)}
              selected={values.sharedBathroomTypeIds}
              error={problemOfList(issues, 'sharedBathroomTypeIds')}
              onChange={(sharedBathroomTypeIds) => set({ sharedBathroomTypeIds })}
            />
          )}
        </ReferenceGate>
      ) : null}
      <ReferenceGate list={other} what={t`bathroom features`}>
        {(items) => (
          <CheckboxList
            legend={t`Anything special about the bathrooms? (optional)`}
            name="otherBathroomTypeIds"
            hint={t`Guests often search for these.`}
            options={asOptions(i18n, items)}
            selected={values.otherBathroomTypeIds}
            error={problemOfList(issues, 'otherBathroomTypeIds')}
            onChange={(otherBathroomTypeIds) => set({ otherBathroomTypeIds })}
          />
        )}
      </ReferenceGate>
    </div>
  );
}
