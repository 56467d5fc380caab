import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/schema';
import { addMoney } from '../../shared/earnings';
import { formatLkrEstimate, formatMoney } from '../../shared/format';
import styles from './earnings.module.css';

type Totals = components['schemas']['EarningsTotals'];
type AtProperty = components['schemas']['AtPropertyEarnings'];

interface Figure {
  key: string;
  label: string;
  amount: number;
  hint: string;
  accent?: boolean;
}

/**
 * One currency's figures, what a host asks first on top: what they earned, what we paid out, what
 * we will pay, and the cash guests pay at the property, which is never one of our payouts.
 */
function figuresOf(i18n: I18n, t: Totals, cash: AtProperty): Figure[] {
  const cashTotal = addMoney(cash.received, cash.upcoming);
  const toCollect = formatMoney(cash.upcoming, t.currency);
  return [
    { key: 'net', label: i18n._(msg`Net earnings`), amount: t.net, hint: i18n._(msg`Gross less commission`), accent: true },
    { key: 'paid', label: i18n._(msg`Paid out by us`), amount: addMoney(t.paidOut, -cash.received), hint: i18n._(msg`Already sent to you`) },
    { key: 'upcoming', label: i18n._(msg`Upcoming payouts`), amount: addMoney(t.upcoming, -cash.upcoming), hint: i18n._(msg`We pay on the 15th of the month after check-out`) },
    {
      key: 'cash',
      label: i18n._(msg`Cash at the property`),
      amount: cashTotal,
      hint:
        cash.upcoming > 0
          ? i18n._(msg`Guests pay you directly; ${toCollect} still to collect`)
          : cash.received > 0
            ? i18n._(msg`Guests paid you directly`)
            : i18n._(msg`For stays guests pay you for at the property`),
    },
    { key: 'gross', label: i18n._(msg`Gross bookings`), amount: t.gross, hint: i18n._(msg`What guests pay for the stays`) },
    { key: 'commission', label: i18n._(msg`Commission`), amount: t.commission, hint: i18n._(msg`Your plan’s share when each stay was booked`) },
  ];
}

/** The figures of one currency; USD and LKR get a group each, never one sum. */
export function EarningsTotals({ totals, atProperty }: { totals: Totals[]; atProperty: AtProperty[] }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.totals}>
      {totals.map((t) => {
        const cash = atProperty.find((c) => c.currency === t.currency) ?? { currency: t.currency, received: 0, upcoming: 0 };
        const currency = t.currency;
        const stays = t.stays;
        return (
          <section key={t.currency} aria-labelledby={`totals-${t.currency}`} className={styles.totalsRow}>
            <h2 id={`totals-${t.currency}`} className={styles.sectionTitle}>
              <Trans>In {currency}</Trans>{' '}
              <span className={styles.muted}>· {i18n._(msg`${plural(stays, { one: '# stay', other: '# stays' })}`)}</span>
            </h2>
            <dl className={styles.cards}>
              {figuresOf(i18n, t, cash).map((figure) => {
                const estimate = figure.accent ? formatLkrEstimate(figure.amount, t.currency) : null;
                return (
                  <div key={figure.key} className={`${styles.card} ${figure.accent ? styles.cardAccent : ''}`}>
                    <dt>{figure.label}</dt>
                    <dd className={styles.figure}>{formatMoney(figure.amount, t.currency)}</dd>
                    {estimate ? <dd className={styles.estimate}>{estimate}</dd> : null}
                    <dd className={styles.hint}>{figure.hint}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

type PropertyEarnings = components['schemas']['PropertyEarnings'];

/** Each property's net and what is still to come, when the report covers more than one. */
export function PropertyBreakdown({ properties }: { properties: PropertyEarnings[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="earnings-by-property">
      <h2 id="earnings-by-property" className={styles.sectionTitle}>
        <Trans>By property</Trans>
      </h2>
      <ul className={styles.breakdown}>
        {properties.flatMap((property) =>
          property.totals.map((totals) => {
            const id = property.propertyId;
            const net = formatMoney(totals.net, totals.currency);
            const upcoming = formatMoney(totals.upcoming, totals.currency);
            return (
              <li key={`${property.propertyId}-${totals.currency}`}>
                <strong>{property.propertyName ?? t`Untitled listing (#${id})`}</strong>
                <span>
                  {t`Net ${net}`} <span className={styles.muted}>· {t`upcoming ${upcoming}`}</span>
                </span>
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
