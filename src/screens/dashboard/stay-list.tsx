import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Plural } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { Dashboard } from '../../../machines/dashboard.machine';
import { reservationActionsWithCalls } from '../../api/actors/reservation-actions';
import { actorOptions } from '../../app/inspect';
import { ActionQuestion, RequestAnswer } from '../../components/request-answer';
import { formatDay } from '../../shared/format';
import { STAY_CHANNEL_WORDS } from './dashboard-words';
import styles from './dashboard.module.css';
import { LIST_WORDS, ShortText } from '../../components/short-text';

type Stay = Dashboard['arrivals'][number];

/**
 * A few stays, each opening its reservation; `empty` says so in words when there are none. With
 * `answerable`, each is a request answered right here: its deadline, Accept and Decline.
 */
export function StayList({ stays, empty, answerable = false }: { stays: Stay[]; empty: ReactNode; answerable?: boolean }) {
  if (stays.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.stays}>
      {stays.map((stay) => (answerable ? <RequestStay key={stay.code} stay={stay} /> : <StayItem key={stay.code} stay={stay} />))}
    </ul>
  );
}

/** A request with its own actions actor, so its answer shows where its buttons were. */
function RequestStay({ stay }: { stay: Stay }) {
  const actor = useActorRef(reservationActionsWithCalls, { ...actorOptions(), input: { code: stay.code, reservation: stay } });
  return (
    <StayItem stay={stay}>
      <RequestAnswer actor={actor} />
      <ActionQuestion actor={actor} />
    </StayItem>
  );
}

function StayItem({ stay, children }: { stay: Stay; children?: ReactNode }) {
  const { i18n } = useLingui();
  const nights = stay.nights;
  return (
        <li className={styles.stay}>
          <Link to={`/view-reservation/${stay.code}`} className={styles.stayLink}>
            <span className={styles.guest}>
              <ShortText text={stay.guestName} words={LIST_WORDS.personName} />
            </span>{' '}
            <span className={styles.where}>
              <ShortText text={[stay.propertyName, stay.unitName].filter(Boolean).join(' · ')} words={LIST_WORDS.place} />
            </span>
          </Link>
          <span className={styles.when}>
            {formatDay(stay.checkIn)} – {formatDay(stay.checkOut)} · <Plural value={nights} one="# night" other="# nights" /> ·{' '}
            {i18n._(STAY_CHANNEL_WORDS[stay.channel] ?? STAY_CHANNEL_WORDS.other)}
          </span>
          {children}
        </li>
  );
}
