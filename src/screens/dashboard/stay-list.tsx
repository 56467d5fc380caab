import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../machines/dashboard.machine';
import { formatDay, formatWeekdayTime } from '../../shared/format';
import { CHANNEL_LABELS, nightsText } from '../../shared/reservation-labels';
import { requestDeadline } from '../../shared/reservation-status';
import styles from './dashboard.module.css';
import { LIST_WORDS, ShortText } from '../../components/short-text';

type Stay = Dashboard['arrivals'][number];

/** A few stays, each opening its reservation; `empty` says so in words when there are none. */
export function StayList({ stays, empty, showDeadline = false }: { stays: Stay[]; empty: string; showDeadline?: boolean }) {
  if (stays.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.stays}>
      {stays.map((stay) => (
        <li key={stay.code} className={styles.stay}>
          <Link to={`/view-reservation/${stay.code}`} className={styles.stayLink}>
            <span className={styles.guest}>
              <ShortText text={stay.guestName} words={LIST_WORDS.personName} />
            </span>{' '}
            <span className={styles.where}>
              <ShortText text={[stay.propertyName, stay.unitName].filter(Boolean).join(' · ')} words={LIST_WORDS.place} />
            </span>
          </Link>
          <span className={styles.when}>
            {formatDay(stay.checkIn)} – {formatDay(stay.checkOut)} · {nightsText(stay.nights)} · {CHANNEL_LABELS[stay.channel]}
          </span>
          {showDeadline ? <span className={styles.deadline}>Answer by {formatWeekdayTime(requestDeadline(new Date(stay.createdAt)))}</span> : null}
        </li>
      ))}
    </ul>
  );
}
