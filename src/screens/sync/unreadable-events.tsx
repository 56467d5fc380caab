import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { IcalFeed } from '../../../machines/sync-panel.machine';
import styles from './sync.module.css';

/**
 * The badge words of a feed that was read but not whole: a bare "In sync" would hide events whose
 * dates could not be read, so the count is said with it.
 */
export const inSyncWords = (i18n: I18n, feed: Pick<IcalFeed, 'eventsUnreadable'>) => {
  const unreadable = feed.eventsUnreadable;
  return unreadable > 0 ? i18n._({ ...IN_SYNC_BUT_UNREADABLE, values: { unreadable } }) : i18n._(IN_SYNC);
};

const IN_SYNC = msg`In sync`;
const IN_SYNC_BUT_UNREADABLE = msg({
  message: '{unreadable, plural, one {In sync, but # event could not be read} other {In sync, but # events could not be read}}',
});

/** Each event the last read could not place, by UID (never its title, which may name a guest) and what was wrong. */
export function UnreadableEvents({ feed }: { feed: Pick<IcalFeed, 'eventsUnreadable' | 'unreadableEvents'> }) {
  const { t } = useLingui();
  if (feed.eventsUnreadable === 0) return null;
  const unreadable = feed.eventsUnreadable;
  const more = feed.eventsUnreadable - feed.unreadableEvents.length;
  return (
    <details className={styles.unreadable}>
      <summary>
        <Plural value={unreadable} one="Which event could not be read" other="Which # events could not be read" />
      </summary>
      <p>
        <Trans>Ask the site that sends this calendar to fix these events, or block their nights by hand.</Trans>
      </p>
      <ul>
        {feed.unreadableEvents.map((event, i) => (
          <li key={i}>
            <span className={styles.unreadableUid}>{event.uid ?? t`An event without a UID`}</span>: {event.reason}
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Plural value={more} one="and # more event" other="and # more events" />
          </li>
        ) : null}
      </ul>
    </details>
  );
}
