import { useLingui } from '@lingui/react/macro';
import { ChoiceCards } from '../../../components/choice-cards';
import { propertyTypes } from '../reference-lists';
import { propertyTypeName } from '../../../components/reference-names';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import { PropertyTypeIcon } from './property-type-icons';

type Values = { propertyTypeId: number | null };

/** property/01: the kind of place, from the reference list, as picture tiles. Saving it creates the draft. */
export function PropertyTypeStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { t, i18n } = useLingui();
  const { data: types, error, retry } = useReference(propertyTypes);
  if (!types) return <ReferenceStatus error={error} retry={retry} what={t`property types`} />;
  return (
    <ChoiceCards
      legend={t`Property type`}
      name="propertyTypeId"
      value={values.propertyTypeId}
      error={problemOf(issues, 'propertyTypeId')}
      tiles
      choices={types.map((type) => ({ value: type.id, label: propertyTypeName(i18n, type), description: type.description, icon: <PropertyTypeIcon typeName={type.name} /> }))}
      onChange={(propertyTypeId) => onChange({ propertyTypeId })}
    />
  );
}
