import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/schema';
import { STATUS_MESSAGES } from './reservation-labels';
import { formatDateTime } from '../../shared/format';
import styles from './view-reservation.module.css';

type HistoryEntry = components['schemas']['ReservationHistoryEntry'];

/** 'Confirmed by you', 'Cancelled by the guest site', 'Changed by Nimal Perera'. */
function byWho(i18n: I18n, entry: HistoryEntry): string {
  if (entry.actor === 'channel') return i18n._(msg`by the guest site`);
  if (entry.actorName) {
    const name = entry.actorName;
    return i18n._(msg`by ${name}`);
  }
  return entry.actor === 'admin' ? i18n._(msg`by our team`) : i18n._(msg`by you`);
}

/** A change that kept the status (new dates or price): its reason is our own description, not a quote. */
const isChange = (entry: HistoryEntry) => entry.kind === 'dates' || (entry.fromStatus !== null && entry.fromStatus === entry.toStatus);

function eventOf(i18n: I18n, entry: HistoryEntry): string {
  if (entry.kind === 'paid') return i18n._(msg`Marked as paid`);
  if (entry.fromStatus === null) return entry.toStatus === 'pending' ? i18n._(msg`Requested`) : i18n._(msg`Booked and confirmed`);
  return isChange(entry) ? i18n._(msg`Changed`) : i18n._(STATUS_MESSAGES[entry.toStatus]);
}

/** Every status change, change of dates and payment marked, oldest first: what happened, who did it and when, and the reason given. */
export function ReservationHistory({ history }: { history: HistoryEntry[] }) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading">
        <Trans>History</Trans>
      </h2>
      <ol className={styles.timeline} aria-label={t`Status history`}>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <p className={styles.event}>
              {eventOf(i18n, entry)}
              <span className={styles.by}> {byWho(i18n, entry)}</span>
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
