import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignUpForm } from '../../../machines/account-forms';
import { actorOptions } from '../../app/inspect';
import { BusyForm } from '../../components/busy-form';
import { FormField } from '../../components/form-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitButton } from '../../components/submit-button';
import { PhoneInput } from '../../components/phone-input';
import { AuthCard } from './auth-card';
import { OtpStep } from './otp-step';
import { useAccountEffects } from './use-account-effects';
import { errorsIn, textIn } from '../../../machines/ui-text';
import styles from './auth.module.css';
import controls from '../../components/form-controls.module.css';
import layout from '../../components/form-layout.module.css';
import { signUpWithCalls } from '../../api/actors/sign-up';

/** /sign-up: the host's details, then the emailed code; a right code signs in and opens the dashboard. */
export function SignUpScreen() {
  const { t, i18n } = useLingui();
  const effects = useAccountEffects();
  const actor = useActorRef(
    signUpWithCalls.provide({
      actions: effects,
    }),
    actorOptions(),
  );
  const onCode = useSelector(actor, (s) => s.matches('code'));
  const form = useSelector(actor, (s) => s.context.form);
  const errors = errorsIn(i18n, useSelector(actor, (s) => s.context.errors));
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const otp = useSelector(actor, (s) => s.context.otp);
  const otpError = textIn(i18n, useSelector(actor, (s) => s.context.otpError));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const canResend = useSelector(actor, (s) => s.can({ type: 'signUp.resend' }));
  const resending = useSelector(actor, (s) => s.matches({ code: { resend: 'sending' } }));
  const change = (field: keyof SignUpForm) => (value: string | boolean) => actor.send({ type: 'signUp.change', field, value });

  if (onCode) {
    return (
      <AuthCard title={t`Verify your email`} step="code">
        <OtpStep
          email={form.email}
          otp={otp}
          error={otpError}
          busy={busy}
          secondsLeft={secondsLeft}
          canResend={canResend}
          resending={resending}
          onChange={(value) => actor.send({ type: 'signUp.otpChange', value })}
          onVerify={() => actor.send({ type: 'signUp.verify' })}
          onResend={() => actor.send({ type: 'signUp.resend' })}
          onBack={() => actor.send({ type: 'signUp.back' })}
          backLabel={t`Change my details`}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Create your host account`}
      step="details"
      intro={t`List your place and reach guests from Sri Lanka and around the world.`}
      footer={
        <>
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/login" className={styles.link}>
            <Trans>Login</Trans>
          </Link>
        </>
      }
    >
      <BusyForm busy={busy} alert={serverError} onSubmit={() => actor.send({ type: 'signUp.submit' })}>
        <div className={layout.row}>
          <FormField label={t`First name`} autoComplete="given-name" value={form.firstName} error={errors.firstName} onValueChange={change('firstName')} />
          <FormField label={t`Last name`} autoComplete="family-name" value={form.lastName} error={errors.lastName} onValueChange={change('lastName')} />
        </div>
        <FormField label={t`Email`} type="email" autoComplete="email" value={form.email} error={errors.email} onValueChange={change('email')} />
        <PhoneInput
          label={t`Contact number`}
          countryCode={form.countryCode}
          number={form.contactNo}
          error={errors.contactNo}
          onCountryCodeChange={change('countryCode')}
          onNumberChange={change('contactNo')}
        />
        <NewPasswordFields values={form} errors={errors} onChange={(field, value) => change(field)(value)} label={t`Password`} confirmLabel={t`Confirm password`} />
        <div className={controls.field}>
          <label className={controls.checkbox}>
            <input
              type="checkbox"
              checked={form.acceptTerms}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
              onChange={(event) => change('acceptTerms')(event.target.checked)}
            />
            <span>
              <Trans>
                I accept the{' '}
                <Link to="/terms-and-conditions" className={styles.link} target="_blank">
                  terms and conditions
                </Link>{' '}
                and the{' '}
                <Link to="/privacy-policy" className={styles.link} target="_blank">
                  privacy policy
                </Link>
              </Trans>
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="terms-error" className={controls.error}>
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy} busyLabel={t`Creating your account…`} block>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </BusyForm>
    </AuthCard>
  );
}
