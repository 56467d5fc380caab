import styles from './calendar-legend.module.css';

/** What the colours and bars mean; imported blocks name their channel on the bar itself. */
export function CalendarLegend({ currency }: { currency: string | null }) {
  return (
    <div className={styles.legend}>
      <h2 className="visually-hidden">Legend</h2>
      <ul className={styles.items}>
        <li>
          <span className={styles.swatch} data-kind="available" aria-hidden="true" /> Available
        </li>
        <li>
          <span className={styles.swatch} data-kind="booked" aria-hidden="true" /> Booked (guest and channel on the bar)
        </li>
        <li>
          <span className={styles.swatch} data-kind="hostBlock" aria-hidden="true" /> Blocked by you
        </li>
        <li>
          <span className={styles.swatch} data-kind="importBlock" aria-hidden="true" /> Imported block (from Airbnb, Booking.com or another calendar)
        </li>
        <li>
          <span className={styles.swatch} data-kind="selected" aria-hidden="true" /> Selected
        </li>
      </ul>
      <p className={styles.note}>
        Each night shows its price{currency ? ` in ${currency}` : ''} and its minimum stay (“min 2” means stays starting that night last at least 2 nights).
      </p>
    </div>
  );
}
