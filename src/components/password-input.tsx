import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UiText } from '../../machines/ui-text';
import { FieldShell } from './form-field';
import styles from './form-controls.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: UiText | null;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
};

/** A password field with a Show/Hide toggle (a real button, so keyboards and screen readers get it). */
export function PasswordInput({ label, error, hint, onValueChange, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <div className={styles.withAction}>
          <input
            {...input}
            id={inputId}
            type={visible ? 'text' : 'password'}
            className={styles.input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <button
            type="button"
            className={styles.inlineAction}
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t`Hide` : t`Show`}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
