import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceCards } from '../../../components/choice-cards';
import { PLAN_CATALOGUE } from '../../../components/plan-catalogue';
import type { PlanKey } from '../../../shared/plan-names';
import { PRICE_FLOORS, type Currency } from '../../../shared/listing-property-schemas';
import { plans } from '../reference-lists';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import { formatMoney } from '../../../shared/format';
import { DEFAULT_COMMISSION_PERCENT, splitCommission } from './money';
import type { PriceValues } from './property-step-values';
import { NumberField } from './step-fields';
import { listingUnits } from '../../../../machines/unit-values';
import styles from './step-forms.module.css';

const CURRENCY_CHOICES = [
  { value: 'USD', label: msg`US dollars (USD)`, description: msg`Recommended: most of our guests travel from abroad and compare prices in dollars.` },
  { value: 'LKR', label: msg`Sri Lankan rupees (LKR)`, description: msg`A good fit when most of your guests travel within Sri Lanka.` },
] as const;

const isPlanKey = (name: unknown): name is PlanKey => typeof name === 'string' && Object.hasOwn(DEFAULT_COMMISSION_PERCENT, name);

/** The listing's plan and its commission: the plan list's figure, else the configured defaults. */
function useCommission(planName: unknown): { plan: PlanKey; displayName: string; percent: number } {
  const list = useReference(plans);
  // A listing is created on a plan; Starter is the plan a listing gets without one.
  const plan = isPlanKey(planName) ? planName : 'STARTER';
  const served = list.data?.find((p) => p.name === plan);
  return {
    plan,
    displayName: served?.displayName ?? PLAN_CATALOGUE[plan].displayName,
    percent: served?.commissionPercent ?? DEFAULT_COMMISSION_PERCENT[plan],
  };
}

/** property/06: the nightly price, an optional monthly rate, and what the host earns after fees. */
export function PriceStep({ listing, values, issues, onChange }: StepBodyProps<PriceValues>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const commission = useCommission(listing?.planName);
  const headingId = useId();
  const { currency, pricePerNight, monthlyRate } = values;
  const isRoomOrHomeStay = listing?.isPropertyTypeRoomOrHomeStay === true;
  // Local UI state: why the price fields just emptied themselves.
  const [currencyNote, setCurrencyNote] = useState<string | null>(null);
  /** An amount typed in one currency means nothing in another (USD 45 is not LKR 45): it is cleared, with a note. */
  const switchCurrency = (next: Currency) => {
    if (next === currency) return;
    const typed = pricePerNight !== null || monthlyRate !== null;
    const roomsPriced = isRoomOrHomeStay && listingUnits(listing).some((unit) => unit.pricePerNight !== null);
    const notes = [
      typed ? t`You switched from ${currency} to ${next}, so the prices you typed were cleared: enter them again in ${next}.` : null,
      roomsPriced ? t`Your rooms' prices are in ${currency}: they will be cleared when you save, for you to enter them again in ${next}.` : null,
    ].filter(Boolean);
    setCurrencyNote(notes.length > 0 ? notes.join(' ') : null);
    onChange({ ...values, currency: next, pricePerNight: null, monthlyRate: null });
  };
  const money = (amount: number) => formatMoney(amount, currency);
  const nightly = pricePerNight !== null && pricePerNight > 0 ? splitCommission(pricePerNight, commission.percent) : null;
  const monthly = monthlyRate !== null && monthlyRate > 0 ? splitCommission(monthlyRate, commission.percent) : null;
  const floor = formatMoney(PRICE_FLOORS[currency], currency);
  const planName = commission.displayName;
  const percent = commission.percent;
  const monthlyEarnings = monthly ? money(monthly.earnings) : '';
  const monthlyCommission = monthly ? money(monthly.commission) : '';
  const currencyChoices = CURRENCY_CHOICES.map((choice) => ({ ...choice, label: i18n._(choice.label), description: i18n._(choice.description) }));

  return (
    <div className={styles.stack}>
      <ChoiceCards<Currency>
        legend={t`Currency`}
        name="currency"
        value={currency}
        error={problemOf(issues, 'currency')}
        choices={currencyChoices}
        onChange={switchCurrency}
      />
      {currencyNote ? (
        <p className={styles.note} role="status">
          {currencyNote}
        </p>
      ) : null}
      <div className={styles.pair}>
        <NumberField
          label={t`Price per night (${currency})`}
          name="pricePerNight"
          value={pricePerNight}
          placeholder={currency === 'USD' ? t`e.g. 85` : t`e.g. 25,000`}
          hint={
            isRoomOrHomeStay
              ? t`Your cheapest room's price. Guests see each room's own price, and the listing shows "from ${currency} …" with this one. At least ${floor}.`
              : t`For the entire property. This is the price guests see. At least ${floor}.`
          }
          error={problemOf(issues, 'pricePerNight')}
          onValueChange={(next) => onChange({ ...values, pricePerNight: next })}
        />
        <NumberField
          label={t`Monthly rate (${currency}, optional)`}
          name="monthlyRate"
          value={monthlyRate}
          hint={t`For stays of 30 nights or more, and not less than the price per night. Utility bills such as electricity and water are not included. Leave empty if you do not offer one.`}
          error={problemOf(issues, 'monthlyRate')}
          onValueChange={(next) => onChange({ ...values, monthlyRate: next })}
        />
      </div>

      <section className={styles.stack} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <Trans>What you earn per night</Trans>
        </h2>
        <div aria-live="polite">
          {nightly && pricePerNight !== null ? (
            <dl className={styles.breakdown}>
              <div className={styles.breakdownRow}>
                <dt>
                  <Trans>Guest pays</Trans>
                </dt>
                <dd>{money(pricePerNight)}</dd>
              </div>
              <div className={styles.breakdownRow}>
                <dt>
                  <Trans>
                    Commission ({planName} plan, {percent} %)
                  </Trans>
                </dt>
                <dd>{nightly.commission > 0 ? `− ${money(nightly.commission)}` : money(0)}</dd>
              </div>
              <div className={`${styles.breakdownRow} ${styles.breakdownTotal}`}>
                <dt>
                  <Trans>You earn</Trans>
                </dt>
                <dd>{money(nightly.earnings)}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.note}>
              <Trans>Enter a price per night to see your commission and what you earn.</Trans>
            </p>
          )}
          {monthly ? (
            <p className={styles.note}>
              <Trans>
                For a monthly stay you earn {monthlyEarnings} after a commission of {monthlyCommission}.
              </Trans>
            </p>
          ) : null}
        </div>
        <p className={styles.note}>
          {commission.percent === 0
            ? t`${planName} has no commission: you keep the full price, and guests pay you at your property.`
            : t`The ${planName} plan's commission is ${percent} % of each booking. Your earnings are an estimate before any taxes you owe.`}
        </p>
      </section>
    </div>
  );
}
