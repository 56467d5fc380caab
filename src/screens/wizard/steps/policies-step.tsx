import { YesNoField } from '../../../components/yes-no-field';
import { FieldShell } from '../../../components/form-field';
import { checkInEndsNextDay } from '../../../shared/listing-property-schemas';
import formStyles from '../../../components/form-controls.module.css';
import { problemOf, type StepBodyProps } from '../step-types';
import type { PoliciesValues } from './property-step-values';
import styles from './step-forms.module.css';

type TimeKey = 'checkInFrom' | 'checkInUntil' | 'checkOutFrom' | 'checkOutUntil';
type RuleKey = 'childrenAllowed' | 'petsAllowed' | 'smokingAllowed' | 'partiesAllowed';

const TIME_GROUPS: readonly { title: string; fields: readonly { key: TimeKey; label: string }[]; hint: string }[] = [
  {
    title: 'Check-in',
    hint: 'The window in which guests can arrive. Late arrivals are common after long flights into Colombo: it may run past midnight, until 06:00.',
    fields: [
      { key: 'checkInFrom', label: 'Check-in from' },
      { key: 'checkInUntil', label: 'Check-in until' },
    ],
  },
  {
    title: 'Check-out',
    hint: 'When guests leave the room on their last morning.',
    fields: [
      { key: 'checkOutFrom', label: 'Check-out from' },
      { key: 'checkOutUntil', label: 'Check-out until' },
    ],
  },
];

/** Says when 'Check-in until' is read as the next morning (a late arrival window). */
const nextMorningHint = (values: PoliciesValues) =>
  checkInEndsNextDay(values.checkInFrom, values.checkInUntil) ? `Until ${values.checkInUntil} the next morning` : undefined;

const RULES: readonly { key: RuleKey; question: string }[] = [
  { key: 'childrenAllowed', question: 'Are children welcome?' },
  { key: 'petsAllowed', question: 'Are pets allowed?' },
  { key: 'smokingAllowed', question: 'Is smoking allowed?' },
  { key: 'partiesAllowed', question: 'Are parties or events allowed?' },
];

/** property/09: check-in and check-out windows, and the house rules guests agree to. */
export function PoliciesStep({ values, issues, onChange }: StepBodyProps<PoliciesValues>) {
  return (
    <div className={styles.stack}>
      {TIME_GROUPS.map((group) => (
        <section key={group.title} className={styles.fieldset}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          <p className={formStyles.hint}>{group.hint}</p>
          <div className={styles.pair}>
            {group.fields.map((field) => (
              <FieldShell key={field.key} label={field.label} error={problemOf(issues, field.key)} hint={field.key === 'checkInUntil' ? nextMorningHint(values) : undefined}>
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
        <h2 className={styles.sectionTitle}>House rules</h2>
        {RULES.map((rule) => (
          <YesNoField
            key={rule.key}
            legend={rule.question}
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
