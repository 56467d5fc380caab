import { BusyForm } from '../../components/busy-form';
import { FormField } from '../../components/form-field';
import { OtpInput } from '../../components/otp-input';
import { SubmitButton } from '../../components/submit-button';
import styles from './auth.module.css';

type TwoStepStepProps = {
  code: string;
  error: string | null;
  busy: boolean;
  useRecoveryCode: boolean;
  onChange: (value: string) => void;
  onVerify: () => void;
  onToggleRecoveryCode: () => void;
  onBack: () => void;
};

/** The sign-in's second step: the authenticator app's code, or one of the recovery codes. */
export function TwoStepStep({ code, error, busy, useRecoveryCode, onChange, onVerify, onToggleRecoveryCode, onBack }: TwoStepStepProps) {
  return (
    <BusyForm busy={busy} onSubmit={onVerify}>
      <p className={styles.sentTo}>
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you set up two-step verification. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Host Portal.'}
      </p>
      {useRecoveryCode ? (
        <FormField
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          error={error}
          onValueChange={onChange}
        />
      ) : (
        <OtpInput label="Authentication code" hint="The 6-digit code from your authenticator app." value={code} error={error} onValueChange={onChange} />
      )}
      <SubmitButton busy={busy} busyLabel="Verifying…" block>
        Verify
      </SubmitButton>
      <button type="button" className={styles.textButton} onClick={onToggleRecoveryCode}>
        {useRecoveryCode ? 'Use the code from your app' : 'Use a recovery code instead'}
      </button>
      <button type="button" className={styles.textButton} onClick={onBack}>
        Back to sign-in
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
