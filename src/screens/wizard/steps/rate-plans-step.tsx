import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import formStyles from '../../../components/form-controls.module.css';
import { MAX_RATE_DISCOUNT } from '../../../shared/listing-property-schemas';
import { problemOf, type StepBodyProps } from '../step-types';
import { formatMoney } from '../../../shared/format';
import { discounted } from './money';
import { listingCurrency, listingNightlyPrice, type RatePlansValues, type RatePlanValues } from './property-step-values';
import { NumberField } from './step-fields';
import styles from './step-forms.module.css';

type PlanKey = keyof RatePlansValues;

// Messages, read in the active language at render time (i18n._).
const PLANS: readonly { key: PlanKey; title: MessageDescriptor; offer: MessageDescriptor; explain: MessageDescriptor; discount: MessageDescriptor }[] = [
  {
    key: 'nonRefundable',
    title: msg`Non-refundable rate`,
    offer: msg`Offer a non-refundable rate`,
    explain: msg`Guests pay in full when they book and get no refund if they cancel. In return they get a lower price, and you get a booking you can count on.`,
    discount: msg`Non-refundable rate discount (%)`,
  },
  {
    key: 'weekly',
    title: msg`Weekly rate`,
    offer: msg`Offer a weekly rate`,
    explain: msg`A lower nightly price for stays of 7 nights or more. Longer stays mean fewer changeovers and less cleaning.`,
    discount: msg`Weekly rate discount (%)`,
  },
];

/** property/07: the standard rate, plus optional non-refundable and weekly discounts. */
export function RatePlansStep({ listing, values, issues, onChange }: StepBodyProps<RatePlansValues>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const currency = listingCurrency(listing);
  const price = listingNightlyPrice(listing);
  const nightly = price !== null ? formatMoney(price, currency) : null;
  const max = MAX_RATE_DISCOUNT;
  const setPlan = (key: PlanKey, patch: Partial<RatePlanValues>) => onChange({ ...values, [key]: { ...values[key], ...patch } });

  return (
    <div className={styles.stack}>
      <div className={styles.panel}>
        <h2 className={styles.sectionTitle}>
          <Trans>Standard rate</Trans>
        </h2>
        <p className={styles.note}>
          {nightly !== null ? (
            <Trans>Always on: {nightly} a night. Guests can cancel under the cancellation policy you choose at the end of the listing.</Trans>
          ) : (
            <Trans>Always on. Guests can cancel under the cancellation policy you choose at the end of the listing.</Trans>
          )}
        </p>
      </div>

      {PLANS.map((plan) => {
        const current = values[plan.key];
        const percent = current.discountPercent;
        const lower = price !== null && percent !== null && Number.isInteger(percent) && percent >= 1 && percent <= MAX_RATE_DISCOUNT ? formatMoney(discounted(price, percent), currency) : null;
        const example =
          lower === null || nightly === null
            ? t`A whole number from 1 to ${max}.`
            : plan.key === 'weekly'
              ? t`Guests would pay ${lower} a night on stays of 7+ nights instead of ${nightly}.`
              : t`Guests would pay ${lower} a night instead of ${nightly}.`;
        return (
          <div key={plan.key} className={styles.panel}>
            <h2 className={styles.sectionTitle}>{i18n._(plan.title)}</h2>
            <p className={styles.note}>{i18n._(plan.explain)}</p>
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                name={`${plan.key}.enabled`}
                checked={current.enabled}
                onChange={(event) => setPlan(plan.key, { enabled: event.target.checked })}
              />
              <span>{i18n._(plan.offer)}</span>
            </label>
            {problemOf(issues, `${plan.key}.enabled`) ? <p className={styles.fieldError}>{problemOf(issues, `${plan.key}.enabled`)}</p> : null}
            {current.enabled ? (
              <NumberField
                label={i18n._(plan.discount)}
                name={`${plan.key}.discountPercent`}
                value={percent}
                integer
                placeholder={t`e.g. 10`}
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
