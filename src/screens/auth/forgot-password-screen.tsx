import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorsIn, textIn } from '../../../machines/ui-text';
import { actorOptions } from '../../app/inspect';
import { BusyForm } from '../../components/busy-form';
import { FormField } from '../../components/form-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitButton } from '../../components/submit-button';
import { AuthCard } from './auth-card';
import { OtpStep } from './otp-step';
import { useAccountEffects } from './use-account-effects';
import styles from './auth.module.css';
import { forgotPasswordWithCalls } from '../../api/actors/forgot-password';

/** /forget-password: email → the emailed code → a new password → back to /login. */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui();
  const effects = useAccountEffects();
  const actor = useActorRef(
    forgotPasswordWithCalls.provide({
      actions: effects,
    }),
    actorOptions(),
  );
  const step = useSelector(actor, (s) =>
    s.matches('code') ? 'code' : s.matches('newPassword') || s.matches('saving') || s.matches('changed') ? 'password' : 'email',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const context = useSelector(actor, (s) => s.context);
  const canResend = useSelector(actor, (s) => s.can({ type: 'forgot.resend' }));
  const resending = useSelector(actor, (s) => s.matches({ code: { resend: 'sending' } }));
  const backToLogin = (
    <Link to="/login" className={styles.link}>
      <Trans>Back to Login</Trans>
    </Link>
  );

  if (step === 'code') {
    return (
      <AuthCard title={t`Enter the code`} step="code">
        <OtpStep
          email={context.email}
          otp={context.otp}
          error={textIn(i18n, context.otpError)}
          busy={busy}
          secondsLeft={context.secondsLeft}
          canResend={canResend}
          resending={resending}
          onChange={(value) => actor.send({ type: 'forgot.otpChange', value })}
          onVerify={() => actor.send({ type: 'forgot.verify' })}
          onResend={() => actor.send({ type: 'forgot.resend' })}
          onBack={() => actor.send({ type: 'forgot.back' })}
          backLabel={t`Use a different email`}
        />
      </AuthCard>
    );
  }

  if (step === 'password') {
    return (
      <AuthCard title={t`Choose a new password`} step="password" footer={backToLogin}>
        <BusyForm busy={busy} alert={context.serverError} onSubmit={() => actor.send({ type: 'forgot.save' })}>
          <NewPasswordFields
            values={context.passwords}
            errors={errorsIn(i18n, context.passwordErrors)}
            label={t`New password`}
            confirmLabel={t`Confirm new password`}
            onChange={(field, value) => actor.send({ type: 'forgot.passwordChange', field, value })}
          />
          <SubmitButton busy={busy} busyLabel={t`Saving…`} block>
            <Trans>Save new password</Trans>
          </SubmitButton>
        </BusyForm>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      step="email"
      intro={t`Enter the email you signed up with and we will send you a code to set a new password.`}
      footer={backToLogin}
    >
      <BusyForm busy={busy} alert={context.serverError} onSubmit={() => actor.send({ type: 'forgot.sendCode' })}>
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={context.email}
          error={textIn(i18n, context.emailError)}
          onValueChange={(value) => actor.send({ type: 'forgot.emailChange', value })}
        />
        <SubmitButton busy={busy} busyLabel={t`Sending…`} block>
          <Trans>Send code</Trans>
        </SubmitButton>
      </BusyForm>
    </AuthCard>
  );
}
