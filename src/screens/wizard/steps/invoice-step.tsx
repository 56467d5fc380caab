import { Trans, useLingui } from '@lingui/react/macro';
import { FieldShell, FormField } from '../../../components/form-field';
import controls from '../../../components/form-controls.module.css';
import { otherPartyTexts } from '../../../components/listing-reference-texts';
import { otherParties } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import styles from './steps.module.css';

type Values = { legalName: string; sameAsProperty: boolean; invoiceAddress: string | null; otherPartyIds: number[] };

/** final/03: the legal name and address on guests' invoices, and anyone else involved. */
export function InvoiceStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { t, i18n } = useLingui();
  const { data: parties, error, retry } = useReference(otherParties);
  const toggleParty = (id: number, on: boolean) =>
    onChange({ ...values, otherPartyIds: on ? [...values.otherPartyIds, id] : values.otherPartyIds.filter((p) => p !== id) });
  return (
    <div className={styles.stack}>
      <FormField
        label={t`Legal name`}
        name="legalName"
        autoComplete="organization"
        hint={t`Your name, or your company's registered name, exactly as invoices should show it.`}
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
        <Trans>The invoice address is the property's address</Trans>
      </label>
      {values.sameAsProperty ? null : (
        <FieldShell label={t`Invoice address`} error={problemOf(issues, 'invoiceAddress')}>
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
        <legend className={styles.legend}>
          <Trans>Other parties involved (optional)</Trans>
        </legend>
        {parties ? (
          parties.map((party) => {
            const texts = otherPartyTexts(i18n, party);
            return (
              <label key={party.id} className={styles.check}>
                <input
                  type="checkbox"
                  name="otherPartyIds"
                  checked={values.otherPartyIds.includes(party.id)}
                  onChange={(event) => toggleParty(party.id, event.target.checked)}
                />
                <span>
                  {texts.name}
                  {texts.description ? <span className={styles.muted}> · {texts.description}</span> : null}
                </span>
              </label>
            );
          })
        ) : (
          <ReferenceStatus error={error} retry={retry} what={t`the list`} />
        )}
        {problemOf(issues, 'otherPartyIds') ? <p className={controls.error}>{problemOf(issues, 'otherPartyIds')}</p> : null}
      </fieldset>
    </div>
  );
}
