import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../machines/dashboard.machine';
import { EMPTY_FEED_TEXT } from '../../shared/empty-feed';
import { FEED_CHANNEL_LABELS } from '../../shared/ical-feed';
import { formatDay } from '../../shared/format';
import { CHANNEL_LABELS, nightsText } from '../../shared/reservation-labels';
import styles from './dashboard.module.css';

type Conflict = Dashboard['sync']['conflicts'][number];

const place = (item: { propertyName: string | null; unitName: string | null }) => [item.propertyName, item.unitName].filter(Boolean).join(' · ');
const range = (from: string, to: string, nights: number) => `${formatDay(from)} – ${formatDay(to)} · ${nightsText(nights)}`;

/** What holds the nights here, in a few words: the booking (code, guest, channel) or the host's block. */
function heldHere(conflict: Conflict): string {
  if (conflict.reservation) {
    const r = conflict.reservation;
    return `Booking ${r.code}, ${r.guestName} (${CHANNEL_LABELS[r.channel]}): ${range(r.checkIn, r.checkOut, r.nights)}`;
  }
  const block = conflict.block!;
  const nights = Math.round((Date.parse(block.endsOn) - Date.parse(block.startsOn)) / 86_400_000);
  return `Blocked by you: ${range(block.startsOn, block.endsOn, nights)}`;
}

/**
 * Calendar sync problems, ahead of the day's lists because a conflict may be a double booking:
 * each conflict with the imported nights beside the booking already here, and each feed whose
 * last sync failed with the reason, or that came back empty (its nights still blocked). Each links to the property's sync screen. Nothing when all is well.
 */
export function SyncProblems({ dashboard }: { dashboard: Dashboard }) {
  const { feedErrors, conflicts } = dashboard.sync;
  if (feedErrors.length === 0 && conflicts.length === 0) return null;
  return (
    <section className={`${styles.panel} ${styles.syncPanel}`} aria-labelledby="sync-heading">
      <h2 id="sync-heading">Calendar sync needs you</h2>
      {conflicts.length > 0 ? (
        <ul className={styles.stays} aria-label="Conflicts">
          {conflicts.map((conflict) => (
            <li key={conflict.id} className={styles.stay}>
              <span className={styles.guest}>
                {FEED_CHANNEL_LABELS[conflict.channel]} {conflict.event.kind === 'reserved' ? 'has a booking' : 'has closed the nights'} on nights already taken at {place(conflict) || 'your property'}
              </span>
              <span className={styles.when}>
                {conflict.feedName}: {range(conflict.event.startsOn, conflict.event.endsOn, conflict.event.nights)}
              </span>
              <span className={styles.when}>{heldHere(conflict)}</span>
              <Link to={`/synchronize/${conflict.propertyId}`}>Sort out this conflict</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {feedErrors.length > 0 ? (
        <ul className={styles.stays} aria-label="Calendars that could not be synced or came back empty">
          {feedErrors.map((feed) => (
            <li key={feed.feedId} className={styles.stay}>
              {feed.emptySince ? (
                <span className={styles.guest}>
                  {EMPTY_FEED_TEXT.title}: “{feed.feedName}” ({FEED_CHANNEL_LABELS[feed.channel]}){place(feed) ? ` for ${place(feed)}` : ''}
                </span>
              ) : (
                <span className={styles.guest}>
                  “{feed.feedName}” ({FEED_CHANNEL_LABELS[feed.channel]}) could not be synced{place(feed) ? ` for ${place(feed)}` : ''}
                </span>
              )}
              <span className={styles.when}>{feed.lastError}</span>
              <Link to={`/synchronize/${feed.propertyId}`}>{feed.emptySince ? 'Check the calendar' : 'Check the calendar link'}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
