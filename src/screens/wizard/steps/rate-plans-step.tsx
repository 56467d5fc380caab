import formStyles from '../../../components/form-controls.module.css';
import { MAX_RATE_DISCOUNT } from '../../../shared/listing-property-schemas';
import { problemOf, type StepBodyProps } from '../step-types';
import { formatMoney } from '../../../shared/format';
import { discounted } from './money';
import { listingCurrency, listingNightlyPrice, type RatePlansValues, type RatePlanValues } from './property-step-values';
import { NumberField } from './step-fields';
import styles from './step-forms.module.css';

type PlanKey = keyof RatePlansValues;

const PLANS: readonly { key: PlanKey; title: string; offer: string; explain: string; stay: string }[] = [
  {
    key: 'nonRefundable',
    title: 'Non-refundable rate',
    offer: 'Offer a non-refundable rate',
    explain: 'Guests pay in full when they book and get no refund if they cancel. In return they get a lower price, and you get a booking you can count on.',
    stay: 'a night',
  },
  {
    key: 'weekly',
    title: 'Weekly rate',
    offer: 'Offer a weekly rate',
    explain: 'A lower nightly price for stays of 7 nights or more. Longer stays mean fewer changeovers and less cleaning.',
    stay: 'a night on stays of 7+ nights',
  },
];

/** property/07: the standard rate, plus optional non-refundable and weekly discounts. */
export function RatePlansStep({ listing, values, issues, onChange }: StepBodyProps<RatePlansValues>) {
  const currency = listingCurrency(listing);
  const price = listingNightlyPrice(listing);
  const setPlan = (key: PlanKey, patch: Partial<RatePlanValues>) => onChange({ ...values, [key]: { ...values[key], ...patch } });

  return (
    <div className={styles.stack}>
      <div className={styles.panel}>
        <h2 className={styles.sectionTitle}>Standard rate</h2>
        <p className={styles.note}>
          Always on{price !== null ? `: ${formatMoney(price, currency)} a night` : ''}. Guests can cancel under the cancellation policy
          you choose at the end of the listing.
        </p>
      </div>

      {PLANS.map((plan) => {
        const current = values[plan.key];
        const percent = current.discountPercent;
        const example =
          price !== null && percent !== null && Number.isInteger(percent) && percent >= 1 && percent <= MAX_RATE_DISCOUNT
            ? `Guests would pay ${formatMoney(discounted(price, percent), currency)} ${plan.stay} instead of ${formatMoney(price, currency)}.`
            : `A whole number from 1 to ${MAX_RATE_DISCOUNT}.`;
        return (
          <div key={plan.key} className={styles.panel}>
            <h2 className={styles.sectionTitle}>{plan.title}</h2>
            <p className={styles.note}>{plan.explain}</p>
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                name={`${plan.key}.enabled`}
                checked={current.enabled}
                onChange={(event) => setPlan(plan.key, { enabled: event.target.checked })}
              />
              <span>{plan.offer}</span>
            </label>
            {problemOf(issues, `${plan.key}.enabled`) ? <p className={styles.fieldError}>{problemOf(issues, `${plan.key}.enabled`)}</p> : null}
            {current.enabled ? (
              <NumberField
                label={`${plan.title} discount (%)`}
                name={`${plan.key}.discountPercent`}
                value={percent}
                integer
                placeholder="e.g. 10"
                hint={example}
                error={problemOf(issues, `${plan.key}.discountPercent`)}
                onValueChange={(discountPercent) => setPlan(plan.key, { discountPercent })}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
