import { ChoiceCards } from '../../../components/choice-cards';
import { propertyTypes } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import { PropertyTypeIcon } from './property-type-icons';

type Values = { propertyTypeId: number | null };

/** property/01: the kind of place, from the reference list, as picture tiles. Saving it creates the draft. */
export function PropertyTypeStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { data: types, error, retry } = useReference(propertyTypes);
  if (!types) return <ReferenceStatus error={error} retry={retry} what="property types" />;
  return (
    <ChoiceCards
      legend="Property type"
      name="propertyTypeId"
      value={values.propertyTypeId}
      error={problemOf(issues, 'propertyTypeId')}
      tiles
      choices={types.map((type) => ({ value: type.id, label: type.name, description: type.description, icon: <PropertyTypeIcon typeName={type.name} /> }))}
      onChange={(propertyTypeId) => onChange({ propertyTypeId })}
    />
  );
}
