import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { components } from '../../../openapi/schema';
import { CHANNEL_MESSAGES, STATUS_MESSAGES } from '../../components/reservation-words';
import { formatDay, formatMoney } from '../../shared/format';
import styles from './earnings.module.css';

type Row = components['schemas']['EarningsReservation'];

/** When the stay's net reaches the host, in words: a payout date, or paid at the property. */
function payoutText(i18n: I18n, row: Row): string {
  if (row.expectedPayoutDate === null) return row.paidOut ? i18n._(msg`Paid to you at the property`) : i18n._(msg`Guest pays you at the property`);
  const day = formatDay(row.expectedPayoutDate);
  return row.paidOut ? i18n._(msg`Paid out ${day}`) : day;
}

/**
 * One line per stay with its expected payout. On a phone each stay is a card (guest and payout
 * state on top, then dates, money and when it reaches the host), each figure under its own label,
 * so nothing scrolls sideways; from 64rem it is a table whose words wrap so the twelve columns fit.
 */
export function EarningsTable({ rows, truncated }: { rows: Row[]; truncated: boolean }) {
  const { t, i18n } = useLingui();
  const shown = rows.length;
  return (
    <div className={styles.stays}>
      <h2 id="earnings-stays" className={styles.sectionTitle}>
        <Trans>Stays</Trans>
      </h2>
      {truncated ? (
        <p className={styles.hint}>
          {t`Showing the latest ${plural(shown, { one: '# stay', other: '# stays' })}. The totals and the download include every stay in the period.`}
        </p>
      ) : null}
      <div className={styles.tableBox} role="region" aria-labelledby="earnings-stays" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Code`}</th>
              <th scope="col">{t`Guest`}</th>
              <th scope="col">{t`Property`}</th>
              <th scope="col">{t`Check-in`}</th>
              <th scope="col">{t`Check-out`}</th>
              <th scope="col">{t`Channel`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col" className={styles.number}>
                {t`Amount`}
              </th>
              <th scope="col" className={styles.number}>
                {t`Commission`}
              </th>
              <th scope="col" className={styles.number}>
                {t`Net`}
              </th>
              <th scope="col">{t`Expected payout`}</th>
              <th scope="col">{t`Paid out`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row" className={styles.cellCode}>
                  <Link to={`/view-reservation/${row.code}`}>{row.code}</Link>
                </th>
                <td className={`${styles.text} ${styles.cellGuest}`}>{row.guestName}</td>
                <td className={`${styles.text} ${styles.cellPlace}`}>{row.propertyName ?? t`Untitled listing`}</td>
                <td className={`${styles.text} ${styles.cellIn}`} data-label={t`Check-in`}>
                  {formatDay(row.checkIn)}
                </td>
                <td className={`${styles.text} ${styles.cellOut}`} data-label={t`Check-out`}>
                  {formatDay(row.checkOut)}
                </td>
                <td className={`${styles.text} ${styles.cellChannel}`}>{i18n._(CHANNEL_MESSAGES[row.channel])}</td>
                <td className={`${styles.text} ${styles.cellStatus}`}>{i18n._(STATUS_MESSAGES[row.status])}</td>
                <td className={`${styles.number} ${styles.cellAmount}`} data-label={t`Amount`}>
                  {formatMoney(row.amount, row.currency)}
                </td>
                <td className={`${styles.number} ${styles.cellCommission}`} data-label={t`Commission`}>
                  {formatMoney(row.commission, row.currency)}
                </td>
                <td className={`${styles.number} ${styles.cellNet}`} data-label={t`Net`}>
                  {formatMoney(row.net, row.currency)}
                </td>
                <td className={`${styles.text} ${styles.cellPayout}`} data-label={t`Payout`}>
                  {payoutText(i18n, row)}
                </td>
                <td className={styles.cellPaid}>
                  <span className={row.paidOut ? styles.badgePaid : styles.badgeUpcoming}>{row.paidOut ? t`Paid` : t`Upcoming`}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
