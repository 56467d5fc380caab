import * as Dialog from '@radix-ui/react-dialog';
import '../../components/style-nonce';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useReturnFocus } from '../../components/use-return-focus';
import type { ActorRefFrom } from 'xstate';
import type { InquiryTextField, inquiryMachine } from '../../../machines/inquiry.machine';
import { FieldShell, FormAlert, FormField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { PLAN_CATALOGUE } from '../../components/plan-catalogue';
import { SubmitButton } from '../../components/submit-button';
import { CONTACT_NUMBER_MAX_LENGTH, INQUIRY_MESSAGE_MAX } from '../../shared/inquiry';
import { characterLength } from '../../shared/text';
import { inquiryActor } from '../../app/listing-flow';
import { ExternalUrls } from './external-urls';
import controls from '../../components/form-controls.module.css';
import dialog from '../../components/dialog.module.css';
import styles from './inquiry-dialog.module.css';

type InquiryActor = ActorRefFrom<typeof inquiryMachine>;

/** The app's inquiry dialog, driven by the start-listing flow's inquiry actor. */
export function InquiryDialog() {
  return <InquiryDialogView actor={inquiryActor} />;
}

/**
 * The inquiry for the Reservation Management and Full Service plans (spec §4, §5): 700 px wide,
 * the spec's fields and messages, a warning toast naming the first problem on a failed submit.
 */
export function InquiryDialogView({ actor }: { actor: InquiryActor }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const plan = useSelector(actor, (s) => s.context.plan);
  const form = useSelector(actor, (s) => s.context.form);
  const issues = useSelector(actor, (s) => s.context.issues);
  const warnings = useSelector(actor, (s) => s.context.warnings);
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const propertyTypes = useSelector(actor, (s) => s.context.propertyTypes);
  const typesState = useSelector(actor, (s) =>
    s.matches({ open: { propertyTypes: 'failed' } }) ? 'failed' : s.matches({ open: { propertyTypes: 'loading' } }) ? 'loading' : 'loaded',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const returnFocus = useReturnFocus();
  const { t } = useLingui();

  const problem = (field: string) => issues.find((issue) => issue.field === field)?.message ?? null;
  const change = (field: InquiryTextField) => (value: string) => actor.send({ type: 'inquiry.change', field, value });
  const planName = plan ? PLAN_CATALOGUE[plan].displayName : '';
  const messageLength = characterLength(form.description);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : actor.send({ type: 'inquiry.close' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${dialog.content} ${styles.content}`}
          data-inquiry-dialog=""
          // Opened by the flow, not a Radix trigger: focus goes back to what opened it.
          {...returnFocus}
          // Escape in the country search closes the search, not the dialog.
          onEscapeKeyDown={(event) => {
            if ((event.target as HTMLElement | null)?.closest?.('[role="combobox"]')) event.preventDefault();
          }}
          // Closing a toast is not closing the dialog; nor is anything while the inquiry is sent.
          onInteractOutside={(event) => {
            if (busy || (event.target as HTMLElement | null)?.closest?.('[data-toaster]')) event.preventDefault();
          }}
        >
          <div className={dialog.head}>
            <div>
              <Dialog.Title className={dialog.title}>
                <Trans>Request {planName}</Trans>
              </Dialog.Title>
              <Dialog.Description className={dialog.description}>
                <Trans>
                  Tell us about your property and our team will set up {planName} with you. We usually reply within one working day.
                </Trans>
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
          <form
            className={styles.form}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'inquiry.submit' });
            }}
          >
            <div className={dialog.body}>
              <FormAlert message={serverError} />
              <div className={styles.pair}>
                <FormField label={t`Name`} name="name" autoComplete="name" value={form.name} error={problem('name')} onValueChange={change('name')} />
                <FormField
                  label={t`Email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  error={problem('email')}
                  onValueChange={change('email')}
                />
              </div>
              <PhoneInput
                label={t`Contact Number`}
                name="contactNo"
                countryCode={form.countryCode}
                number={form.contactNo}
                maxLength={CONTACT_NUMBER_MAX_LENGTH}
                error={problem('contactNo')}
                onCountryCodeChange={change('countryCode')}
                onNumberChange={change('contactNo')}
              />
              <FormField
                label={t`Address`}
                name="location"
                autoComplete="street-address"
                value={form.location}
                error={problem('location')}
                onValueChange={change('location')}
              />
              <FieldShell
                label={t`Property Type`}
                error={problem('propertyTypeId')}
                hint={
                  typesState === 'failed' ? (
                    <>
                      <Trans>The property types could not be loaded.</Trans>{' '}
                      <button type="button" className={styles.linkButton} onClick={() => actor.send({ type: 'inquiry.retryPropertyTypes' })}>
                        <Trans>Try again</Trans>
                      </button>
                    </>
                  ) : undefined
                }
              >
                {({ inputId, describedBy, invalid }) => (
                  <select
                    id={inputId}
                    name="propertyTypeId"
                    className={controls.input}
                    value={form.propertyTypeId ?? ''}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(event) =>
                      actor.send({ type: 'inquiry.choosePropertyType', id: event.target.value === '' ? null : Number(event.target.value) })
                    }
                  >
                    <option value="">{typesState === 'loading' ? t`Loading property types…` : t`Select a property type`}</option>
                    {propertyTypes.map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.name}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
              <ExternalUrls
                links={form.links}
                problem={problem}
                warning={(field) => warnings.find((warning) => warning.field === field)?.message ?? null}
                onAdd={() => actor.send({ type: 'inquiry.addLink' })}
                onChange={(index, value) => actor.send({ type: 'inquiry.changeLink', index, value })}
                onRemove={(index) => actor.send({ type: 'inquiry.removeLink', index })}
              />
              <FieldShell
                label={t`Message`}
                error={problem('description')}
                hint={
                  <span className={messageLength > INQUIRY_MESSAGE_MAX ? styles.over : undefined}>
                    {messageLength}/{INQUIRY_MESSAGE_MAX}
                  </span>
                }
              >
                {({ inputId, describedBy, invalid }) => (
                  <textarea
                    id={inputId}
                    name="description"
                    className={`${controls.input} ${styles.message}`}
                    rows={4}
                    value={form.description}
                    placeholder={t`How many rooms, where it is, and what help you are looking for`}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => change('description')(event.target.value)}
                  />
                )}
              </FieldShell>
            </div>
            <div className={dialog.actions}>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'inquiry.close' })}>
                <Trans>Cancel</Trans>
              </button>
              <SubmitButton busy={busy} busyLabel={t`Sending…`}>
                <Trans>Send Inquiry</Trans>
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
