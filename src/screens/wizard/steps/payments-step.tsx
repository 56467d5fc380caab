import { FormField } from '../../../components/form-field';
import { planPaysOut } from '../../../shared/listing-steps';
import { emptyBankAccount, type BankAccount } from './bank-account';
import { plans } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import styles from './steps.module.css';

type Values = { bankAccount: BankAccount | null };

const FIELDS: { key: keyof BankAccount; label: string; autoComplete?: string; hint?: string }[] = [
  { key: 'accountName', label: 'Account holder name', autoComplete: 'name' },
  { key: 'bankName', label: 'Bank', hint: 'For example Bank of Ceylon, Commercial Bank or Sampath Bank.' },
  { key: 'branch', label: 'Branch' },
  { key: 'accountNumber', label: 'Account number', hint: 'Digits only; spaces and dashes are fine.' },
];

/** final/01: how the plan collects payments, and the bank account when it pays the host out. */
export function PaymentsStep({ listing, values, issues, onChange }: StepBodyProps<Values>) {
  const { data: planList, error, retry } = useReference(plans);
  const plan = planList?.find((p) => p.id === listing?.planId);
  const paysOut = planPaysOut(listing?.planName as string | null | undefined);
  const account = values.bankAccount ?? emptyBankAccount();
  return (
    <div className={styles.stack}>
      {plan ? (
        <div className={styles.callout}>
          <p className={styles.calloutTitle}>{plan.displayName}</p>
          <p>{plan.payoutText}</p>
        </div>
      ) : (
        <ReferenceStatus error={error} retry={retry} what="your plan" />
      )}
      {paysOut ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Where we pay you</legend>
          {FIELDS.map((field) => (
            <FormField
              key={field.key}
              label={field.label}
              name={`bankAccount.${field.key}`}
              autoComplete={field.autoComplete}
              hint={field.hint}
              value={account[field.key]}
              error={problemOf(issues, `bankAccount.${field.key}`) ?? (field.key === 'accountName' ? problemOf(issues, 'bankAccount') : null)}
              onValueChange={(text) => onChange({ bankAccount: { ...account, [field.key]: text } })}
            />
          ))}
        </fieldset>
      ) : (
        <p className={styles.lead}>Guests pay you at the property, so no bank details are needed.</p>
      )}
    </div>
  );
}
