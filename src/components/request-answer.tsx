import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reservationActionsMachine } from '../../machines/reservation-actions.machine';
import { formatAnswerBy } from '../shared/format';
import { RESERVATION_MESSAGES as M } from '../shared/reservation-messages';
import { ACTION_LABELS, requestDeadline, type ReservationAction } from '../shared/reservation-status';
import { ConfirmDialog, type ConfirmInput } from './confirm-dialog';
import { FormAlert } from './form-field';
import styles from './request-answer.module.css';

export type ReservationActor = ActorRefFrom<typeof reservationActionsMachine>;

/** What each action that cannot be undone asks before it runs. */
const QUESTIONS: Partial<Record<ReservationAction, { title: string; body: string; input?: ConfirmInput }>> = {
  decline: {
    title: 'Decline this request?',
    body: 'The guest is told you cannot host them, and the nights open again on your calendar.',
    input: { label: 'Reason for the guest (optional)', maxLength: 500 },
  },
  cancel: {
    title: 'Cancel this reservation?',
    body: 'The nights open again on your calendar. Cancelling a confirmed stay can cost you a review, so say why.',
    input: { label: 'Reason', requiredMessage: M.reasonRequired, maxLength: 500 },
  },
  no_show: {
    title: 'Mark as a no-show?',
    body: 'Do this only when the guest never arrived. The remaining nights open again on your calendar.',
  },
};

/** The Yes/No question of the action waiting for it (one per reservation actor). */
export function ActionQuestion({ actor }: { actor: ReservationActor }) {
  const pending = useSelector(actor, (s) => s.context.pending);
  const confirming = useSelector(actor, (s) => s.matches({ ready: 'confirming' }));
  const acting = useSelector(actor, (s) => s.matches({ ready: 'acting' }));
  const question = pending ? QUESTIONS[pending] : undefined;
  return (
    <ConfirmDialog
      open={confirming || (acting && question !== undefined)}
      title={question?.title ?? ''}
      input={question?.input}
      busy={acting}
      onConfirm={(reason) => actor.send({ type: 'reservation.confirm', reason })}
      onCancel={() => actor.send({ type: 'reservation.dismiss' })}
    >
      {question?.body}
    </ConfirmDialog>
  );
}

const OUTCOMES: Partial<Record<ReservationAction, string>> = { confirm: 'Accepted · the stay is confirmed', decline: 'Declined · the nights are open again' };

/**
 * A request's answer in one tap: its deadline, then Accept and Decline side by side (Decline in the
 * danger style, on the far side, and asked with a Yes first). Once answered, the outcome takes the
 * place of both buttons, so nothing else lands under the finger that tapped.
 */
export function RequestAnswer({ actor, now = new Date() }: { actor: ReservationActor; now?: Date }) {
  const reservation = useSelector(actor, (s) => s.context.reservation);
  const answered = useSelector(actor, (s) => s.context.answered);
  const acting = useSelector(actor, (s) => s.matches({ ready: 'acting' }));
  const pending = useSelector(actor, (s) => s.context.pending);
  const canAccept = useSelector(actor, (s) => s.can({ type: 'reservation.choose', action: 'confirm' }));
  const canDecline = useSelector(actor, (s) => s.can({ type: 'reservation.choose', action: 'decline' }));
  const error = useSelector(actor, (s) => (s.matches({ ready: 'failed' }) ? s.context.error : null));
  const outcome = answered ? OUTCOMES[answered as ReservationAction] : undefined;
  if (!reservation) return null;
  if (outcome) {
    return (
      <p role="status" className={`${styles.outcome} ${answered === 'decline' ? styles.declined : styles.accepted}`}>
        {outcome}
      </p>
    );
  }
  if (!canAccept && !canDecline) return null;
  return (
    <div className={styles.answer}>
      <p className={styles.deadline}>{formatAnswerBy(requestDeadline(new Date(reservation.createdAt)), now)}</p>
      <div className={styles.buttons} role="group" aria-label={`Answer ${reservation.guestName}’s request`}>
        <button type="button" className="btn btn-primary" disabled={acting || !canAccept} onClick={() => actor.send({ type: 'reservation.choose', action: 'confirm' })}>
          {acting && pending === 'confirm' ? 'Saving…' : ACTION_LABELS.confirm}
        </button>
        <button type="button" className="btn btn-danger" disabled={acting || !canDecline} onClick={() => actor.send({ type: 'reservation.choose', action: 'decline' })}>
          {ACTION_LABELS.decline}
        </button>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
