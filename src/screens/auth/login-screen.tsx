import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { type SignInProvider } from '../../../machines/sign-in.machine';
import { actorOptions } from '../../app/inspect';
import { useHydrated } from '../../app/use-hydrated';
import { FormAlert, FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { AuthCard } from './auth-card';
import { finishProviderPopup, signInWithProvider } from './provider-sign-in';
import { focusTwoStepCode, TwoStepStep } from './two-step-step';
import { useAccountEffects } from './use-account-effects';
import { errorsIn } from '../../../machines/ui-text';
import styles from './auth.module.css';
import { signInWithCalls } from '../../api/actors/sign-in';

const PROVIDER_LABELS: Record<SignInProvider['provider'], MessageDescriptor> = {
  google: msg`Continue with Google`,
  facebook: msg`Continue with Facebook`,
  apple: msg`Continue with Apple`,
};

// Once, when this screen's code loads: in Facebook's popup coming back to /login, hand the ID token
// to the page that opened it and close.
const inProviderPopup = finishProviderPopup();

/** /login: email and password, 'Forgot password?', and social sign-in where configured. */
export function LoginScreen() {
  if (inProviderPopup) return <ProviderPopupNote />;
  return <LoginForm />;
}

function ProviderPopupNote() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Finishing sign-in`} intro={t`You can close this window if it stays open.`}>
      {null}
    </AuthCard>
  );
}

function LoginForm() {
  const { t, i18n } = useLingui();
  const effects = useAccountEffects();
  const actor = useActorRef(
    signInWithCalls.provide({
      // The provider pop-ups are the browser's, so this one effect is the screen's to give.
      actors: { signInWithProvider: fromPromise(({ input }) => signInWithProvider(input)) },
      actions: { ...effects, focusCode: focusTwoStepCode },
    }),
    actorOptions(),
  );
  const form = useSelector(actor, (s) => s.context.form);
  const errors = errorsIn(i18n, useSelector(actor, (s) => s.context.errors));
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const providers = useSelector(actor, (s) => s.context.providers);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const askingCode = useSelector(actor, (s) => s.matches({ account: 'code' }));
  const code = useSelector(actor, (s) => s.context.code);
  const codeError = useSelector(actor, (s) => s.context.codeError);
  const useRecoveryCode = useSelector(actor, (s) => s.context.useRecoveryCode);
  const change = (field: 'email' | 'password') => (value: string) => actor.send({ type: 'signIn.change', field, value });

  // The build prerenders this form (scripts/prerender.mjs): until the code has loaded and hydrated
  // it, Login stays disabled (a plain submit would only reload the page), and what was typed or
  // autofilled meanwhile, which React keeps on screen but never saw, is handed to the machine.
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const typed = (autoComplete: string) => formRef.current?.querySelector<HTMLInputElement>(`input[autocomplete="${autoComplete}"]`)?.value ?? '';
    const email = typed('email');
    const password = typed('current-password');
    if (email) actor.send({ type: 'signIn.change', field: 'email', value: email });
    if (password) actor.send({ type: 'signIn.change', field: 'password', value: password });
  }, [actor]);

  if (askingCode) {
    return (
      <AuthCard title={t`Two-step verification`} intro={t`Your account is protected with two-step verification.`}>
        <TwoStepStep
          code={code}
          error={codeError}
          busy={busy}
          useRecoveryCode={useRecoveryCode}
          onChange={(value) => actor.send({ type: 'signIn.codeChange', value })}
          onVerify={() => actor.send({ type: 'signIn.verifyCode' })}
          onToggleRecoveryCode={() => actor.send({ type: 'signIn.toggleRecoveryCode' })}
          onBack={() => actor.send({ type: 'signIn.back' })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Login`}
      intro={t`Welcome back. Sign in to manage your listings, calendar and payouts.`}
      footer={
        <>
          <Trans>New to hosting with us?</Trans>{' '}
          <Link to="/sign-up" className={styles.link}>
            <Trans>Create an account</Trans>
          </Link>
        </>
      }
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'signIn.submit' });
        }}
      >
        <FormAlert message={serverError} />
        <FormField label={t`Email`} type="email" autoComplete="email" value={form.email} error={errors.email} onValueChange={change('email')} />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          value={form.password}
          error={errors.password}
          onValueChange={change('password')}
        />
        <div className={styles.between}>
          <Link to="/forget-password" className={styles.link}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || !hydrated}>
          {busy ? t`Signing in…` : t`Login`}
        </button>
      </form>
      {providers.length > 0 ? (
        <>
          <p className={styles.divider}>
            <Trans>or</Trans>
          </p>
          <div className={styles.social}>
            {providers.map((provider) => (
              <button
                key={provider.provider}
                type="button"
                className="btn btn-outline btn-block"
                disabled={busy}
                onClick={() => actor.send({ type: 'signIn.withProvider', provider })}
              >
                {t(PROVIDER_LABELS[provider.provider])}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </AuthCard>
  );
}
