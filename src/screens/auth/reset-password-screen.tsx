import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '../../../machines/reset-password.machine';
import { actorOptions } from '../../app/inspect';
import { useSessionView } from '../../app/use-session';
import { FormAlert } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import * as sessionApi from '../../session/session-api';
import { AuthCard } from './auth-card';
import { useAccountEffects } from './use-account-effects';
import styles from './auth.module.css';

/** /reset-password: an admin-created account sets its own password after its first sign-in. */
export function ResetPasswordScreen() {
  const { user } = useSessionView();
  if (!user) {
    return (
      <AuthCard title="Set your password" intro="Sign in with the temporary password you were given first; we will then ask you to choose your own.">
        <Link to="/login" className="btn btn-primary btn-block">
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  return <ResetPasswordForm email={user.email} isAdmin={user.role.guard === 'ADMIN'} />;
}

function ResetPasswordForm({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const effects = useAccountEffects();
  const actor = useActorRef(
    resetPasswordMachine.provide({
      actors: {
        updatePassword: fromPromise(({ input }) => sessionApi.updatePassword(input)),
        signInEmail: fromPromise(({ input }) => sessionApi.signInEmail(input)),
      },
      actions: effects,
    }),
    { ...actorOptions(), input: { email, isAdmin } },
  );
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const change = (field: 'password' | 'confirmPassword') => (value: string) => actor.send({ type: 'reset.change', field, value });
  return (
    <AuthCard title="Set your password" intro="Your account was created with a temporary password. Choose your own to continue.">
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'reset.submit' });
        }}
      >
        <FormAlert message={serverError} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          hint="6–50 characters with at least one uppercase letter and one number."
          value={form.password}
          error={errors.password}
          onValueChange={change('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={form.confirmPassword}
          error={errors.confirmPassword}
          onValueChange={change('confirmPassword')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Saving…' : 'Save password'}
        </button>
      </form>
    </AuthCard>
  );
}
