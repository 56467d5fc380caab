import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '../../../components/form-field';
import { planPaysOut } from '../../../shared/listing-steps';
import { emptyBankAccount, type BankAccount } from './bank-account';
import { plans } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import styles from './steps.module.css';

type Values = { bankAccount: BankAccount | null };

// Messages, read in the active language at render time (i18n._).
const FIELDS: { key: keyof BankAccount; label: MessageDescriptor; autoComplete?: string; hint?: MessageDescriptor }[] = [
  { key: 'accountName', label: msg`Account holder name`, autoComplete: 'name' },
  { key: 'bankName', label: msg`Bank`, hint: msg`For example Bank of Ceylon, Commercial Bank or Sampath Bank.` },
  { key: 'branch', label: msg`Branch` },
  { key: 'accountNumber', label: msg`Account number`, hint: msg`Digits only; spaces and dashes are fine.` },
];

/** final/01: how the plan collects payments, and the bank account when it pays the host out. */
export function PaymentsStep({ listing, values, issues, onChange }: StepBodyProps<Values>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
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
        <ReferenceStatus error={error} retry={retry} what={t`your plan`} />
      )}
      {paysOut ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Where we pay you</Trans>
          </legend>
          {FIELDS.map((field) => (
            <FormField
              key={field.key}
              label={i18n._(field.label)}
              name={`bankAccount.${field.key}`}
              autoComplete={field.autoComplete}
              hint={field.hint ? i18n._(field.hint) : undefined}
              value={account[field.key]}
              error={problemOf(issues, `bankAccount.${field.key}`) ?? (field.key === 'accountName' ? problemOf(issues, 'bankAccount') : null)}
              onValueChange={(text) => onChange({ bankAccount: { ...account, [field.key]: text } })}
            />
          ))}
        </fieldset>
      ) : (
        <p className={styles.lead}>
          <Trans>Guests pay you at the property, so no bank details are needed.</Trans>
        </p>
      )}
    </div>
  );
}
