import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { reservationActionsMachine } from '../../machines/reservation-actions.machine';
import { formatAnswerBy } from '../shared/format';
import { RESERVATION_MESSAGES as M } from '../shared/reservation-messages';
import { requestDeadline, type ReservationAction } from '../shared/reservation-status';
import { ConfirmDialog, type ConfirmInput } from './confirm-dialog';
import { FormAlert } from './form-field';
import styles from './request-answer.module.css';

export type ReservationActor = ActorRefFrom<typeof reservationActionsMachine>;

/** What each action that cannot be undone asks before it runs. */
type Question = { title: MessageDescriptor; body: MessageDescriptor; input?: Omit<ConfirmInput, 'label'> & { label: MessageDescriptor } };
const QUESTIONS: Partial<Record<ReservationAction, Question>> = {
  decline: {
    title: msg`Decline this request?`,
    body: msg`The guest is told you cannot host them, and the nights open again on your calendar.`,
    input: { label: msg`Reason for the guest (optional)`, maxLength: 500 },
  },
  cancel: {
    title: msg`Cancel this reservation?`,
    body: msg`The nights open again on your calendar. Cancelling a confirmed stay can cost you a review, so say why.`,
    input: { label: msg`Reason`, requiredMessage: M.reasonRequired, maxLength: 500 },
  },
  no_show: {
    title: msg`Mark as a no-show?`,
    body: msg`Do this only when the guest never arrived. The remaining nights open again on your calendar.`,
  },
};

/** The Yes/No question of the action waiting for it (one per reservation actor). */
export function ActionQuestion({ actor }: { actor: ReservationActor }) {
  const pending = useSelector(actor, (s) => s.context.pending);
  const confirming = useSelector(actor, (s) => s.matches({ ready: 'confirming' }));
  const acting = useSelector(actor, (s) => s.matches({ ready: 'acting' }));
  const question = pending ? QUESTIONS[pending] : undefined;
  const { i18n } = useLingui();
  const input = question?.input ? { ...question.input, label: i18n._(question.input.label) } : undefined;
  return (
    <ConfirmDialog
      open={confirming || (acting && question !== undefined)}
      title={question ? i18n._(question.title) : ''}
      input={input}
      busy={acting}
      onConfirm={(reason) => actor.send({ type: 'reservation.confirm', reason })}
      onCancel={() => actor.send({ type: 'reservation.dismiss' })}
    >
      {question ? i18n._(question.body) : null}
    </ConfirmDialog>
  );
}

const OUTCOMES: Partial<Record<ReservationAction, MessageDescriptor>> = { confirm: msg`Accepted · the stay is confirmed`, decline: msg`Declined · the nights are open again` };

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
  const { t, i18n } = useLingui();
  const outcome = answered ? OUTCOMES[answered as ReservationAction] : undefined;
  if (!reservation) return null;
  if (outcome) {
    return (
      <p role="status" className={`${styles.outcome} ${answered === 'decline' ? styles.declined : styles.accepted}`}>
        {i18n._(outcome)}
      </p>
    );
  }
  if (!canAccept && !canDecline) return null;
  const guestName = reservation.guestName;
  return (
    <div className={styles.answer}>
      <p className={styles.deadline}>{formatAnswerBy(requestDeadline(new Date(reservation.createdAt)), now)}</p>
      <div className={styles.buttons} role="group" aria-label={t`Answer ${guestName}’s request`}>
        <button type="button" className="btn btn-primary" disabled={acting || !canAccept} onClick={() => actor.send({ type: 'reservation.choose', action: 'confirm' })}>
          {acting && pending === 'confirm' ? t`Saving…` : t`Accept`}
        </button>
        <button type="button" className="btn btn-danger" disabled={acting || !canDecline} onClick={() => actor.send({ type: 'reservation.choose', action: 'decline' })}>
          {t`Decline`}
        </button>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
