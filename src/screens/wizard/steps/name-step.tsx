import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../../components/form-field';
import { problemOf, type StepBodyProps } from '../step-types';

type Values = { name: string };

const MAX = 100;

/** property/04: the name guests will see, up to 100 characters. */
export function NameStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { t } = useLingui();
  const length = values.name.length;
  const max = MAX;
  return (
    <FormField
      label={t`Name of your place`}
      name="name"
      value={values.name}
      maxLength={MAX}
      placeholder={t`Palm Shade Guest House`}
      hint={t`${length}/${max} · Guests see this name first, so make it clear and memorable.`}
      error={problemOf(issues, 'name')}
      onValueChange={(name) => onChange({ name })}
    />
  );
}
