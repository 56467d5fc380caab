import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { textIn, type UiText } from '../../machines/ui-text';
import { shownMessage } from '../shared/shown-message';
import styles from './form-controls.module.css';

type FieldIds = { inputId: string; errorId: string; hintId: string };

type FieldShellProps = {
  label: string;
  /** The field's message: the rules' or the server's words, or one of ours (UiText), shown in the active language. */
  error?: UiText | null;
  hint?: ReactNode;
  /** Render the control; it gets the ids to wire label, hint and error. */
  children: (ids: FieldIds & { describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** A visible label, the control, an optional hint and the field's message, wired for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const { i18n } = useLingui();
  const base = useId();
  const ids = { inputId: `${base}-input`, errorId: `${base}-error`, hintId: `${base}-hint` };
  const describedBy = [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      {children({ ...ids, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {shownMessage(textIn(i18n, error))}
        </p>
      ) : null}
    </div>
  );
}

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: UiText | null;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
};

/** A labelled text input with its validation message. */
export function FormField({ label, error, hint, onValueChange, ...input }: FormFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          {...input}
          id={inputId}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** The message of a failed submit or call, announced when it appears. */
export function FormAlert({ message }: { message: UiText | null | undefined }) {
  const { i18n } = useLingui();
  return message ? (
    <p role="alert" className={styles.alert}>
      {shownMessage(textIn(i18n, message))}
    </p>
  ) : null;
}
