import type { IcalFeed } from '../../../machines/sync-panel.machine';
import styles from './sync.module.css';

const events = (n: number) => (n === 1 ? '1 event' : `${n} events`);

/**
 * The badge words of a feed that was read but not whole: a bare "In sync" would hide events whose
 * dates could not be read, so the count is said with it.
 */
export const inSyncWords = (feed: Pick<IcalFeed, 'eventsUnreadable'>) => (feed.eventsUnreadable > 0 ? `In sync, but ${events(feed.eventsUnreadable)} could not be read` : 'In sync');

/** Each event the last read could not place, by UID (never its title, which may name a guest) and what was wrong. */
export function UnreadableEvents({ feed }: { feed: Pick<IcalFeed, 'eventsUnreadable' | 'unreadableEvents'> }) {
  if (feed.eventsUnreadable === 0) return null;
  const more = feed.eventsUnreadable - feed.unreadableEvents.length;
  return (
    <details className={styles.unreadable}>
      <summary>{feed.eventsUnreadable === 1 ? 'Which event could not be read' : `Which ${events(feed.eventsUnreadable)} could not be read`}</summary>
      <p>Ask the site that sends this calendar to fix these events, or block their nights by hand.</p>
      <ul>
        {feed.unreadableEvents.map((event, i) => (
          <li key={i}>
            <span className={styles.unreadableUid}>{event.uid ?? 'An event without a UID'}</span>: {event.reason}
          </li>
        ))}
        {more > 0 ? <li>and {more} more {more === 1 ? 'event' : 'events'}</li> : null}
      </ul>
    </details>
  );
}
