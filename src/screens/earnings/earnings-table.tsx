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
 * One line per stay with its expected payout. Names and words wrap so the twelve columns fit a
 * desktop width; on a phone the table scrolls inside its own box (the page itself never scrolls
 * sideways), and the box is focusable so keyboard users can scroll it.
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
                <th scope="row">
                  <Link to={`/view-reservation/${row.code}`}>{row.code}</Link>
                </th>
                <td className={styles.text}>{row.guestName}</td>
                <td className={styles.text}>{row.propertyName ?? 'Untitled listing'}</td>
                <td className={styles.text}>{formatDay(row.checkIn)}</td>
                <td className={styles.text}>{formatDay(row.checkOut)}</td>
                <td className={styles.text}>{CHANNEL_LABELS[row.channel]}</td>
                <td className={styles.text}>{STATUS_LABELS[row.status]}</td>
                <td className={styles.number}>{formatMoney(row.amount, row.currency)}</td>
                <td className={styles.number}>{formatMoney(row.commission, row.currency)}</td>
                <td className={styles.number}>{formatMoney(row.net, row.currency)}</td>
                <td className={styles.text}>{payoutText(row)}</td>
                <td>
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
