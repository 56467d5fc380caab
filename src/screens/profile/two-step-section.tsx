import { useActorRef, useSelector } from '@xstate/react';
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
  const actor = useActorRef(
    twoStepWithCalls.provide({
      actions: {
        refreshSession: () => void sessionApi.refreshSessionAfterTwoStep(),
        toastSuccess: (_, { message }) => void notifySuccess(message),
        focusCode: focusSectionField,
      },
    }),
    actorOptions(),
  );
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const state = useSelector(actor, (s) => s.value as string);
  const { status, setup, error } = context;

  return (
    <section className={`${styles.card} ${styles.alertsCard}`} aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className={styles.subtitle}>
        Two-step verification
      </h2>
      {status?.required && !status.enabled ? (
        <p className={styles.missing} role="note">
          Admins must turn on two-step verification to use the admin tools.
        </p>
      ) : null}

      {state === 'loading' ? <p role="status">Loading…</p> : null}
      {state === 'failed' ? (
        <>
          <FormAlert message={error} />
          <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'twoStep.retry' })}>
            Try again
          </button>
        </>
      ) : null}

      {state === 'off' || state === 'starting' ? (
        <>
          <p className={styles.note}>
            Sign in with your password and a 6-digit code from an authenticator app on your phone (for example Google Authenticator,
            Microsoft Authenticator or 1Password), so a stolen password alone cannot open your account.
          </p>
          <FormAlert message={error} />
          <div>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'twoStep.start' })}>
              {busy ? 'Preparing…' : 'Set up two-step verification'}
            </button>
          </div>
        </>
      ) : null}

      {(state === 'scanning' || state === 'enabling') && setup ? (
        <>
          <ol className={styles.steps}>
            <li>Scan this QR code with your authenticator app.</li>
            <li>
              Can’t scan it? Add an account by hand with this key:{' '}
              <code className={styles.secret} aria-label={`Setup key ${setup.secret.split('').join(' ')}`}>
                {grouped(setup.secret)}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <img className={styles.qr} src={svgSource(setup.qrSvg)} alt="QR code to add your account to an authenticator app" width={192} height={192} />
          <BusyForm busy={busy} onSubmit={() => actor.send({ type: 'twoStep.verify' })}>
            <OtpInput
              label="Code from the app"
              hint="The 6-digit code your authenticator app shows for Host Portal."
              value={context.code}
              error={context.codeError}
              onValueChange={(value) => actor.send({ type: 'twoStep.codeChange', value })}
            />
            {status?.passwordRequired ? (
              <PasswordInput
                label="Your current password"
                hint="So only you can turn this on, even on a device left signed in."
                autoComplete="current-password"
                value={context.enablePassword}
                error={context.enablePasswordError}
                onValueChange={(value) => actor.send({ type: 'twoStep.enablePasswordChange', value })}
              />
            ) : null}
            <div className={styles.actions}>
              <SubmitButton busy={busy} busyLabel="Checking…">
                Turn on
              </SubmitButton>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'twoStep.cancel' })}>
                Cancel
              </button>
            </div>
          </BusyForm>
        </>
      ) : null}

      {state === 'showingCodes' && context.recoveryCodes ? (
        <>
          <p className={styles.complete} role="status">
            Two-step verification is on.
          </p>
          <p className={styles.note}>
            Save these recovery codes somewhere safe now: they are shown only this once. If you lose your phone, each code signs you in
            once instead of the app’s code.
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {context.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <div>
            <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'twoStep.codesSaved' })}>
              I have saved my recovery codes
            </button>
          </div>
        </>
      ) : null}

      {state === 'on' && status ? (
        <>
          <p className={styles.complete}>On. You enter a code from your authenticator app when you sign in.</p>
          <p className={styles.note}>
            {status.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.recoveryCodesLeft} recovery codes left.`}
            {status.required ? ' Admins need it on to use the admin tools.' : ''}
          </p>
          <div>
            <button type="button" className="btn btn-outline" onClick={() => actor.send({ type: 'twoStep.turnOff' })}>
              Turn off
            </button>
          </div>
        </>
      ) : null}

      {state === 'confirmingOff' || state === 'disabling' ? (
        <BusyForm busy={busy} alert={error} onSubmit={() => actor.send({ type: 'twoStep.disableConfirm' })}>
          <p className={styles.note}>
            {status?.required
              ? 'Without it you keep signing in, but the admin tools stay closed until you set it up again. '
              : ''}
            {status?.passwordRequired
              ? 'Enter your current password to confirm it is you.'
              : 'Confirm with a code from your app or one of your recovery codes.'}
          </p>
          {status?.passwordRequired ? (
            <PasswordInput
              label="Your current password"
              autoComplete="current-password"
              value={context.disablePassword}
              onValueChange={(value) => actor.send({ type: 'twoStep.disableChange', field: 'password', value })}
            />
          ) : (
            <FormField
              label="Code or recovery code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              value={context.disableCode}
              onValueChange={(value) => actor.send({ type: 'twoStep.disableChange', field: 'code', value })}
            />
          )}
          <div className={styles.actions}>
            <SubmitButton busy={busy} busyLabel="Turning off…">
              Turn off two-step verification
            </SubmitButton>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actor.send({ type: 'twoStep.keepOn' })}>
              Keep it on
            </button>
          </div>
        </BusyForm>
      ) : null}
    </section>
  );
}
