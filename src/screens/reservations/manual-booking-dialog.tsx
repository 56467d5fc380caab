import * as Dialog from '@radix-ui/react-dialog';
import '../../components/style-nonce';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useReturnFocus } from '../../components/use-return-focus';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { BookingForm } from '../../../machines/manual-booking-form';
import type { manualBookingMachine } from '../../../machines/manual-booking.machine';
import { textIn } from '../../../machines/ui-text';
import { countryOptions } from '../../components/country-calling-codes';
import { useCountryNamesLocale } from '../../components/use-country-names-locale';
import { FieldShell, FormAlert, FormField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { formatMoney } from '../../shared/format';
import { CHANNEL_MESSAGES, nightsMessage, PAYMENT_METHOD_MESSAGES, unitTitle } from './reservation-labels';
import { MANUAL_CHANNELS } from '../../shared/reservation-status';
import controls from '../../components/form-controls.module.css';
import dialog from '../../components/dialog.module.css';
import styles from './manual-booking-dialog.module.css';

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
  const noun = property?.unitNoun ?? null;
  const returnFocus = useReturnFocus();
  const { t, i18n } = useLingui();
  const countryNamesLocale = useCountryNamesLocale();
  const currency = property?.currency;
  const savedCode = saved?.code;
  const savedGuest = saved?.guestName;
  const checkAmount = amountCheck ? formatMoney(amountCheck.amount, amountCheck.currency) : '';
  const checkNightly = amountCheck ? formatMoney(amountCheck.nightly, amountCheck.currency) : '';
  const checkExpected = amountCheck ? formatMoney(amountCheck.expected, amountCheck.currency) : '';
  const checkNights = amountCheck ? nightsMessage(i18n, amountCheck.nights) : '';

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
              <Dialog.Title className={dialog.title}>
                <Trans>New booking</Trans>
              </Dialog.Title>
              <Dialog.Description id="booking-description" className={dialog.description}>
                <Trans>Record a stay you took by phone, at the door or on another site. Its nights close on your calendar at once.</Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close className={dialog.close} disabled={busy}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">
                <Trans>Close</Trans>
              </span>
            </Dialog.Close>
          </div>

          {view === 'loading' ? (
            <p role="status" className={dialog.body}>
              <Trans>Loading your properties…</Trans>
            </p>
          ) : null}
          {view === 'unavailable' ? (
            <div className={dialog.body}>
              <FormAlert message={error} />
              <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'booking.open' })}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : null}
          {view === 'done' && saved ? (
            <div className={dialog.body}>
              <p role="status">
                <Trans>
                  Booking <strong>{savedCode}</strong> for {savedGuest} is recorded and confirmed.
                </Trans>
              </p>
              <div className={dialog.actions}>
                <Link to={`/view-reservation/${saved.code}`} className="btn btn-outline">
                  <Trans>View the booking</Trans>
                </Link>
                <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'booking.open' })}>
                  <Trans>Record another</Trans>
                </button>
              </div>
            </div>
          ) : null}
          {view === 'amount' && amountCheck ? (
            <div className={dialog.body}>
              <p role="alert" className={styles.conflict}>
                <strong>{t`Is ${checkAmount} right?`} </strong>
                {noun === 'room'
                  ? t`It is far from this room’s price: ${checkNightly} a night makes ${checkExpected} for ${checkNights}.`
                  : noun === 'unit'
                    ? t`It is far from this unit’s price: ${checkNightly} a night makes ${checkExpected} for ${checkNights}.`
                    : t`It is far from this room or unit’s price: ${checkNightly} a night makes ${checkExpected} for ${checkNights}.`}
              </p>
              <div className={dialog.actions}>
                <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'booking.editAmount' })}>
                  <Trans>Change the amount</Trans>
                </button>
                <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'booking.confirmAmount' })}>
                  <Trans>Yes, save {checkAmount}</Trans>
                </button>
              </div>
            </div>
          ) : null}
          {view === 'form' && properties.length === 0 ? (
            <p className={dialog.body}>
              <Trans>Bookings can be recorded once you have submitted a listing. Finish your listing first.</Trans>
            </p>
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
                    {conflict ? <strong>{t`These nights are taken.`} </strong> : null}
                    {textIn(i18n, error)}
                  </p>
                ) : null}
                <fieldset className={styles.group}>
                  <legend>
                    <Trans>Where</Trans>
                  </legend>
                  <div className={styles.pair}>
                    <Choice label={t`Property`} value={form.propertyId} error={problems.propertyId} onChange={change('propertyId')} placeholder={t`Choose a property`}>
                      {properties.map((p) => [String(p.id), p.name])}
                    </Choice>
                    <Choice
                      label={unitTitle(i18n, noun)}
                      value={form.unitId}
                      error={problems.unitId}
                      onChange={change('unitId')}
                      placeholder={noun === 'room' ? t`Choose a room` : noun === 'unit' ? t`Choose a unit` : t`Choose a room or unit`}
                    >
                      {(property?.units ?? []).map((u) => [String(u.id), u.name])}
                    </Choice>
                  </div>
                </fieldset>
                <fieldset className={styles.group}>
                  <legend>
                    <Trans>Guest</Trans>
                  </legend>
                  <div className={styles.pair}>
                    <FormField label={t`Guest name`} autoComplete="off" value={form.guestName} error={problems.guestName} onValueChange={change('guestName')} />
                    <FormField
                      label={t`Guest phone`}
                      type="tel"
                      autoComplete="off"
                      value={form.guestPhone}
                      error={problems.guestPhone}
                      hint={t`With the country code, e.g. +94771234567. A phone number or an email is enough.`}
                      onValueChange={change('guestPhone')}
                    />
                    <FormField label={t`Guest email`} type="email" autoComplete="off" value={form.guestEmail} error={problems.guestEmail} onValueChange={change('guestEmail')} />
                    <Choice label={t`Country`} value={form.guestCountry} error={problems.guestCountry} onChange={change('guestCountry')} placeholder={t`Not known`}>
                      {countryOptions(countryNamesLocale).map((c) => [c.iso, c.name])}
                    </Choice>
                  </div>
                </fieldset>
                <fieldset className={styles.group}>
                  <legend>
                    <Trans>Stay</Trans>
                  </legend>
                  <div className={styles.pair}>
                    <FormField label={t`Check-in`} type="date" value={form.checkIn} error={problems.checkIn} onValueChange={change('checkIn')} />
                    <FormField label={t`Check-out`} type="date" min={form.checkIn || undefined} value={form.checkOut} error={problems.checkOut} onValueChange={change('checkOut')} />
                    <FormField label={t`Adults`} type="number" inputMode="numeric" min={1} max={50} value={form.adults} error={problems.adults} onValueChange={change('adults')} />
                    <FormField label={t`Children`} type="number" inputMode="numeric" min={0} max={50} value={form.children} error={problems.children} onValueChange={change('children')} />
                  </div>
                </fieldset>
                <fieldset className={styles.group}>
                  <legend>
                    <Trans>Payment</Trans>
                  </legend>
                  <div className={styles.pair}>
                    <FormField
                      label={currency ? t`Amount (${currency}), optional` : t`Amount, optional`}
                      inputMode="decimal"
                      value={form.amount}
                      error={problems.amount}
                      hint={t`Leave empty to use your calendar's prices for those nights.`}
                      onValueChange={change('amount')}
                    />
                    <Choice label={t`Payment method`} value={form.paymentMethod} error={problems.paymentMethod} onChange={change('paymentMethod')}>
                      {Object.entries(PAYMENT_METHOD_MESSAGES).map(([key, message]): [string, string] => [key, i18n._(message)])}
                    </Choice>
                    <Choice label={t`Booked through`} value={form.channel} error={problems.channel} onChange={change('channel')}>
                      {MANUAL_CHANNELS.map((c) => [c, i18n._(CHANNEL_MESSAGES[c])])}
                    </Choice>
                  </div>
                </fieldset>
                <FieldShell label={t`Special requests (optional)`} error={problems.specialRequests}>
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
                  <Trans>Cancel</Trans>
                </button>
                <SubmitButton busy={busy} busyLabel={t`Saving…`}>
                  <Trans>Save booking</Trans>
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
