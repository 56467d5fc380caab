import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UiText } from '../../machines/ui-text';
import { FieldShell } from './form-field';
import styles from './form-controls.module.css';

type OtpInputProps = {
  label?: string;
  /** Where the code comes from (default: the email we sent). */
  hint?: string;
  value: string;
  error?: UiText | null;
  length?: number;
  inputRef?: Ref<HTMLInputElement>;
  onValueChange: (value: string) => void;
};

/**
 * The one-time code: one numeric field (pasting a whole code and the browser's one-time-code
 * autofill both work), drawn as six boxes.
 */
export function OtpInput({ label, hint, value, error, length = 6, inputRef, onValueChange }: OtpInputProps) {
  const { t } = useLingui();
  return (
    <FieldShell label={label ?? t`Verification code`} error={error} hint={hint ?? t`The ${length}-digit code from the email we sent you.`}>
      {({ inputId, describedBy, invalid }) => (
        <input
          ref={inputRef}
          id={inputId}
          className={`${styles.input} ${styles.otp}`}
          style={{ '--otp-length': length } as React.CSSProperties}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        />
      )}
    </FieldShell>
  );
}
