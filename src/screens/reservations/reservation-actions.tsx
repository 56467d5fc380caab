import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reservationActionsMachine } from '../../../machines/reservation-actions.machine';
import { ConfirmDialog, type ConfirmInput } from '../../components/confirm-dialog';
import { ChangeDatesDialog } from './change-dates-dialog';
import { FormAlert } from '../../components/form-field';
import { RESERVATION_MESSAGES as M } from '../../shared/reservation-messages';
import { ACTION_LABELS, RESERVATION_ACTIONS, type ReservationAction } from '../../shared/reservation-status';
import styles from './view-reservation.module.css';

type ActionsActor = ActorRefFrom<typeof reservationActionsMachine>;

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

/** Confirm, decline, check in, check out, no-show and cancel (only those the server allows today), and changing the dates. */
export function ReservationActions({ actor }: { actor: ActionsActor }) {
  const allowed = useSelector(actor, (s) => s.context.reservation?.allowedActions ?? []);
  const canChangeDates = useSelector(actor, (s) => s.context.reservation?.canChangeDates ?? false);
  const pending = useSelector(actor, (s) => s.context.pending);
  const confirming = useSelector(actor, (s) => s.matches({ ready: 'confirming' }));
  const acting = useSelector(actor, (s) => s.matches({ ready: 'acting' }));
  const error = useSelector(actor, (s) => (s.matches({ ready: 'failed' }) ? s.context.error : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const notice = useSelector(actor, (s) => (s.matches({ ready: 'done' }) ? s.context.notice : null));
  const question = pending ? QUESTIONS[pending] : undefined;

  const offered = RESERVATION_ACTIONS.filter((action) => allowed.includes(action));
  return (
    <section className={styles.actions} aria-label="Actions">
      {offered.length > 0 || canChangeDates ? (
        <div className={styles.actionButtons}>
          {offered.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${action === 'confirm' || action === 'check_in' || action === 'check_out' ? 'btn-primary' : 'btn-outline'}`}
              disabled={acting}
              onClick={() => actor.send({ type: 'reservation.choose', action })}
            >
              {acting && pending === action ? 'Saving…' : ACTION_LABELS[action]}
            </button>
          ))}
          {canChangeDates ? (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'reservation.editDates' })}>
              Change dates
            </button>
          ) : null}
        </div>
      ) : (
        <p className={styles.noActions}>Nothing to do on this reservation now.</p>
      )}
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <FormAlert message={error} />
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
      <ChangeDatesDialog actor={actor} />
    </section>
  );
}
