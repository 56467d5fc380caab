import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorsIn } from '../../../machines/ui-text';
import { actorOptions } from '../../app/inspect';
import { useSessionView } from '../../app/use-session';
import { BusyForm } from '../../components/busy-form';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitButton } from '../../components/submit-button';
import { AuthCard } from './auth-card';
import { useAccountEffects } from './use-account-effects';
import { resetPasswordWithCalls } from '../../api/actors/reset-password';

/** /reset-password: an admin-created account sets its own password after its first sign-in. */
export function ResetPasswordScreen() {
  const { t } = useLingui();
  const { user } = useSessionView();
  if (!user) {
    return (
      <AuthCard
        title={t`Set your password`}
        intro={t`Sign in with the temporary password you were given first; we will then ask you to choose your own.`}
      >
        <Link to="/login" className="btn btn-primary btn-block">
          <Trans>Go to Login</Trans>
        </Link>
      </AuthCard>
    );
  }
  return <ResetPasswordForm email={user.email} isAdmin={user.role.guard === 'ADMIN'} />;
}

function ResetPasswordForm({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const { t, i18n } = useLingui();
  const effects = useAccountEffects();
  const actor = useActorRef(
    resetPasswordWithCalls.provide({
      actions: effects,
    }),
    { ...actorOptions(), input: { email, isAdmin } },
  );
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <AuthCard title={t`Set your password`} intro={t`Your account was created with a temporary password. Choose your own to continue.`}>
      <BusyForm busy={busy} alert={serverError} onSubmit={() => actor.send({ type: 'reset.submit' })}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          values={form}
          errors={errorsIn(i18n, errors)}
          label={t`New password`}
          confirmLabel={t`Confirm new password`}
          onChange={(field, value) => actor.send({ type: 'reset.change', field, value })}
        />
        <SubmitButton busy={busy} busyLabel={t`Saving…`} block>
          <Trans>Save password</Trans>
        </SubmitButton>
      </BusyForm>
    </AuthCard>
  );
}
