import type { components } from '../../../openapi/schema';
import { addMoney } from '../../shared/earnings';
import { formatLkrEstimate, formatMoney } from '../../shared/format';
import styles from './earnings.module.css';

type Totals = components['schemas']['EarningsTotals'];
type AtProperty = components['schemas']['AtPropertyEarnings'];

interface Figure {
  label: string;
  amount: number;
  hint: string;
  accent?: boolean;
}

/**
 * One currency's figures, what a host asks first on top: what they earned, what we paid out, what
 * we will pay, and the cash guests pay at the property, which is never one of our payouts.
 */
function figuresOf(t: Totals, cash: AtProperty): Figure[] {
  const cashTotal = addMoney(cash.received, cash.upcoming);
  return [
    { label: 'Net earnings', amount: t.net, hint: 'Gross less commission', accent: true },
    { label: 'Paid out by us', amount: addMoney(t.paidOut, -cash.received), hint: 'Already sent to you' },
    { label: 'Upcoming payouts', amount: addMoney(t.upcoming, -cash.upcoming), hint: 'We pay on the 15th of the month after check-out' },
    {
      label: 'Cash at the property',
      amount: cashTotal,
      hint:
        cash.upcoming > 0
          ? `Guests pay you directly; ${formatMoney(cash.upcoming, t.currency)} still to collect`
          : cash.received > 0
            ? 'Guests paid you directly'
            : 'For stays guests pay you for at the property',
    },
    { label: 'Gross bookings', amount: t.gross, hint: 'What guests pay for the stays' },
    { label: 'Commission', amount: t.commission, hint: 'Your plan’s share when each stay was booked' },
  ];
}

/** The figures of one currency; USD and LKR get a group each, never one sum. */
export function EarningsTotals({ totals, atProperty }: { totals: Totals[]; atProperty: AtProperty[] }) {
  return (
    <div className={styles.totals}>
      {totals.map((t) => {
        const cash = atProperty.find((c) => c.currency === t.currency) ?? { currency: t.currency, received: 0, upcoming: 0 };
        return (
          <section key={t.currency} aria-labelledby={`totals-${t.currency}`} className={styles.totalsRow}>
            <h2 id={`totals-${t.currency}`} className={styles.sectionTitle}>
              In {t.currency} <span className={styles.muted}>· {t.stays === 1 ? '1 stay' : `${t.stays} stays`}</span>
            </h2>
            <dl className={styles.cards}>
              {figuresOf(t, cash).map((figure) => {
                const estimate = figure.accent ? formatLkrEstimate(figure.amount, t.currency) : null;
                return (
                  <div key={figure.label} className={`${styles.card} ${figure.accent ? styles.cardAccent : ''}`}>
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
  return (
    <section aria-labelledby="earnings-by-property">
      <h2 id="earnings-by-property" className={styles.sectionTitle}>
        By property
      </h2>
      <ul className={styles.breakdown}>
        {properties.flatMap((property) =>
          property.totals.map((t) => (
            <li key={`${property.propertyId}-${t.currency}`}>
              <strong>{property.propertyName ?? `Untitled listing (#${property.propertyId})`}</strong>
              <span>
                Net {formatMoney(t.net, t.currency)} <span className={styles.muted}>· upcoming {formatMoney(t.upcoming, t.currency)}</span>
              </span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
