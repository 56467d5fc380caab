import { ChoiceCards } from '../../../components/choice-cards';
import { cancellationPolicies } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';

type Values = { cancellationPolicyId: number | null };

/** final/02: the cancellation policy guests agree to (reference list). */
export function CancellationPolicyStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { data: policies, error, retry } = useReference(cancellationPolicies);
  if (!policies) return <ReferenceStatus error={error} retry={retry} what="cancellation policies" />;
  return (
    <ChoiceCards
      legend="Cancellation policy"
      name="cancellationPolicyId"
      value={values.cancellationPolicyId}
      error={problemOf(issues, 'cancellationPolicyId')}
      choices={policies.map((policy) => ({ value: policy.id, label: policy.name, description: policy.description }))}
      onChange={(cancellationPolicyId) => onChange({ cancellationPolicyId })}
    />
  );
}
