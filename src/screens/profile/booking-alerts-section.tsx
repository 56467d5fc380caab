import { useActorRef, useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { textIn } from '../../../machines/ui-text';
import { type BookingAlertKind } from '../../../machines/booking-alerts.machine';
import { actorOptions } from '../../app/inspect';
import { notifySuccess } from '../../app/notify';
import { BusyForm } from '../../components/busy-form';
import { FormAlert } from '../../components/form-field';
import controls from '../../components/form-controls.module.css';
import { SubmitButton } from '../../components/submit-button';
import styles from './profile.module.css';
import { bookingAlertsWithCalls } from '../../api/actors/booking-alerts';

const KINDS: { kind: BookingAlertKind; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { kind: 'newReservation', label: msg`New bookings`, hint: msg`A guest booked nights at your property.` },
  { kind: 'awaitingConfirmation', label: msg`Requests waiting for your answer`, hint: msg`With the time by which you need to accept or decline.` },
  { kind: 'dateChange', label: msg`Changed dates`, hint: msg`A guest’s stay moved to other nights.` },
  { kind: 'cancellation', label: msg`Cancellations`, hint: msg`A guest or our team cancelled a booking.` },
];

/** /profile: which booking emails the host receives. Each kind can be switched off on its own. */
export function BookingAlertsSection() {
  const { t, i18n } = useLingui();
  const actor = useActorRef(
    bookingAlertsWithCalls.provide({
      actions: { saved: (_, { message }) => void notifySuccess(textIn(i18n, message)) },
    }),
    actorOptions(),
  );
  const { alerts, error } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));

  return (
    <section className={`${styles.card} ${styles.alertsCard}`} aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className={styles.subtitle}>
        <Trans>Booking alerts</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>We email you, at your sign-in address, when something happens to a booking.</Trans>
      </p>
      {failed ? (
        <>
          <FormAlert message={error} />
          <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'alerts.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : !alerts ? (
        <p role="status">
          <Trans>Loading your alerts…</Trans>
        </p>
      ) : (
        <BusyForm busy={saving} alert={error} onSubmit={() => actor.send({ type: 'alerts.save' })}>
          <fieldset className={styles.alerts}>
            <legend className="visually-hidden">
              <Trans>Email me about</Trans>
            </legend>
            {KINDS.map(({ kind, label, hint }) => (
              <label key={kind} className={controls.checkbox}>
                <input type="checkbox" checked={alerts[kind]} onChange={() => actor.send({ type: 'alerts.toggle', kind })} />
                <span>
                  {i18n._(label)}
                  <span className={styles.hint}>{i18n._(hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <SubmitButton busy={saving} busyLabel={t`Saving…`}>
            <Trans>Save alerts</Trans>
          </SubmitButton>
        </BusyForm>
      )}
    </section>
  );
}
