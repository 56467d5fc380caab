import { Link } from 'react-router-dom';
import type { components } from '../../../openapi/schema';
import { CHANNEL_LABELS, STATUS_LABELS } from '../../shared/reservation-labels';
import { formatDay, formatMoney } from '../../shared/format';
import styles from './earnings.module.css';

type Row = components['schemas']['EarningsReservation'];

/** When the stay's net reaches the host, in words: a payout date, or paid at the property. */
function payoutText(row: Row): string {
  if (row.expectedPayoutDate === null) return row.paidOut ? 'Paid to you at the property' : 'Guest pays you at the property';
  return row.paidOut ? `Paid out ${formatDay(row.expectedPayoutDate)}` : formatDay(row.expectedPayoutDate);
}

/**
 * One line per stay with its expected payout. On a phone each stay is a card (guest and payout
 * state on top, then dates, money and when it reaches the host), each figure under its own label,
 * so nothing scrolls sideways; from 64rem it is a table whose words wrap so the twelve columns fit.
 */
export function EarningsTable({ rows, truncated }: { rows: Row[]; truncated: boolean }) {
  return (
    <div className={styles.stays}>
      <h2 id="earnings-stays" className={styles.sectionTitle}>
        Stays
      </h2>
      {truncated ? <p className={styles.hint}>Showing the latest {rows.length} stays. The totals and the download include every stay in the period.</p> : null}
      <div className={styles.tableBox} role="region" aria-labelledby="earnings-stays" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Guest</th>
              <th scope="col">Property</th>
              <th scope="col">Check-in</th>
              <th scope="col">Check-out</th>
              <th scope="col">Channel</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>Amount</th>
              <th scope="col" className={styles.number}>Commission</th>
              <th scope="col" className={styles.number}>Net</th>
              <th scope="col">Expected payout</th>
              <th scope="col">Paid out</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row" className={styles.cellCode}>
                  <Link to={`/view-reservation/${row.code}`}>{row.code}</Link>
                </th>
                <td className={`${styles.text} ${styles.cellGuest}`}>{row.guestName}</td>
                <td className={`${styles.text} ${styles.cellPlace}`}>{row.propertyName ?? 'Untitled listing'}</td>
                <td className={`${styles.text} ${styles.cellIn}`} data-label="Check-in">
                  {formatDay(row.checkIn)}
                </td>
                <td className={`${styles.text} ${styles.cellOut}`} data-label="Check-out">
                  {formatDay(row.checkOut)}
                </td>
                <td className={`${styles.text} ${styles.cellChannel}`}>{CHANNEL_LABELS[row.channel]}</td>
                <td className={`${styles.text} ${styles.cellStatus}`}>{STATUS_LABELS[row.status]}</td>
                <td className={`${styles.number} ${styles.cellAmount}`} data-label="Amount">
                  {formatMoney(row.amount, row.currency)}
                </td>
                <td className={`${styles.number} ${styles.cellCommission}`} data-label="Commission">
                  {formatMoney(row.commission, row.currency)}
                </td>
                <td className={`${styles.number} ${styles.cellNet}`} data-label="Net">
                  {formatMoney(row.net, row.currency)}
                </td>
                <td className={`${styles.text} ${styles.cellPayout}`} data-label="Payout">
                  {payoutText(row)}
                </td>
                <td className={styles.cellPaid}>
                  <span className={row.paidOut ? styles.badgePaid : styles.badgeUpcoming}>{row.paidOut ? 'Paid' : 'Upcoming'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
