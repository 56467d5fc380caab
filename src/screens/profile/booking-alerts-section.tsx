import { useActorRef, useSelector } from '@xstate/react';
import { type BookingAlertKind } from '../../../machines/booking-alerts.machine';
import { actorOptions } from '../../app/inspect';
import { notifySuccess } from '../../app/notify';
import { BusyForm } from '../../components/busy-form';
import { FormAlert } from '../../components/form-field';
import controls from '../../components/form-controls.module.css';
import { SubmitButton } from '../../components/submit-button';
import styles from './profile.module.css';
import { bookingAlertsWithCalls } from '../../api/actors/booking-alerts';

const KINDS: { kind: BookingAlertKind; label: string; hint: string }[] = [
  { kind: 'newReservation', label: 'New bookings', hint: 'A guest booked nights at your property.' },
  { kind: 'awaitingConfirmation', label: 'Requests waiting for your answer', hint: 'With the time by which you need to accept or decline.' },
  { kind: 'dateChange', label: 'Changed dates', hint: 'A guest’s stay moved to other nights.' },
  { kind: 'cancellation', label: 'Cancellations', hint: 'A guest or our team cancelled a booking.' },
];

/** /profile: which booking emails the host receives. Each kind can be switched off on its own. */
export function BookingAlertsSection() {
  const actor = useActorRef(
    bookingAlertsWithCalls.provide({
      actions: { saved: (_, { message }) => void notifySuccess(message) },
    }),
    actorOptions(),
  );
  const { alerts, error } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));

  return (
    <section className={`${styles.card} ${styles.alertsCard}`} aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className={styles.subtitle}>
        Booking alerts
      </h2>
      <p className={styles.note}>We email you, at your sign-in address, when something happens to a booking.</p>
      {failed ? (
        <>
          <FormAlert message={error} />
          <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'alerts.retry' })}>
            Try again
          </button>
        </>
      ) : !alerts ? (
        <p role="status">Loading your alerts…</p>
      ) : (
        <BusyForm busy={saving} alert={error} onSubmit={() => actor.send({ type: 'alerts.save' })}>
          <fieldset className={styles.alerts}>
            <legend className="visually-hidden">Email me about</legend>
            {KINDS.map(({ kind, label, hint }) => (
              <label key={kind} className={controls.checkbox}>
                <input type="checkbox" checked={alerts[kind]} onChange={() => actor.send({ type: 'alerts.toggle', kind })} />
                <span>
                  {label}
                  <span className={styles.hint}>{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <SubmitButton busy={saving} busyLabel="Saving…">
            Save alerts
          </SubmitButton>
        </BusyForm>
      )}
    </section>
  );
}
