import { useActorRef, useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorsIn, textIn } from '../../../machines/ui-text';
import type { ProfileForm } from '../../../machines/account-forms';
import { appSession } from '../../app/app-session';
import { actorOptions } from '../../app/inspect';
import { notifySuccess } from '../../app/notify';
import { BusyForm } from '../../components/busy-form';
import { FormAlert, FormField } from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { SubmitButton } from '../../components/submit-button';
import controls from '../../components/form-controls.module.css';
import layout from '../../components/form-layout.module.css';
import { focusFirstInvalidField } from '../auth/use-account-effects';
import { BookingAlertsSection } from './booking-alerts-section';
import { TwoStepSection } from './two-step-section';
import styles from './profile.module.css';
import { profileWithCalls } from '../../api/actors/profile';
import { LoadFailed, LoadingState } from '../../components/load-state';

const MISSING_LABELS: Record<string, MessageDescriptor> = {
  firstName: msg`your first name`,
  lastName: msg`your last name`,
  contactNo: msg`a contact number`,
  nic: msg`your NIC number`,
  address: msg`your address`,
};


/** /profile: name, contact number, NIC, address and photo; shows what a complete profile still needs; booking alerts. */
export function ProfileScreen() {
  const { t, i18n } = useLingui();
  const actor = useActorRef(
    profileWithCalls.provide({
      actions: {
        profileChanged: (_, profile) =>
          appSession().send({ type: 'session.userChanged', user: profile.user, isProfileCompleted: profile.isProfileCompleted }),
        avatarChanged: (_, paths) => {
          const session = appSession();
          const { user, isProfileCompleted } = session.getSnapshot().context;
          if (user) session.send({ type: 'session.userChanged', user: { ...user, file: { smallPath: paths.smallPath } }, isProfileCompleted });
        },
        toastSuccess: (_, { message }) => void notifySuccess(textIn(i18n, message)),
        focusFirstError: focusFirstInvalidField,
      },
    }),
    actorOptions(),
  );
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.matches({ ready: { details: 'saving' } }));
  const uploading = useSelector(actor, (s) => s.hasTag('uploading'));
  const change = (field: keyof ProfileForm) => (value: string) => actor.send({ type: 'profile.change', field, value });
  const { profile, form, progress } = context;
  const errors = errorsIn(i18n, context.errors);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>My profile</Trans>
      </h1>
      {loading ? (
        <LoadingState label={t`Loading your profile…`} />
      ) : failed ? (
        <LoadFailed message={context.loadError} onRetry={() => actor.send({ type: 'profile.retry' })} />
      ) : profile ? (
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="photo-heading">
            <h2 id="photo-heading" className={styles.subtitle}>
              <Trans>Photo</Trans>
            </h2>
            <div className={styles.avatarRow}>
              {profile.user.file?.smallPath ? (
                <img className={styles.avatar} src={profile.user.file.smallPath} alt={t`Your profile photo`} width={96} height={96} />
              ) : (
                <span className={styles.avatar} aria-hidden="true">
                  {`${profile.user.firstName.charAt(0)}${profile.user.lastName.charAt(0)}`.toUpperCase()}
                </span>
              )}
              <div className={styles.upload}>
                <label className="btn btn-outline btn-small">
                  {profile.user.file?.smallPath ? <Trans>Change photo</Trans> : <Trans>Upload photo</Trans>}
                  <input
                    type="file"
                    className="visually-hidden"
                    accept="image/jpeg,image/png,image/webp"
                    disabled={uploading}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) actor.send({ type: 'profile.pickAvatar', file });
                      event.target.value = '';
                    }}
                  />
                </label>
                <p className={controls.hint}>
                  <Trans>JPEG, PNG or WebP, up to 15 MB.</Trans>
                </p>
              </div>
            </div>
            {uploading ? (
              <div className={controls.field}>
                <label htmlFor="avatar-progress" className={controls.hint}>
                  <Trans>Uploading… {progress}%</Trans>
                </label>
                <progress id="avatar-progress" className={controls.progress} max={100} value={context.progress} />
              </div>
            ) : null}
            <FormAlert message={textIn(i18n, context.avatarError)} />
          </section>

          <section className={styles.card} aria-labelledby="details-heading">
            <h2 id="details-heading" className={styles.subtitle}>
              <Trans>Your details</Trans>
            </h2>
            {profile.isProfileCompleted ? (
              <p className={styles.complete}>
                <Trans>Your profile is complete.</Trans>
              </p>
            ) : (
              <div className={styles.missing} role="note">
                <p>
                  <Trans>
                    <strong>Incomplete Profile.</strong> To complete it, add:
                  </Trans>
                </p>
                <ul>
                  {profile.missing.map((field) => (
                    <li key={field}>{MISSING_LABELS[field] ? i18n._(MISSING_LABELS[field]) : field}</li>
                  ))}
                </ul>
              </div>
            )}
            <BusyForm busy={saving} alert={context.serverError} onSubmit={() => actor.send({ type: 'profile.save' })}>
              <div className={layout.row}>
                <FormField label={t`First name`} autoComplete="given-name" value={form.firstName} error={errors.firstName} onValueChange={change('firstName')} />
                <FormField label={t`Last name`} autoComplete="family-name" value={form.lastName} error={errors.lastName} onValueChange={change('lastName')} />
              </div>
              <FormField label={t`Email`} type="email" value={profile.user.email} readOnly hint={t`Your sign-in email cannot be changed here.`} onValueChange={() => {}} />
              <PhoneInput
                label={t`Contact number`}
                countryCode={form.countryCode}
                number={form.contactNo}
                error={errors.contactNo}
                onCountryCodeChange={change('countryCode')}
                onNumberChange={change('contactNo')}
              />
              <FormField label={t`NIC number`} autoComplete="off" value={form.nic} error={errors.nic} maxLength={12} onValueChange={change('nic')} hint={t`10 characters ending in V, or 12 digits.`} />
              <FormField label={t`Address`} autoComplete="street-address" value={form.address} error={errors.address} onValueChange={change('address')} />
              <SubmitButton busy={saving} busyLabel={t`Saving…`}>
                <Trans>Save changes</Trans>
              </SubmitButton>
            </BusyForm>
          </section>
          {/* Admins own no properties, so they get no booking mail. */}
          {profile.user.role.guard === 'ADMIN' ? null : <BookingAlertsSection />}
          <TwoStepSection />
        </div>
      ) : null}
    </div>
  );
}
