import { OtpInput } from '../../components/otp-input';
import { BusyForm } from '../../components/busy-form';
import { FormAlert } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import styles from './auth.module.css';

type OtpStepProps = {
  email: string;
  otp: string;
  error: string | null;
  busy: boolean;
  secondsLeft: number;
  canResend: boolean;
  resending: boolean;
  onChange: (value: string) => void;
  onVerify: () => void;
  onResend: () => void;
  onBack: () => void;
  backLabel: string;
};

/** The code step shared by sign-up and the forgotten password: the code, verify, resend, back. */
export function OtpStep(props: OtpStepProps) {
  const { email, otp, error, busy, secondsLeft, canResend, resending, onChange, onVerify, onResend, onBack, backLabel } = props;
  return (
    <BusyForm busy={busy} onSubmit={onVerify}>
      <p className={styles.sentTo}>
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      <FormAlert message={error} />
      <OtpInput value={otp} onValueChange={onChange} />
      <SubmitButton busy={busy} busyLabel="Verifying…" block>
        Verify
      </SubmitButton>
      <p className={styles.resend} aria-live="polite">
        Didn’t get it?{' '}
        {canResend ? (
          <button type="button" className={styles.textButton} onClick={onResend}>
            Resend code
          </button>
        ) : resending ? (
          <span>Sending a new code…</span>
        ) : (
          <span>You can ask for a new code in {secondsLeft} s.</span>
        )}
      </p>
      <button type="button" className={styles.textButton} onClick={onBack}>
        {backLabel}
      </button>
    </BusyForm>
  );
}
