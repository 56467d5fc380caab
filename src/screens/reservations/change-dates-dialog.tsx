import * as Dialog from '@radix-ui/react-dialog';
import '../../components/style-nonce';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DatesForm, reservationActionsMachine } from '../../../machines/reservation-actions.machine';
import { useReturnFocus } from '../../components/use-return-focus';
import { FormAlert, FormField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import dialog from '../../components/dialog.module.css';
import styles from './view-reservation.module.css';

type ActionsActor = ActorRefFrom<typeof reservationActionsMachine>;

/**
 * "Change dates": new nights for a request or a confirmed stay of the same unit. The amount box
 * starts empty, meaning the new nights are priced from the calendar; a typed amount is kept as is.
 */
export function ChangeDatesDialog({ actor }: { actor: ActionsActor }) {
  const open = useSelector(actor, (s) => s.matches({ ready: 'editingDates' }) || s.matches({ ready: 'savingDates' }));
  const busy = useSelector(actor, (s) => s.matches({ ready: 'savingDates' }));
  const reservation = useSelector(actor, (s) => s.context.reservation);
  const problems = useSelector(actor, (s) => s.context.dateProblems);
  const error = useSelector(actor, (s) => (s.matches({ ready: 'editingDates' }) ? s.context.error : null));
  const [form, setForm] = useState<DatesForm>({ checkIn: '', checkOut: '', amount: '' });
  const returnFocus = useReturnFocus();
  const { t } = useLingui();
  const unitName = reservation?.unitName;
  const noun = reservation?.unitNoun ?? null;
  const currency = reservation?.currency;
  // Whole sentences for each case, so a translator sees the room or unit in its place.
  const description = unitName
    ? noun === 'room'
      ? t`Move this stay to other nights of the room “${unitName}”. The old nights open again on your calendar.`
      : noun === 'unit'
        ? t`Move this stay to other nights of the unit “${unitName}”. The old nights open again on your calendar.`
        : t`Move this stay to other nights of the room or unit “${unitName}”. The old nights open again on your calendar.`
    : noun === 'room'
      ? t`Move this stay to other nights of the same room. The old nights open again on your calendar.`
      : noun === 'unit'
        ? t`Move this stay to other nights of the same unit. The old nights open again on your calendar.`
        : t`Move this stay to other nights of the same room or unit. The old nights open again on your calendar.`;

  // Each opening starts from the stay's present dates (not on every answer while it is open).
  useEffect(() => {
    if (open && reservation) setForm({ checkIn: reservation.checkIn, checkOut: reservation.checkOut, amount: '' });
  }, [open]);

  const change = (field: keyof DatesForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const close = () => actor.send({ type: 'reservation.dismiss' });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.content}
          aria-describedby="change-dates-description"
          // Opened by the flow, not a Radix trigger: focus goes back to what opened it.
          {...returnFocus}
        >
          <div className={dialog.head}>
            <div>
              <Dialog.Title className={dialog.title}>
                <Trans>Change dates</Trans>
              </Dialog.Title>
              <Dialog.Description id="change-dates-description" className={dialog.description}>
                {description}
              </Dialog.Description>
            </div>
          </div>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'reservation.saveDates', ...form });
            }}
          >
            <div className={`${dialog.body} ${styles.datesForm}`}>
              <FormField label={t`Check-in`} type="date" value={form.checkIn} error={problems.checkIn} onValueChange={change('checkIn')} required />
              <FormField label={t`Check-out`} type="date" value={form.checkOut} error={problems.checkOut} onValueChange={change('checkOut')} required />
              <FormField
                label={currency ? t`New amount (${currency})` : t`New amount`}
                inputMode="decimal"
                value={form.amount}
                error={problems.amount}
                hint={t`Leave empty to price the new nights from your calendar.`}
                onValueChange={change('amount')}
              />
              <FormAlert message={error} />
            </div>
            <div className={dialog.actions}>
              <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
                <Trans>Keep these dates</Trans>
              </button>
              <SubmitButton busy={busy} busyLabel={t`Saving…`}>
                <Trans>Save dates</Trans>
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
