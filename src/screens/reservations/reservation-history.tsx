import type { components } from '../../../openapi/schema';
import { STATUS_LABELS } from '../../shared/reservation-labels';
import { formatDateTime } from '../../shared/format';
import styles from './view-reservation.module.css';

type HistoryEntry = components['schemas']['ReservationHistoryEntry'];

const who = (entry: HistoryEntry) => (entry.actor === 'channel' ? 'the guest site' : (entry.actorName ?? (entry.actor === 'admin' ? 'our team' : 'you')));

/** A change that kept the status (new dates or price): its reason is our own description, not a quote. */
const isChange = (entry: HistoryEntry) => entry.kind === 'dates' || (entry.fromStatus !== null && entry.fromStatus === entry.toStatus);

function eventOf(entry: HistoryEntry): string {
  if (entry.kind === 'paid') return 'Marked as paid';
  if (entry.fromStatus === null) return entry.toStatus === 'pending' ? 'Requested' : 'Booked and confirmed';
  return isChange(entry) ? 'Changed' : STATUS_LABELS[entry.toStatus];
}

/** Every status change, change of dates and payment marked, oldest first: what happened, who did it and when, and the reason given. */
export function ReservationHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol className={styles.timeline} aria-label="Status history">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <p className={styles.event}>
              {eventOf(entry)}
              <span className={styles.by}> by {who(entry)}</span>
            </p>
            <p className={styles.when}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            {entry.reason ? <p className={styles.reason}>{isChange(entry) ? entry.reason : `“${entry.reason}”`}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
