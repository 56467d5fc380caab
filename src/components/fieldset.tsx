import { useId, type ReactNode } from 'react';
import { shownMessage } from '../shared/shown-message';
import formStyles from './form-controls.module.css';
import styles from './fieldset.module.css';

type FieldsetProps = {
  legend: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
};

/** A group of radios or checkboxes with a visible legend, a hint and the group's message, both read with it. */
export function Fieldset({ legend, error, hint, children }: FieldsetProps) {
  const base = useId();
  const describedBy = [hint ? `${base}-hint` : '', error ? `${base}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${base}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${base}-error`} className={styles.error}>
          {shownMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
