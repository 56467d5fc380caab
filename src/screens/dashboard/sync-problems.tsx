import { Link } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { Dashboard } from '../../../machines/dashboard.machine';
import { EMPTY_FEED_WORDS } from '../../../machines/feed-outcome';
import { textIn } from '../../../machines/ui-text';
import { formatDay } from '../../shared/format';
import { FEED_CHANNEL_WORDS, STAY_CHANNEL_WORDS } from './dashboard-words';
import styles from './dashboard.module.css';

type Conflict = Dashboard['sync']['conflicts'][number];

const place = (item: { propertyName: string | null; unitName: string | null }) => [item.propertyName, item.unitName].filter(Boolean).join(' · ');
function range(i18n: I18n, from: string, to: string, count: number): string {
  const first = formatDay(from);
  const last = formatDay(to);
  return i18n._(msg`${first} – ${last} · ${plural(count, { one: '# night', other: '# nights' })}`);
}

/** What holds the nights here, in a few words: the booking (code, guest, channel) or the host's block. */
function heldHere(i18n: I18n, conflict: Conflict): string {
  if (conflict.reservation) {
    const r = conflict.reservation;
    const code = r.code;
    const guest = r.guestName;
    const channel = i18n._(STAY_CHANNEL_WORDS[r.channel] ?? STAY_CHANNEL_WORDS.other);
    const nights = range(i18n, r.checkIn, r.checkOut, r.nights);
    return i18n._(msg`Booking ${code}, ${guest} (${channel}): ${nights}`);
  }
  const block = conflict.block!;
  const count = Math.round((Date.parse(block.endsOn) - Date.parse(block.startsOn)) / 86_400_000);
  const nights = range(i18n, block.startsOn, block.endsOn, count);
  return i18n._(msg`Blocked by you: ${nights}`);
}

/**
 * Why a feed is listed, as the server words it: the empty calendar's words (src/shared/empty-feed.ts)
 * in the active language, as the sync screen shows them; a sync's failure (the channel's answer) as it came.
 */
function feedProblem(i18n: I18n, lastError: string | null): string | null {
  return lastError === EMPTY_FEED_WORDS.detail ? textIn(i18n, EMPTY_FEED_WORDS.detail) : lastError;
}

/**
 * Calendar sync problems, ahead of the day's lists because a conflict may be a double booking:
 * each conflict with the imported nights beside the booking already here, and each feed whose
 * last sync failed with the reason, or that came back empty (its nights still blocked). Each links to the property's sync screen. Nothing when all is well.
 */
export function SyncProblems({ dashboard }: { dashboard: Dashboard }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { feedErrors, conflicts } = dashboard.sync;
  if (feedErrors.length === 0 && conflicts.length === 0) return null;
  return (
    <section className={`${styles.panel} ${styles.syncPanel}`} aria-labelledby="sync-heading">
      <h2 id="sync-heading">
        <Trans>Calendar sync needs you</Trans>
      </h2>
      {conflicts.length > 0 ? (
        <ul className={styles.stays} aria-label={t`Conflicts`}>
          {conflicts.map((conflict) => {
            const site = i18n._(FEED_CHANNEL_WORDS[conflict.channel] ?? FEED_CHANNEL_WORDS.other);
            const where = place(conflict);
            return (
              <li key={conflict.id} className={styles.stay}>
                <span className={styles.guest}>
                  {conflict.event.kind === 'reserved'
                    ? where
                      ? t`${site} has a booking on nights already taken at ${where}`
                      : t`${site} has a booking on nights already taken at your property`
                    : where
                      ? t`${site} has closed the nights on nights already taken at ${where}`
                      : t`${site} has closed the nights on nights already taken at your property`}
                </span>
                <span className={styles.when}>
                  {conflict.feedName}: {range(i18n, conflict.event.startsOn, conflict.event.endsOn, conflict.event.nights)}
                </span>
                <span className={styles.when}>{heldHere(i18n, conflict)}</span>
                <Link to={`/synchronize/${conflict.propertyId}`}>
                  <Trans>Sort out this conflict</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {feedErrors.length > 0 ? (
        <ul className={styles.stays} aria-label={t`Calendars that could not be synced or came back empty`}>
          {feedErrors.map((feed) => {
            const name = feed.feedName;
            const site = i18n._(FEED_CHANNEL_WORDS[feed.channel] ?? FEED_CHANNEL_WORDS.other);
            const where = place(feed);
            return (
              <li key={feed.feedId} className={styles.stay}>
                <span className={styles.guest}>
                  {feed.emptySince
                    ? where
                      ? t`This calendar came back empty: “${name}” (${site}) for ${where}`
                      : t`This calendar came back empty: “${name}” (${site})`
                    : where
                      ? t`“${name}” (${site}) could not be synced for ${where}`
                      : t`“${name}” (${site}) could not be synced`}
                </span>
                <span className={styles.when}>{feedProblem(i18n, feed.lastError)}</span>
                <Link to={`/synchronize/${feed.propertyId}`}>{feed.emptySince ? <Trans>Check the calendar</Trans> : <Trans>Check the calendar link</Trans>}</Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
