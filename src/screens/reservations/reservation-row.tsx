import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Reservation } from '../../../machines/reservation-list.machine';
import { reservationActionsWithCalls } from '../../api/actors/reservation-actions';
import { actorOptions } from '../../app/inspect';
import { ActionQuestion, RequestAnswer } from '../../components/request-answer';
import { formatMoney } from '../../shared/format';
import { CHANNEL_MESSAGES } from './reservation-labels';
import { ReservationStatusBadge } from './reservation-status-badge';
import { stayText } from './reservation-text';
import styles from './reservation-manage.module.css';
import { LIST_WORDS, ShortText } from '../../components/short-text';

/**
 * One reservation in a list: a card on a phone, a table-like row when wide. The code links to the
 * reservation; everything a host scans for (who, where, when, how much, what state) is on the row.
 * A request is answered right on its row.
 */
export function ReservationRow({ reservation }: { reservation: Reservation }) {
  return reservation.status === 'pending' ? <RequestRow reservation={reservation} /> : <RowBody reservation={reservation} />;
}

/** A request's row holds its own actions actor: the row shows the server's answer in place. */
function RequestRow({ reservation }: { reservation: Reservation }) {
  const actor = useActorRef(reservationActionsWithCalls, { ...actorOptions(), input: { code: reservation.code, reservation } });
  const current = useSelector(actor, (s) => s.context.reservation) ?? reservation;
  return (
    <RowBody reservation={current}>
      <div className={styles.rowAnswer}>
        <RequestAnswer actor={actor} />
        <ActionQuestion actor={actor} />
      </div>
    </RowBody>
  );
}

function RowBody({ reservation: r, children }: { reservation: Reservation; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { code, guestName } = r;
  const place = [r.propertyName, r.unitName].filter(Boolean).join(' · ');
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Link to={`/view-reservation/${r.code}`} className={styles.code} aria-label={t`Reservation ${code}, ${guestName}`}>
          {r.code}
        </Link>
        <span className={styles.guest}>
          <ShortText text={r.guestName} words={LIST_WORDS.personName} />
        </span>
        <ReservationStatusBadge status={r.status} />
      </div>
      <dl className={styles.rowFacts}>
        <div>
          <dt>
            <Trans>Stay</Trans>
          </dt>
          <dd>{stayText(i18n, r.checkIn, r.checkOut, r.nights)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Place</Trans>
          </dt>
          <dd>{place ? <ShortText text={place} words={LIST_WORDS.place} /> : t`Unnamed property`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Channel</Trans>
          </dt>
          <dd>{i18n._(CHANNEL_MESSAGES[r.channel])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className={styles.amount}>{formatMoney(r.amount, r.currency)}</dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
