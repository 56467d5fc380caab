import * as Dialog from '@radix-ui/react-dialog';
import '../../components/style-nonce';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { calendarSelectionMachine } from '../../../machines/calendar-selection.machine';
import { textIn } from '../../../machines/ui-text';
import { FormField } from '../../components/form-field';
import { useReturnFocus } from '../../components/use-return-focus';
import { CALENDAR_NOTE_MAX, MAX_MIN_STAY, type CalendarAction } from '../../shared/calendar-changes';
import { fullPrice, rangeWords } from './calendar-labels';
import controls from '../../components/form-controls.module.css';
import styles from './range-panel.module.css';
import type { UnitNoun } from '../../shared/unit-noun';

type SelectionActor = ActorRefFrom<typeof calendarSelectionMachine>;

type RangePanelProps = {
  actor: SelectionActor;
  unitName: string;
  currency: string | null;
  basePrice: number | null;
  /** The rooms calendar: one room's nights can become a booking (the manual booking dialog, prefilled). */
  onAddBooking?: () => void;
  /** The rooms calendar: the same nights in every room, when the selection is not all of them yet. */
  onAllRooms?: () => void;
  /** What the host calls the units (the all-rooms button's words): rooms unless said otherwise. */
  unitNoun?: UnitNoun;
};

const TITLES: Record<CalendarAction, MessageDescriptor> = { price: msg`Set price`, minStay: msg`Set minimum stay`, block: msg`Block nights`, open: msg`Open nights` };

const ACTIONS: { action: CalendarAction; label: MessageDescriptor; why: MessageDescriptor }[] = [
  { action: 'price', label: TITLES.price, why: msg`Charge more for festival weeks or less for quiet months.` },
  { action: 'minStay', label: TITLES.minStay, why: msg`Ask for longer stays over busy dates.` },
  { action: 'block', label: TITLES.block, why: msg`Close the nights for repairs, family visits or guests booked elsewhere.` },
  { action: 'open', label: TITLES.open, why: msg`Take your blocks off so guests can book again.` },
];

/**
 * The panel for a chosen range: what to do with the nights, the input for it, and the server's
 * answer when it refuses. A centred dialog on wide screens, a sheet from the bottom on phones.
 */
export function RangePanel({ actor, unitName, currency, basePrice, onAddBooking, onAllRooms, unitNoun = 'room' }: RangePanelProps) {
  const open = useSelector(actor, (s) => s.hasTag('panel'));
  const range = useSelector(actor, (s) => s.context.range);
  const action = useSelector(actor, (s) => s.context.action);
  const view = useSelector(actor, (s) => (s.matches('rangeChosen') ? 'choose' : s.matches('failed') ? 'failed' : 'form'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const inputError = useSelector(actor, (s) => s.context.inputError);
  const error = useSelector(actor, (s) => s.context.error);
  // What is typed stays while the host moves between actions; it is only text until submitted.
  const [price, setPrice] = useState('');
  const [minStay, setMinStay] = useState('');
  const [note, setNote] = useState('');
  // Opened by picking the last night, not a Radix trigger: focus goes back to that night on close.
  const returnFocus = useReturnFocus();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const noun = unitNoun;
  const maxMinStay = MAX_MIN_STAY;
  const basePriceText = fullPrice(basePrice, currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const input =
      action === 'price' ? { action, price } : action === 'minStay' ? { action, minStay } : action === 'block' ? { action, note } : { action };
    actor.send({ type: 'selection.submit', input });
  };

  if (!range) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : actor.send({ type: 'selection.cancel' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined} {...returnFocus}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{action && view !== 'choose' ? i18n._(TITLES[action]) : t`Change these nights`}</Dialog.Title>
            <p className={styles.range}>
              {unitName}: {rangeWords(range.from, range.to)}
            </p>
            {onAllRooms && view === 'choose' ? (
              <button type="button" className="btn btn-ghost btn-small" onClick={onAllRooms}>
                {t`${select(noun, { room: 'Choose these nights in all rooms', other: 'Choose these nights in all units' })}`}
              </button>
            ) : null}
          </div>
          {view === 'choose' ? (
            <div className={styles.body}>
              <ul className={styles.actions}>
                {onAddBooking ? (
                  <li>
                    <button type="button" className={styles.action} onClick={onAddBooking}>
                      <span className={styles.actionLabel}>
                        <Trans>Add a booking for these nights</Trans>
                      </span>
                      <span className={styles.actionWhy}>
                        <Trans>A walk-in guest, a phone call or a stay taken on another site.</Trans>
                      </span>
                    </button>
                  </li>
                ) : null}
                {ACTIONS.map((item) => (
                  <li key={item.action}>
                    <button type="button" className={styles.action} onClick={() => actor.send({ type: 'selection.act', action: item.action })}>
                      <span className={styles.actionLabel}>{i18n._(item.label)}</span>
                      <span className={styles.actionWhy}>{i18n._(item.why)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {view === 'form' && action ? (
            <form noValidate onSubmit={submit}>
              <div className={styles.body}>
                {action === 'price' ? (
                  <FormField
                    label={currency ? t`Price per night (${currency})` : t`Price per night`}
                    inputMode="decimal"
                    autoFocus
                    value={price}
                    error={inputError}
                    hint={t`Leave empty to go back to your listing’s price (${basePriceText}).`}
                    onValueChange={setPrice}
                  />
                ) : null}
                {action === 'minStay' ? (
                  <FormField
                    label={t`Minimum stay (nights)`}
                    inputMode="numeric"
                    autoFocus
                    value={minStay}
                    error={inputError}
                    hint={t`For stays starting on these nights, 1 to ${maxMinStay}. Leave empty to go back to 1 night.`}
                    onValueChange={setMinStay}
                  />
                ) : null}
                {action === 'block' ? (
                  <FormField
                    label={t`Note for yourself (optional)`}
                    autoFocus
                    value={note}
                    error={inputError}
                    maxLength={CALENDAR_NOTE_MAX + 50}
                    hint={t`Only you see it, for example “Roof repairs” or “Family visiting”.`}
                    onValueChange={setNote}
                  />
                ) : null}
                {action === 'open' ? (
                  <p className={styles.explain}>
                    <Trans>
                      Your blocks on these nights come off and guests can book them. Reservations stay, and nights blocked by an imported calendar stay until that calendar
                      frees them.
                    </Trans>
                  </p>
                ) : null}
              </div>
              <div className={styles.footer}>
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'selection.back' })}>
                  <Trans>Back</Trans>
                </button>
                <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
                  {busy ? <Trans>Saving…</Trans> : action === 'block' ? i18n._(TITLES.block) : action === 'open' ? i18n._(TITLES.open) : <Trans>Save</Trans>}
                </button>
              </div>
            </form>
          ) : null}
          {view === 'failed' ? (
            <>
              <div className={styles.body}>
                <p className={controls.alert} role="alert">
                  {textIn(i18n, error)}
                </p>
              </div>
              <div className={styles.footer}>
                <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'selection.back' })}>
                  <Trans>Change</Trans>
                </button>
                <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'selection.retry' })}>
                  <Trans>Try again</Trans>
                </button>
              </div>
            </>
          ) : null}
          <Dialog.Close className={styles.close} aria-label={t`Close`} disabled={busy}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
