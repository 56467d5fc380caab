import { FieldShell, FormField } from '../../../components/form-field';
import controls from '../../../components/form-controls.module.css';
import { otherParties } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import styles from './steps.module.css';

type Values = { legalName: string; sameAsProperty: boolean; invoiceAddress: string | null; otherPartyIds: number[] };

/** final/03: the legal name and address on guests' invoices, and anyone else involved. */
export function InvoiceStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { data: parties, error, retry } = useReference(otherParties);
  const toggleParty = (id: number, on: boolean) =>
    onChange({ ...values, otherPartyIds: on ? [...values.otherPartyIds, id] : values.otherPartyIds.filter((p) => p !== id) });
  return (
    <div className={styles.stack}>
      <FormField
        label="Legal name"
        name="legalName"
        autoComplete="organization"
        hint="Your name, or your company's registered name, exactly as invoices should show it."
        value={values.legalName}
        error={problemOf(issues, 'legalName')}
        onValueChange={(legalName) => onChange({ ...values, legalName })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="sameAsProperty"
          checked={values.sameAsProperty}
          onChange={(event) => onChange({ ...values, sameAsProperty: event.target.checked })}
        />
        The invoice address is the property's address
      </label>
      {values.sameAsProperty ? null : (
        <FieldShell label="Invoice address" error={problemOf(issues, 'invoiceAddress')}>
          {({ inputId, describedBy, invalid }) => (
            <textarea
              id={inputId}
              name="invoiceAddress"
              className={controls.input}
              rows={3}
              autoComplete="street-address"
              value={values.invoiceAddress ?? ''}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ ...values, invoiceAddress: event.target.value })}
            />
          )}
        </FieldShell>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Other parties involved (optional)</legend>
        {parties ? (
          parties.map((party) => (
            <label key={party.id} className={styles.check}>
              <input
                type="checkbox"
                name="otherPartyIds"
                checked={values.otherPartyIds.includes(party.id)}
                onChange={(event) => toggleParty(party.id, event.target.checked)}
              />
              <span>
                {party.name}
                {party.description ? <span className={styles.muted}> · {party.description}</span> : null}
              </span>
            </label>
          ))
        ) : (
          <ReferenceStatus error={error} retry={retry} what="the list" />
        )}
        {problemOf(issues, 'otherPartyIds') ? <p className={controls.error}>{problemOf(issues, 'otherPartyIds')}</p> : null}
      </fieldset>
    </div>
  );
}
