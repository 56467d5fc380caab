import { FormField } from '../../../components/form-field';
import { problemOf, type StepBodyProps } from '../step-types';

type Values = { name: string };

const MAX = 100;

/** property/04: the name guests will see, up to 100 characters. */
export function NameStep({ values, issues, onChange }: StepBodyProps<Values>) {
  return (
    <FormField
      label="Name of your place"
      name="name"
      value={values.name}
      maxLength={MAX}
      placeholder="Palm Shade Guest House"
      hint={`${values.name.length}/${MAX} · Guests see this name first, so make it clear and memorable.`}
      error={problemOf(issues, 'name')}
      onValueChange={(name) => onChange({ name })}
    />
  );
}
