import * as Dialog from '@radix-ui/react-dialog';
import '../../components/style-nonce';
import { useSelector } from '@xstate/react';
import { useReturnFocus } from '../../components/use-return-focus';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { BookingForm } from '../../../machines/manual-booking-form';
import type { manualBookingMachine } from '../../../machines/manual-booking.machine';
import { countryOptions } from '../../components/country-calling-codes';
import { FieldShell, FormAlert, FormField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { formatMoney } from '../../shared/format';
import { CHANNEL_LABELS, nightsText, PAYMENT_METHOD_LABELS } from '../../shared/reservation-labels';
import { MANUAL_CHANNELS } from '../../shared/reservation-status';
import controls from '../../components/form-controls.module.css';
import dialog from '../../components/dialog.module.css';
import styles from './manual-booking-dialog.module.css';
import { unitWords } from '../../shared/unit-noun';

type BookingActor = ActorRefFrom<typeof manualBookingMachine>;

/** "New booking": a stay the host took elsewhere, checked with the shared rules, refused clearly when the nights are taken. */
export function ManualBookingDialog({ actor }: { actor: BookingActor }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const view = useSelector(actor, (s) =>
    s.matches('loadingChoices') ? 'loading' : s.matches('unavailable') ? 'unavailable' : s.matches('done') ? 'done' : s.matches('confirmingAmount') ? 'amount' : 'form',
  );
  const amountCheck = useSelector(actor, (s) => s.context.amountCheck);
  const form = useSelector(actor, (s) => s.context.form);
  const problems = useSelector(actor, (s) => s.context.problems);
  const error = useSelector(actor, (s) => s.context.error);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const properties = useSelector(actor, (s) => s.context.properties);
  const saved = useSelector(actor, (s) => s.context.saved);
  const busy = useSelector(actor, (s) => s.matches('submitting'));

  const change = (field: keyof BookingForm) => (value: string) => actor.send({ type: 'booking.change', patch: { [field]: value } });
  const property = properties.find((p) => String(p.id) === form.propertyId);
  const words = unitWords(property?.unitNoun ?? null);
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : actor.send({ type: 'booking.close' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${dialog.content} ${styles.content}`}
          aria-describedby="booking-description"
          // Opened by the flow, not a Radix trigger: focus goes back to what opened it.
          {...returnFocus}
        >
          <div className={dialog.head}>
            <div>
              <Dialog.Title className={dialog.title}>New booking</Dialog.Title>
              <Dialog.Description id="booking-description" className={dialog.description}>
                Record a stay you took by phone, at the door or on another site. Its nights close on your calendar at once.
              </Dialog.Description>
            </div>
            <Dialog.Close className={dialog.close} disabled={busy}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">Close</span>
            </Dialog.Close>
          </div>

          {view === 'loading' ? (
            <p role="status" className={dialog.body}>
              Loading your properties…
            </p>
          ) : null}
          {view === 'unavailable' ? (
            <div className={dialog.body}>
              <FormAlert message={error} />
              <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'booking.open' })}>
                Try again
              </button>
            </div>
          ) : null}
          {view === 'done' && saved ? (
            <div className={dialog.body}>
              <p role="status">
                Booking <strong>{saved.code}</strong> for {saved.guestName} is recorded and confirmed.
              </p>
              <div className={dialog.actions}>
                <Link to={`/view-reservation/${saved.code}`} className="btn btn-outline">
                  View the booking
                </Link>
                <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'booking.open' })}>
                  Record another
                </button>
              </div>
            </div>
          ) : null}
          {view === 'amount' && amountCheck ? (
            <div className={dialog.body}>
              <p role="alert" className={styles.conflict}>
                <strong>Is {formatMoney(amountCheck.amount, amountCheck.currency)} right? </strong>
                It is far from this {words.one}’s price: {formatMoney(amountCheck.nightly, amountCheck.currency)} a night makes{' '}
                {formatMoney(amountCheck.expected, amountCheck.currency)} for {nightsText(amountCheck.nights)}.
              </p>
              <div className={dialog.actions}>
                <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'booking.editAmount' })}>
                  Change the amount
                </button>
                <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'booking.confirmAmount' })}>
                  Yes, save {formatMoney(amountCheck.amount, amountCheck.currency)}
                </button>
              </div>
            </div>
          ) : null}
          {view === 'form' && properties.length === 0 ? (
            <p className={dialog.body}>Bookings can be recorded once you have submitted a listing. Finish your listing first.</p>
          ) : null}
          {view === 'form' && properties.length > 0 ? (
            <form
              noValidate
              aria-busy={busy}
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'booking.submit' });
              }}
            >
              <div className={`${dialog.body} ${styles.body}`}>
                {/* A 409 names the stay already on those nights: it leads the form, in the error colour. */}
                {error ? (
                  <p role="alert" className={conflict ? styles.conflict : controls.alert}>
                    {conflict ? <strong>These nights are taken. </strong> : null}
                    {error}
                  </p>
                ) : null}
                <fieldset className={styles.group}>
                  <legend>Where</legend>
                  <div className={styles.pair}>
                    <Choice label="Property" value={form.propertyId} error={problems.propertyId} onChange={change('propertyId')} placeholder="Choose a property">
                      {properties.map((p) => [String(p.id), p.name])}
                    </Choice>
                    <Choice label={words.One} value={form.unitId} error={problems.unitId} onChange={change('unitId')} placeholder={`Choose a ${words.one}`}>
                      {(property?.units ?? []).map((u) => [String(u.id), u.name])}
                    </Choice>
                  </div>
                </fieldset>
                <fieldset className={styles.group}>
                  <legend>Guest</legend>
                  <div className={styles.pair}>
                    <FormField label="Guest name" autoComplete="off" value={form.guestName} error={problems.guestName} onValueChange={change('guestName')} />
                    <FormField
                      label="Guest phone"
                      type="tel"
                      autoComplete="off"
                      value={form.guestPhone}
                      error={problems.guestPhone}
                      hint="With the country code, e.g. +94771234567. A phone number or an email is enough."
                      onValueChange={change('guestPhone')}
                    />
                    <FormField label="Guest email" type="email" autoComplete="off" value={form.guestEmail} error={problems.guestEmail} onValueChange={change('guestEmail')} />
                    <Choice label="Country" value={form.guestCountry} error={problems.guestCountry} onChange={change('guestCountry')} placeholder="Not known">
                      {countryOptions().map((c) => [c.iso, c.name])}
                    </Choice>
                  </div>
                </fieldset>
                <fieldset className={styles.group}>
                  <legend>Stay</legend>
                  <div className={styles.pair}>
                    <FormField label="Check-in" type="date" value={form.checkIn} error={problems.checkIn} onValueChange={change('checkIn')} />
                    <FormField label="Check-out" type="date" min={form.checkIn || undefined} value={form.checkOut} error={problems.checkOut} onValueChange={change('checkOut')} />
                    <FormField label="Adults" type="number" inputMode="numeric" min={1} max={50} value={form.adults} error={problems.adults} onValueChange={change('adults')} />
                    <FormField label="Children" type="number" inputMode="numeric" min={0} max={50} value={form.children} error={problems.children} onValueChange={change('children')} />
                  </div>
                </fieldset>
                <fieldset className={styles.group}>
                  <legend>Payment</legend>
                  <div className={styles.pair}>
                    <FormField
                      label={`Amount${property?.currency ? ` (${property.currency})` : ''}, optional`}
                      inputMode="decimal"
                      value={form.amount}
                      error={problems.amount}
                      hint="Leave empty to use your calendar's prices for those nights."
                      onValueChange={change('amount')}
                    />
                    <Choice label="Payment method" value={form.paymentMethod} error={problems.paymentMethod} onChange={change('paymentMethod')}>
                      {Object.entries(PAYMENT_METHOD_LABELS)}
                    </Choice>
                    <Choice label="Booked through" value={form.channel} error={problems.channel} onChange={change('channel')}>
                      {MANUAL_CHANNELS.map((c) => [c, CHANNEL_LABELS[c]])}
                    </Choice>
                  </div>
                </fieldset>
                <FieldShell label="Special requests (optional)" error={problems.specialRequests}>
                  {({ inputId, describedBy, invalid }) => (
                    <textarea
                      id={inputId}
                      className={controls.input}
                      rows={3}
                      maxLength={1000}
                      value={form.specialRequests}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => change('specialRequests')(event.target.value)}
                    />
                  )}
                </FieldShell>
              </div>
              <div className={dialog.actions}>
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'booking.close' })}>
                  Cancel
                </button>
                <SubmitButton busy={busy} busyLabel="Saving…">
                  Save booking
                </SubmitButton>
              </div>
            </form>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Choice({ label, value, error, onChange, placeholder, children }: { label: string; value: string; error?: string; onChange: (value: string) => void; placeholder?: string; children: [string, string][] }) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <select id={inputId} className={controls.input} value={value} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {children.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
