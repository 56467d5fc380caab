import { Trans, useLingui } from '@lingui/react/macro';
import type { UiText } from '../../../machines/ui-text';
import { BusyForm } from '../../components/busy-form';
import { FormField } from '../../components/form-field';
import { OtpInput } from '../../components/otp-input';
import { SubmitButton } from '../../components/submit-button';
import styles from './auth.module.css';

type TwoStepStepProps = {
  code: string;
  error: UiText | null;
  busy: boolean;
  useRecoveryCode: boolean;
  onChange: (value: string) => void;
  onVerify: () => void;
  onToggleRecoveryCode: () => void;
  onBack: () => void;
};

/** The sign-in's second step: the authenticator app's code, or one of the recovery codes. */
export function TwoStepStep({ code, error, busy, useRecoveryCode, onChange, onVerify, onToggleRecoveryCode, onBack }: TwoStepStepProps) {
  const { t } = useLingui();
  return (
    <BusyForm busy={busy} onSubmit={onVerify}>
      <p className={styles.sentTo}>
        {useRecoveryCode ? (
          <Trans>Enter one of the recovery codes you saved when you set up two-step verification. Each works once.</Trans>
        ) : (
          <Trans>Open your authenticator app and enter the 6-digit code it shows for Host Portal.</Trans>
        )}
      </p>
      {useRecoveryCode ? (
        <FormField
          label={t`Recovery code`}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          error={error}
          onValueChange={onChange}
        />
      ) : (
        <OtpInput
          label={t`Authentication code`}
          hint={t`The 6-digit code from your authenticator app.`}
          value={code}
          error={error}
          onValueChange={onChange}
        />
      )}
      <SubmitButton busy={busy} busyLabel={t`Verifying…`} block>
        <Trans>Verify</Trans>
      </SubmitButton>
      <button type="button" className={styles.textButton} onClick={onToggleRecoveryCode}>
        {useRecoveryCode ? <Trans>Use the code from your app</Trans> : <Trans>Use a recovery code instead</Trans>}
      </button>
      <button type="button" className={styles.textButton} onClick={onBack}>
        <Trans>Back to sign-in</Trans>
      </button>
    </BusyForm>
  );
}

/** Focus on the code field once React has drawn it. */
export function focusTwoStepCode(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"], input[name="recoveryCode"]')?.focus();
  });
}
