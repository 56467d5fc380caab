import { Link } from 'react-router-dom';
import type { components } from '../../../openapi/schema';
import { formatDay, formatMoney, formatMonthLong } from '../../shared/format';
import styles from './earnings.module.css';

type PayoutRun = components['schemas']['PayoutRun'];

const amountOf = (run: PayoutRun) => (run.totals.length === 0 ? 'nothing to pay out yet' : run.totals.map((t) => formatMoney(t.net, t.currency)).join(' and '));
const staysOf = (run: PayoutRun) => run.totals.reduce((n, t) => n + t.stays, 0);

/** '2 stays checked out in October 2026', or 'so far' while the month is still running. */
function coverText(run: PayoutRun, today: string): string {
  const count = staysOf(run);
  const stays = count === 1 ? '1 stay' : `${count} stays`;
  return `${stays} checked out ${run.coversTo >= today ? 'so far ' : ''}in ${formatMonthLong(run.coversFrom.slice(0, 7))}`;
}

/** The stays a run pays, one tap away: each with its check-out day and net, and a link to it. */
function RunStays({ run, today }: { run: PayoutRun; today: string }) {
  if (staysOf(run) === 0) return <p className={styles.hint}>Full Service stays and stays paid online that check out in {formatMonthLong(run.coversFrom.slice(0, 7))} are paid on this day.</p>;
  return (
    <details className={styles.runStays}>
      <summary>{coverText(run, today)}</summary>
      <ul>
        {run.stays.map((stay) => (
          <li key={stay.code}>
            <Link to={`/view-reservation/${stay.code}`}>{stay.guestName}</Link>
            <span className={styles.muted}>Out {formatDay(stay.checkOut)}</span>
            <span className={styles.runNet}>{formatMoney(stay.net, stay.currency)}</span>
          </li>
        ))}
      </ul>
      {run.staysTruncated ? <p className={styles.hint}>Showing the latest {run.stays.length}; the download lists every stay.</p> : null}
    </details>
  );
}

/**
 * What a host opening Earnings on a phone wants first: how much we pay them next and on which
 * day, with the stays it covers one tap away, and this month's run beside it (already paid, or
 * the one after). The period picker below does not change it.
 */
export function PayoutCard({ runs, today }: { runs: PayoutRun[]; today: string }) {
  const next = runs.find((run) => !run.paidOut) ?? runs.at(-1)!;
  const other = runs.find((run) => run !== next);
  return (
    <section className={styles.payout} aria-labelledby="next-payout">
      <h2 id="next-payout" className={styles.payoutLine}>
        <span>Next payout</span> · <span>{formatDay(next.date)}</span> · <strong className={styles.payoutAmount}>{amountOf(next)}</strong>
      </h2>
      <RunStays run={next} today={today} />
      {other ? (
        <div className={styles.otherRun}>
          <h3 className={styles.otherRunLine}>
            {other.paidOut ? 'Paid out' : 'The payout after'} · {formatDay(other.date)} · {amountOf(other)}
          </h3>
          <RunStays run={other} today={today} />
        </div>
      ) : null}
    </section>
  );
}
