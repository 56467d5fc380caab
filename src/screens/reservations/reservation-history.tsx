import type { components } from '../../../openapi/schema';
import { STATUS_LABELS } from '../../rules/reservation-labels';
import { dateTimeText } from './reservation-text';
import styles from './view-reservation.module.css';

type HistoryEntry = components['schemas']['ReservationHistoryEntry'];

const who = (entry: HistoryEntry) => (entry.actor === 'channel' ? 'the guest site' : (entry.actorName ?? (entry.actor === 'admin' ? 'our team' : 'you')));

/** Every status change, oldest first: what happened, who did it and when, and the reason given. */
export function ReservationHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol className={styles.timeline} aria-label="Status history">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <p className={styles.event}>
              {entry.fromStatus === null ? (entry.toStatus === 'pending' ? 'Requested' : 'Booked and confirmed') : STATUS_LABELS[entry.toStatus]}
              <span className={styles.by}> by {who(entry)}</span>
            </p>
            <p className={styles.when}>
              <time dateTime={entry.at}>{dateTimeText(entry.at)}</time>
            </p>
            {entry.reason ? <p className={styles.reason}>“{entry.reason}”</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
