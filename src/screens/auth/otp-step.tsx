import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <BusyForm busy={busy} onSubmit={onVerify}>
      <p className={styles.sentTo}>
        <Trans>
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </Trans>
      </p>
      <FormAlert message={error} />
      <OtpInput value={otp} onValueChange={onChange} />
      <SubmitButton busy={busy} busyLabel={t`Verifying…`} block>
        <Trans>Verify</Trans>
      </SubmitButton>
      <p className={styles.resend} aria-live="polite">
        <Trans>Didn’t get it?</Trans>{' '}
        {canResend ? (
          <button type="button" className={styles.textButton} onClick={onResend}>
            <Trans>Resend code</Trans>
          </button>
        ) : resending ? (
          <span>
            <Trans>Sending a new code…</Trans>
          </span>
        ) : (
          <span>
            <Trans>You can ask for a new code in {secondsLeft} s.</Trans>
          </span>
        )}
      </p>
      <button type="button" className={styles.textButton} onClick={onBack}>
        {backLabel}
      </button>
    </BusyForm>
  );
}
