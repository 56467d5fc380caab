import { useActorRef, useSelector } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { textIn } from '../../../machines/ui-text';
import { actorOptions } from '../../app/inspect';
import { notifySuccess } from '../../app/notify';
import { BusyForm } from '../../components/busy-form';
import { FormAlert, FormField } from '../../components/form-field';
import { OtpInput } from '../../components/otp-input';
import { PasswordInput } from '../../components/password-input';
import { SubmitButton } from '../../components/submit-button';
import * as sessionApi from '../../session/session-api';
import styles from './profile.module.css';
import { twoStepWithCalls } from '../../api/actors/two-step';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The server's SVG QR code as an image (no markup of it enters the page). */
const svgSource = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

function focusSectionField(): void {
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('#two-step-heading ~ form input')?.focus());
}

/** /profile: two-step verification (TOTP). Admins must have it on for the admin tools; hosts may. */
export function TwoStepSection() {
  const { t, i18n } = useLingui();
  const actor = useActorRef(
    twoStepWithCalls.provide({
      actions: {
        refreshSession: () => void sessionApi.refreshSessionAfterTwoStep(),
        toastSuccess: (_, { message }) => void notifySuccess(textIn(i18n, message)),
        focusCode: focusSectionField,
      },
    }),
    actorOptions(),
  );
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const state = useSelector(actor, (s) => s.value as string);
  const { status, setup, error } = context;
  const codesLeft = status?.recoveryCodesLeft ?? 0;
  const setupKey = setup ? setup.secret.split('').join(' ') : '';

  return (
    <section className={`${styles.card} ${styles.alertsCard}`} aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className={styles.subtitle}>
        <Trans>Two-step verification</Trans>
      </h2>
      {status?.required && !status.enabled ? (
        <p className={styles.missing} role="note">
          <Trans>Admins must turn on two-step verification to use the admin tools.</Trans>
        </p>
      ) : null}

      {state === 'loading' ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {state === 'failed' ? (
        <>
          <FormAlert message={error} />
          <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'twoStep.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : null}

      {state === 'off' || state === 'starting' ? (
        <>
          <p className={styles.note}>
            <Trans>
              Sign in with your password and a 6-digit code from an authenticator app on your phone (for example Google Authenticator,
              Microsoft Authenticator or 1Password), so a stolen password alone cannot open your account.
            </Trans>
          </p>
          <FormAlert message={error} />
          <div>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'twoStep.start' })}>
              {busy ? <Trans>Preparing…</Trans> : <Trans>Set up two-step verification</Trans>}
            </button>
          </div>
        </>
      ) : null}

      {(state === 'scanning' || state === 'enabling') && setup ? (
        <>
          <ol className={styles.steps}>
            <li>
              <Trans>Scan this QR code with your authenticator app.</Trans>
            </li>
            <li>
              <Trans>Can’t scan it? Add an account by hand with this key:</Trans>{' '}
              <code className={styles.secret} aria-label={t`Setup key ${setupKey}`}>
                {grouped(setup.secret)}
              </code>
            </li>
            <li>
              <Trans>Enter the 6-digit code the app shows.</Trans>
            </li>
          </ol>
          <img className={styles.qr} src={svgSource(setup.qrSvg)} alt={t`QR code to add your account to an authenticator app`} width={192} height={192} />
          <BusyForm busy={busy} onSubmit={() => actor.send({ type: 'twoStep.verify' })}>
            <OtpInput
              label={t`Code from the app`}
              hint={t`The 6-digit code your authenticator app shows for Host Portal.`}
              value={context.code}
              error={context.codeError}
              onValueChange={(value) => actor.send({ type: 'twoStep.codeChange', value })}
            />
            {status?.passwordRequired ? (
              <PasswordInput
                label={t`Your current password`}
                hint={t`So only you can turn this on, even on a device left signed in.`}
                autoComplete="current-password"
                value={context.enablePassword}
                error={context.enablePasswordError}
                onValueChange={(value) => actor.send({ type: 'twoStep.enablePasswordChange', value })}
              />
            ) : null}
            <div className={styles.actions}>
              <SubmitButton busy={busy} busyLabel={t`Checking…`}>
                <Trans>Turn on</Trans>
              </SubmitButton>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'twoStep.cancel' })}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </BusyForm>
        </>
      ) : null}

      {state === 'showingCodes' && context.recoveryCodes ? (
        <>
          <p className={styles.complete} role="status">
            <Trans>Two-step verification is on.</Trans>
          </p>
          <p className={styles.note}>
            <Trans>
              Save these recovery codes somewhere safe now: they are shown only this once. If you lose your phone, each code signs you in
              once instead of the app’s code.
            </Trans>
          </p>
          <ul className={styles.codes} aria-label={t`Recovery codes`}>
            {context.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <div>
            <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'twoStep.codesSaved' })}>
              <Trans>I have saved my recovery codes</Trans>
            </button>
          </div>
        </>
      ) : null}

      {state === 'on' && status ? (
        <>
          <p className={styles.complete}>
            <Trans>On. You enter a code from your authenticator app when you sign in.</Trans>
          </p>
          <p className={styles.note}>
            <Plural value={codesLeft} one="# recovery code left." other="# recovery codes left." />
            {status.required ? (
              <>
                {' '}
                <Trans>Admins need it on to use the admin tools.</Trans>
              </>
            ) : null}
          </p>
          <div>
            <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'twoStep.turnOff' })}>
              <Trans>Turn off</Trans>
            </button>
          </div>
        </>
      ) : null}

      {state === 'confirmingOff' || state === 'disabling' ? (
        <BusyForm busy={busy} alert={error} onSubmit={() => actor.send({ type: 'twoStep.disableConfirm' })}>
          <p className={styles.note}>
            {status?.required ? (
              <>
                <Trans>Without it you keep signing in, but the admin tools stay closed until you set it up again.</Trans>{' '}
              </>
            ) : null}
            {status?.passwordRequired ? (
              <Trans>Enter your current password to confirm it is you.</Trans>
            ) : (
              <Trans>Confirm with a code from your app or one of your recovery codes.</Trans>
            )}
          </p>
          {status?.passwordRequired ? (
            <PasswordInput
              label={t`Your current password`}
              autoComplete="current-password"
              value={context.disablePassword}
              onValueChange={(value) => actor.send({ type: 'twoStep.disableChange', field: 'password', value })}
            />
          ) : (
            <FormField
              label={t`Code or recovery code`}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              value={context.disableCode}
              onValueChange={(value) => actor.send({ type: 'twoStep.disableChange', field: 'code', value })}
            />
          )}
          <div className={styles.actions}>
            <SubmitButton busy={busy} busyLabel={t`Turning off…`}>
              <Trans>Turn off two-step verification</Trans>
            </SubmitButton>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'twoStep.keepOn' })}>
              <Trans>Keep it on</Trans>
            </button>
          </div>
        </BusyForm>
      ) : null}
    </section>
  );
}
