import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SyncConflict } from '../../../machines/sync-panel.machine';
import { formatDateTime, formatDay, formatDayRange } from '../../shared/format';
import { CHANNEL_MESSAGES, STATUS_MESSAGES } from '../../components/reservation-words';
import styles from './sync.module.css';
import { feedChannelName } from './sync-text';

const KIND_WORDS = { reserved: msg`Booked there`, unavailable: msg`Closed there` } as const;

/** '12 Mar 2026 – 15 Mar 2026 · 3 nights' (the second date is the morning of departure). */
const stayWords = (i18n: I18n, from: string, to: string, nights: number) =>
  `${formatDay(from)} – ${formatDay(to)} · ${i18n._(msg`${plural(nights, { one: '# night', other: '# nights' })}`)}`;

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
        <Plural value={count} one="# double booking to sort out" other="# double bookings to sort out" />
      </h2>
      <p className={styles.conflictsLead}>
        <Trans>
          Another site’s calendar takes nights that are already booked or blocked here, so a guest could arrive to a room that is taken. Each
          warning goes away at the next sync once the nights no longer overlap.
        </Trans>
      </p>
      <ul className={styles.conflictList}>
        {conflicts.map((conflict) => (
          <li key={conflict.id} className={styles.conflict}>
            <p className={styles.conflictWhere}>
              <ConflictWhere conflict={conflict} />
            </p>
            <div className={styles.sides}>
              <ImportedSide conflict={conflict} />
              <HeldSide conflict={conflict} />
            </div>
            <p className={styles.conflictTodo}>
              <ConflictTodo conflict={conflict} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConflictWhere({ conflict }: { conflict: SyncConflict }) {
  const { t } = useLingui();
  const unit = conflict.unitName ?? t`Unit`;
  const found = formatDateTime(conflict.detectedAt);
  return (
    <Trans>
      <strong>{unit}</strong> · found {found}
    </Trans>
  );
}

function ConflictTodo({ conflict }: { conflict: SyncConflict }) {
  const { i18n } = useLingui();
  const channel = feedChannelName(i18n, conflict.channel);
  return conflict.reservation ? (
    <Trans>
      <strong>What to do:</strong> Cancel one of them on its site, or move the stay.
    </Trans>
  ) : (
    <Trans>
      <strong>What to do:</strong> Open these nights on your calendar if you can take the booking, or cancel it on {channel}.
    </Trans>
  );
}

function ImportedSide({ conflict }: { conflict: SyncConflict }) {
  const { i18n } = useLingui();
  const { event } = conflict;
  const channel = feedChannelName(i18n, conflict.channel);
  return (
    <div className={styles.side}>
      <h3 className={styles.sideTitle}>
        <Trans>On {channel}</Trans>
      </h3>
      <dl className={styles.sideFacts}>
        <div>
          <dt>
            <Trans>Nights</Trans>
          </dt>
          <dd>{stayWords(i18n, event.startsOn, event.endsOn, event.nights)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{i18n._(KIND_WORDS[event.kind])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Imported calendar</Trans>
          </dt>
          <dd>{conflict.feedName}</dd>
        </div>
      </dl>
    </div>
  );
}

function HeldSide({ conflict }: { conflict: SyncConflict }) {
  const { i18n } = useLingui();
  const { reservation, block } = conflict;
  if (reservation) {
    const code = reservation.code;
    return (
      <div className={styles.side}>
        <h3 className={styles.sideTitle}>
          <Trans>
            Here: reservation <Link to={`/view-reservation/${code}`}>{code}</Link>
          </Trans>
        </h3>
        <dl className={styles.sideFacts}>
          <div>
            <dt>
              <Trans>Guest</Trans>
            </dt>
            <dd>{reservation.guestName}</dd>
          </div>
          <div>
            <dt>
              <Trans>Nights</Trans>
            </dt>
            <dd>{stayWords(i18n, reservation.checkIn, reservation.checkOut, reservation.nights)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Booked through</Trans>
            </dt>
            <dd>
              {i18n._(CHANNEL_MESSAGES[reservation.channel])} · {i18n._(STATUS_MESSAGES[reservation.status])}
            </dd>
          </div>
        </dl>
      </div>
    );
  }
  return (
    <div className={styles.side}>
      <h3 className={styles.sideTitle}>
        <Trans>Here: blocked by you</Trans>
      </h3>
      <dl className={styles.sideFacts}>
        {block ? (
          <div>
            <dt>
              <Trans>Nights</Trans>
            </dt>
            <dd>{formatDayRange(block.startsOn, block.endsOn)}</dd>
          </div>
        ) : null}
        {block?.note ? (
          <div>
            <dt>
              <Trans>Your note</Trans>
            </dt>
            <dd>{block.note}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
