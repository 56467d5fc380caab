import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ActionQuestion, RequestAnswer, type ReservationActor } from '../../components/request-answer';
import { ChangeDatesDialog } from './change-dates-dialog';
import { FormAlert } from '../../components/form-field';
import type { ReservationAction } from '../../shared/reservation-status';
import { ACTION_MESSAGES } from './reservation-labels';
import styles from './view-reservation.module.css';

/** The day's next step for the stay: the request's answer, or the arrival and departure. */
const MAIN_ACTIONS: readonly ReservationAction[] = ['check_in', 'check_out'];
/** Actions that end the stay: kept apart, in the danger style, never where a main one was. */
const ENDING_ACTIONS: readonly ReservationAction[] = ['cancel', 'no_show'];

/**
 * The request's answer and the day's next step, in a bar that stays at the bottom of a phone's
 * screen (above the tab bar); changing the dates and the actions that end the stay sit apart below.
 */
export function ReservationActionBar({ actor }: { actor: ReservationActor }) {
  const { t, i18n } = useLingui();
  const allowed = useSelector(actor, (s) => s.context.reservation?.allowedActions ?? []);
  const answering = useSelector(actor, (s) => s.context.reservation?.status === 'pending' || s.context.answered === 'confirm' || s.context.answered === 'decline');
  const acting = useSelector(actor, (s) => s.matches({ ready: 'acting' }));
  const pending = useSelector(actor, (s) => s.context.pending);
  const notice = useSelector(actor, (s) => (s.matches({ ready: 'done' }) && s.context.answered !== 'confirm' && s.context.answered !== 'decline' ? s.context.notice : null));
  const error = useSelector(actor, (s) => (s.matches({ ready: 'failed' }) && s.context.reservation?.status !== 'pending' ? s.context.error : null));
  const main = MAIN_ACTIONS.filter((action) => allowed.includes(action));
  if (!answering && main.length === 0 && !notice && !error) return null;
  return (
    <section className={styles.actionBar} aria-label={t`Next step`}>
      {answering ? <RequestAnswer actor={actor} /> : null}
      {main.length > 0 ? (
        <div className={styles.actionButtons}>
          {main.map((action) => (
            <button key={action} type="button" className="btn btn-primary" disabled={acting} onClick={() => actor.send({ type: 'reservation.choose', action })}>
              {acting && pending === action ? t`Saving…` : i18n._(ACTION_MESSAGES[action])}
            </button>
          ))}
        </div>
      ) : null}
      <div aria-live="polite">{notice ? <p className={styles.notice}>{i18n._(notice)}</p> : null}</div>
      <FormAlert message={error} />
    </section>
  );
}

/** Changing the dates, then cancelling and marking a no-show (only what the server allows today). */
export function ReservationMoreActions({ actor }: { actor: ReservationActor }) {
  const { t, i18n } = useLingui();
  const allowed = useSelector(actor, (s) => s.context.reservation?.allowedActions ?? []);
  const canChangeDates = useSelector(actor, (s) => s.context.reservation?.canChangeDates ?? false);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // While a request waits, Decline in the bar is its way out; Cancel comes once it is confirmed.
  const isRequest = useSelector(actor, (s) => s.context.reservation?.status === 'pending');
  const ending = isRequest ? [] : ENDING_ACTIONS.filter((action) => allowed.includes(action));
  return (
    <section className={styles.actions} aria-label={t`More actions`}>
      {allowed.length === 0 && !canChangeDates ? <p className={styles.noActions}>
          <Trans>Nothing to do on this reservation now.</Trans>
        </p> : null}
      {canChangeDates || ending.length > 0 ? (
        <div className={styles.moreActions}>
          {canChangeDates ? (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'reservation.editDates' })}>
              <Trans>Change dates</Trans>
            </button>
          ) : null}
          {ending.length > 0 ? (
            <div className={styles.dangerGroup}>
              {ending.map((action) => (
                <button key={action} type="button" className="btn btn-danger" disabled={busy} onClick={() => actor.send({ type: 'reservation.choose', action })}>
                  {i18n._(ACTION_MESSAGES[action])}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <ActionQuestion actor={actor} />
      <ChangeDatesDialog actor={actor} />
    </section>
  );
}
