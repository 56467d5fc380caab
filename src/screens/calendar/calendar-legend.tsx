import { Trans } from '@lingui/react/macro';
import styles from './calendar-legend.module.css';

/** What the colours and bars mean; imported blocks name their channel on the bar itself. */
export function CalendarLegend({ currency }: { currency: string | null }) {
  return (
    <div className={styles.legend}>
      <h2 className="visually-hidden">
        <Trans>Legend</Trans>
      </h2>
      <ul className={styles.items}>
        <li>
          <span className={styles.swatch} data-kind="available" aria-hidden="true" /> <Trans>Available</Trans>
        </li>
        <li>
          <span className={styles.swatch} data-kind="booked" aria-hidden="true" /> <Trans>Booked (guest and channel on the bar)</Trans>
        </li>
        <li>
          <span className={styles.swatch} data-kind="hostBlock" aria-hidden="true" /> <Trans>Blocked by you</Trans>
        </li>
        <li>
          <span className={styles.swatch} data-kind="importBlock" aria-hidden="true" /> <Trans>Imported block (from Airbnb, Booking.com or another calendar)</Trans>
        </li>
        <li>
          <span className={styles.swatch} data-kind="selected" aria-hidden="true" /> <Trans>Selected</Trans>
        </li>
      </ul>
      <p className={styles.note}>
        {currency ? (
          <Trans>Each night shows its price in {currency} and its minimum stay (“min 2” means stays starting that night last at least 2 nights).</Trans>
        ) : (
          <Trans>Each night shows its price and its minimum stay (“min 2” means stays starting that night last at least 2 nights).</Trans>
        )}
      </p>
    </div>
  );
}
