import type { components } from '../../../openapi/schema';
import { formatMoney as money } from '../../shared/format';
import styles from './earnings.module.css';

type Totals = components['schemas']['EarningsTotals'];

const FIGURES: { key: keyof Omit<Totals, 'currency' | 'stays'>; label: string; hint: string }[] = [
  { key: 'gross', label: 'Gross bookings', hint: 'What guests pay for the stays' },
  { key: 'commission', label: 'Commission', hint: 'Your plan’s share when each stay was booked' },
  { key: 'net', label: 'Net earnings', hint: 'Gross less commission' },
  { key: 'paidOut', label: 'Paid out', hint: 'Already with you' },
  { key: 'upcoming', label: 'Upcoming payouts', hint: 'Still to reach you' },
];

/** The five figures of one currency; USD and LKR get a row each, never one sum. */
export function EarningsTotals({ totals }: { totals: Totals[] }) {
  return (
    <div className={styles.totals}>
      {totals.map((t) => (
        <section key={t.currency} aria-labelledby={`totals-${t.currency}`} className={styles.totalsRow}>
          <h2 id={`totals-${t.currency}`} className={styles.sectionTitle}>
            In {t.currency} <span className={styles.muted}>· {t.stays === 1 ? '1 stay' : `${t.stays} stays`}</span>
          </h2>
          <dl className={styles.cards}>
            {FIGURES.map((figure) => (
              <div key={figure.key} className={`${styles.card} ${figure.key === 'net' ? styles.cardAccent : ''}`}>
                <dt>{figure.label}</dt>
                <dd className={styles.figure}>{money(t[figure.key], t.currency)}</dd>
                <dd className={styles.hint}>{figure.hint}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
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
                Net {money(t.net, t.currency)} <span className={styles.muted}>· upcoming {money(t.upcoming, t.currency)}</span>
              </span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
