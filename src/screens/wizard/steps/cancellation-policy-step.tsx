import { useLingui } from '@lingui/react/macro';
import { ChoiceCards } from '../../../components/choice-cards';
import { cancellationPolicyTexts } from '../../../components/listing-reference-texts';
import { cancellationPolicies } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';

type Values = { cancellationPolicyId: number | null };

/** final/02: the cancellation policy guests agree to (reference list, named in the active language). */
export function CancellationPolicyStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { t, i18n } = useLingui();
  const { data: policies, error, retry } = useReference(cancellationPolicies);
  if (!policies) return <ReferenceStatus error={error} retry={retry} what={t`cancellation policies`} />;
  return (
    <ChoiceCards
      legend={t`Cancellation policy`}
      name="cancellationPolicyId"
      value={values.cancellationPolicyId}
      error={problemOf(issues, 'cancellationPolicyId')}
      choices={policies.map((policy) => {
        const texts = cancellationPolicyTexts(i18n, policy);
        return { value: policy.id, label: texts.name, description: texts.description };
      })}
      onChange={(cancellationPolicyId) => onChange({ cancellationPolicyId })}
    />
  );
}
