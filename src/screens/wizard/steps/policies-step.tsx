import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { YesNoField } from '../../../components/yes-no-field';
import { FieldShell } from '../../../components/form-field';
import { checkInEndsNextDay } from '../../../shared/listing-property-schemas';
import formStyles from '../../../components/form-controls.module.css';
import { problemOf, type StepBodyProps } from '../step-types';
import type { PoliciesValues } from './property-step-values';
import styles from './step-forms.module.css';

type TimeKey = 'checkInFrom' | 'checkInUntil' | 'checkOutFrom' | 'checkOutUntil';
type RuleKey = 'childrenAllowed' | 'petsAllowed' | 'smokingAllowed' | 'partiesAllowed';

// Messages, read in the active language at render time (i18n._).
const TIME_GROUPS: readonly { key: string; title: MessageDescriptor; fields: readonly { key: TimeKey; label: MessageDescriptor }[]; hint: MessageDescriptor }[] = [
  {
    key: 'checkIn',
    title: msg`Check-in`,
    hint: msg`The window in which guests can arrive. Late arrivals are common after long flights into Colombo: it may run past midnight, until 06:00.`,
    fields: [
      { key: 'checkInFrom', label: msg`Check-in from` },
      { key: 'checkInUntil', label: msg`Check-in until` },
    ],
  },
  {
    key: 'checkOut',
    title: msg`Check-out`,
    hint: msg`When guests leave the room on their last morning.`,
    fields: [
      { key: 'checkOutFrom', label: msg`Check-out from` },
      { key: 'checkOutUntil', label: msg`Check-out until` },
    ],
  },
];

const RULES: readonly { key: RuleKey; question: MessageDescriptor }[] = [
  { key: 'childrenAllowed', question: msg`Are children welcome?` },
  { key: 'petsAllowed', question: msg`Are pets allowed?` },
  { key: 'smokingAllowed', question: msg`Is smoking allowed?` },
  { key: 'partiesAllowed', question: msg`Are parties or events allowed?` },
];

/** property/09: check-in and check-out windows, and the house rules guests agree to. */
export function PoliciesStep({ values, issues, onChange }: StepBodyProps<PoliciesValues>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const until = values.checkInUntil;
  // Says when 'Check-in until' is read as the next morning (a late arrival window).
  const nextMorningHint = checkInEndsNextDay(values.checkInFrom, values.checkInUntil) ? t`Until ${until} the next morning` : undefined;
  return (
    <div className={styles.stack}>
      {TIME_GROUPS.map((group) => (
        <section key={group.key} className={styles.fieldset}>
          <h2 className={styles.sectionTitle}>{i18n._(group.title)}</h2>
          <p className={formStyles.hint}>{i18n._(group.hint)}</p>
          <div className={styles.pair}>
            {group.fields.map((field) => (
              <FieldShell key={field.key} label={i18n._(field.label)} error={problemOf(issues, field.key)} hint={field.key === 'checkInUntil' ? nextMorningHint : undefined}>
                {({ inputId, describedBy, invalid }) => (
                  <input
                    id={inputId}
                    name={field.key}
                    type="time"
                    className={formStyles.input}
                    value={values[field.key]}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => onChange({ ...values, [field.key]: event.target.value })}
                  />
                )}
              </FieldShell>
            ))}
          </div>
        </section>
      ))}
      <section className={styles.stack}>
        <h2 className={styles.sectionTitle}>
          <Trans>House rules</Trans>
        </h2>
        {RULES.map((rule) => (
          <YesNoField
            key={rule.key}
            legend={i18n._(rule.question)}
            name={rule.key}
            value={values[rule.key]}
            error={problemOf(issues, rule.key)}
            onChange={(answer) => onChange({ ...values, [rule.key]: answer })}
          />
        ))}
      </section>
    </div>
  );
}
