import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { components } from '../../../openapi/schema';
import { formatDay, formatMoney, formatMonthLong } from '../../shared/format';
import styles from './earnings.module.css';

type PayoutRun = components['schemas']['PayoutRun'];

/** 'LKR 12,000 and USD 80', or 'nothing to pay out yet'. */
function amountOf(i18n: I18n, run: PayoutRun): string {
  if (run.totals.length === 0) return i18n._(msg`nothing to pay out yet`);
  return run.totals
    .map((t) => formatMoney(t.net, t.currency))
    .reduce((first, second) => i18n._(msg`${first} and ${second}`));
}
const staysOf = (run: PayoutRun) => run.totals.reduce((n, t) => n + t.stays, 0);

/** '2 stays checked out in October 2026', or 'so far' while the month is still running. */
function coverText(i18n: I18n, run: PayoutRun, today: string): string {
  const count = staysOf(run);
  const month = formatMonthLong(run.coversFrom.slice(0, 7));
  return run.coversTo >= today
    ? i18n._(msg`${plural(count, { one: `# stay checked out so far in ${month}`, other: `# stays checked out so far in ${month}` })}`)
    : i18n._(msg`${plural(count, { one: `# stay checked out in ${month}`, other: `# stays checked out in ${month}` })}`);
}

/** The stays a run pays, one tap away: each with its check-out day and net, and a link to it. */
function RunStays({ run, today }: { run: PayoutRun; today: string }) {
  const { t, i18n } = useLingui();
  const month = formatMonthLong(run.coversFrom.slice(0, 7));
  if (staysOf(run) === 0)
    return (
      <p className={styles.hint}>
        <Trans>Full Service stays and stays paid online that check out in {month} are paid on this day.</Trans>
      </p>
    );
  const shown = run.stays.length;
  return (
    <details className={styles.runStays}>
      <summary>{coverText(i18n, run, today)}</summary>
      <ul>
        {run.stays.map((stay) => (
          <li key={stay.code}>
            <Link to={`/view-reservation/${stay.code}`}>{stay.guestName}</Link>
            <span className={styles.muted}>{t`Out ${{ day: formatDay(stay.checkOut) }}`}</span>
            <span className={styles.runNet}>{formatMoney(stay.net, stay.currency)}</span>
          </li>
        ))}
      </ul>
      {run.staysTruncated ? (
        <p className={styles.hint}>
          <Trans>Showing the latest {shown}; the download lists every stay.</Trans>
        </p>
      ) : null}
    </details>
  );
}

/**
 * What a host opening Earnings on a phone wants first: how much we pay them next and on which
 * day, with the stays it covers one tap away, and this month's run beside it (already paid, or
 * the one after). The period picker below does not change it.
 */
export function PayoutCard({ runs, today }: { runs: PayoutRun[]; today: string }) {
  const { t, i18n } = useLingui();
  const next = runs.find((run) => !run.paidOut) ?? runs.at(-1)!;
  const other = runs.find((run) => run !== next);
  return (
    <section className={styles.payout} aria-labelledby="next-payout">
      <h2 id="next-payout" className={styles.payoutLine}>
        <span>{t`Next payout`}</span> · <span>{formatDay(next.date)}</span> · <strong className={styles.payoutAmount}>{amountOf(i18n, next)}</strong>
      </h2>
      <RunStays run={next} today={today} />
      {other ? (
        <div className={styles.otherRun}>
          <h3 className={styles.otherRunLine}>
            {other.paidOut ? t`Paid out` : t`The payout after`} · {formatDay(other.date)} · {amountOf(i18n, other)}
          </h3>
          <RunStays run={other} today={today} />
        </div>
      ) : null}
    </section>
  );
}
