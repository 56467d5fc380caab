import { ChoiceCards } from '../../../components/choice-cards';
import { otherBathroomTypes, sharedBathroomTypes, type NamedOption } from '../reference-lists';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import type { BathroomsValues } from './property-step-values';
import { CheckboxList, NumberField, problemOfList, ReferenceGate } from './step-fields';
import styles from './step-forms.module.css';

type Privacy = 'private' | 'shared';

const PRIVACY_CHOICES = [
  { value: 'private', label: 'Private', description: 'Only your guests use the bathroom.' },
  { value: 'shared', label: 'Shared', description: 'Guests share it with other guests or with your family.' },
] as const;

const asOptions = (items: readonly NamedOption[]) => items.map((item) => ({ value: item.id, label: item.name, description: item.description }));

/** property/08: how many bathrooms, private or shared (and with whom), and any special kinds. */
export function BathroomsStep({ values, issues, onChange }: StepBodyProps<BathroomsValues>) {
  const shared = useReference(sharedBathroomTypes);
  const other = useReference(otherBathroomTypes);
  const set = (patch: Partial<BathroomsValues>) => onChange({ ...values, ...patch });

  return (
    <div className={styles.stack}>
      <NumberField
        label="Number of bathrooms"
        name="count"
        value={values.count}
        integer
        placeholder="e.g. 2"
        hint="Count every bathroom guests can use."
        error={problemOf(issues, 'count')}
        onValueChange={(count) => set({ count })}
      />
      <ChoiceCards<Privacy>
        legend="Are the bathrooms private or shared?"
        name="privacy"
        value={values.privacy}
        error={problemOf(issues, 'privacy')}
        choices={PRIVACY_CHOICES}
        onChange={(privacy) => set({ privacy })}
      />
      {values.privacy === 'shared' ? (
        <ReferenceGate list={shared} what="shared bathroom types">
          {(items) => (
            <CheckboxList
              legend="Who shares the bathroom?"
              name="sharedBathroomTypeIds"
              hint="Tick all that apply."
              options={asOptions(items)}
              selected={values.sharedBathroomTypeIds}
              error={problemOfList(issues, 'sharedBathroomTypeIds')}
              onChange={(sharedBathroomTypeIds) => set({ sharedBathroomTypeIds })}
            />
          )}
        </ReferenceGate>
      ) : null}
      <ReferenceGate list={other} what="bathroom features">
        {(items) => (
          <CheckboxList
            legend="Anything special about the bathrooms? (optional)"
            name="otherBathroomTypeIds"
            hint="Guests often search for these."
            options={asOptions(items)}
            selected={values.otherBathroomTypeIds}
            error={problemOfList(issues, 'otherBathroomTypeIds')}
            onChange={(otherBathroomTypeIds) => set({ otherBathroomTypeIds })}
          />
        )}
      </ReferenceGate>
    </div>
  );
}
