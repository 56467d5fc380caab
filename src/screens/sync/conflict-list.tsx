import { Link } from 'react-router-dom';
import type { SyncConflict } from '../../../machines/sync-panel.machine';
import { FEED_CHANNEL_LABELS } from '../../shared/ical-feed';
import { formatDateTime, formatDay, formatDayRange } from '../../shared/format';
import { CHANNEL_LABELS, nightsText, STATUS_LABELS } from '../../shared/reservation-labels';
import styles from './sync.module.css';

const KIND_WORDS = { reserved: 'Booked there', unavailable: 'Closed there' } as const;

/** '12 Mar 2026 – 15 Mar 2026 · 3 nights' (the second date is the morning of departure). */
const stayWords = (from: string, to: string, nights: number) => `${formatDay(from)} – ${formatDay(to)} · ${nightsText(nights)}`;

/**
 * Nights an imported calendar says are taken while a booking here holds them too: the two side
 * by side, and what to do, at the top of the page where they cannot be missed.
 */
export function ConflictList({ conflicts }: { conflicts: SyncConflict[] }) {
  if (conflicts.length === 0) return null;
  const count = conflicts.length;
  return (
    <section className={styles.conflicts} aria-labelledby="conflicts-heading">
      <h2 id="conflicts-heading" className={styles.conflictsTitle}>
        {count === 1 ? '1 double booking to sort out' : `${count} double bookings to sort out`}
      </h2>
      <p className={styles.conflictsLead}>
        Another site’s calendar takes nights that are already booked or blocked here, so a guest could arrive to a room that is taken. Each
        warning goes away at the next sync once the nights no longer overlap.
      </p>
      <ul className={styles.conflictList}>
        {conflicts.map((conflict) => (
          <li key={conflict.id} className={styles.conflict}>
            <p className={styles.conflictWhere}>
              <strong>{conflict.unitName ?? 'Unit'}</strong> · found {formatDateTime(conflict.detectedAt)}
            </p>
            <div className={styles.sides}>
              <ImportedSide conflict={conflict} />
              <HeldSide conflict={conflict} />
            </div>
            <p className={styles.conflictTodo}>
              <strong>What to do:</strong>{' '}
              {conflict.reservation
                ? 'Cancel one of them on its site, or move the stay.'
                : `Open these nights on your calendar if you can take the booking, or cancel it on ${FEED_CHANNEL_LABELS[conflict.channel]}.`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ImportedSide({ conflict }: { conflict: SyncConflict }) {
  const { event } = conflict;
  return (
    <div className={styles.side}>
      <h3 className={styles.sideTitle}>On {FEED_CHANNEL_LABELS[conflict.channel]}</h3>
      <dl className={styles.sideFacts}>
        <div>
          <dt>Nights</dt>
          <dd>{stayWords(event.startsOn, event.endsOn, event.nights)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{KIND_WORDS[event.kind]}</dd>
        </div>
        <div>
          <dt>Imported calendar</dt>
          <dd>{conflict.feedName}</dd>
        </div>
      </dl>
    </div>
  );
}

function HeldSide({ conflict }: { conflict: SyncConflict }) {
  const { reservation, block } = conflict;
  if (reservation) {
    return (
      <div className={styles.side}>
        <h3 className={styles.sideTitle}>
          Here: reservation <Link to={`/view-reservation/${reservation.code}`}>{reservation.code}</Link>
        </h3>
        <dl className={styles.sideFacts}>
          <div>
            <dt>Guest</dt>
            <dd>{reservation.guestName}</dd>
          </div>
          <div>
            <dt>Nights</dt>
            <dd>{stayWords(reservation.checkIn, reservation.checkOut, reservation.nights)}</dd>
          </div>
          <div>
            <dt>Booked through</dt>
            <dd>
              {CHANNEL_LABELS[reservation.channel]} · {STATUS_LABELS[reservation.status]}
            </dd>
          </div>
        </dl>
      </div>
    );
  }
  return (
    <div className={styles.side}>
      <h3 className={styles.sideTitle}>Here: blocked by you</h3>
      <dl className={styles.sideFacts}>
        {block ? (
          <div>
            <dt>Nights</dt>
            <dd>{formatDayRange(block.startsOn, block.endsOn)}</dd>
          </div>
        ) : null}
        {block?.note ? (
          <div>
            <dt>Your note</dt>
            <dd>{block.note}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
