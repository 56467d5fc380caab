import * as Dialog from '@radix-ui/react-dialog';
import './style-nonce';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import controls from './form-controls.module.css';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export type ConfirmInput = {
  /** The text input's label; with it the dialog asks for a text (a reason, a name) before Yes. */
  label: string;
  /** Shown, and Yes refused, when the input is empty on confirm; without it the text is optional. */
  requiredMessage?: string;
  /** The most characters the text may have. */
  maxLength?: number;
  placeholder?: string;
};

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  input?: ConfirmInput;
  /** Yes: receives the input's text ('' without an input). */
  onConfirm: (text: string) => void;
  /** No, Escape, the close button or a click outside. */
  onCancel: () => void;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
  /** A message about the input from outside (a rule the flow checked); shown like the required one. */
  inputError?: string | null;
  /** Extra fields between the question and the input (a plan picker). */
  extra?: ReactNode;
};

/**
 * A question answered Yes or No (spec §5 "Confirmation dialogs"), optionally with a text input:
 * when an input label is configured and the input is empty on confirm, the configured message
 * shows and nothing is confirmed.
 */
export function ConfirmDialog({ open, title, children, input, onConfirm, onCancel, busy = false, inputError = null, extra }: ConfirmDialogProps) {
  const base = useId();
  const inputId = `${base}-input`;
  const errorId = `${base}-error`;
  const [text, setText] = useState('');
  const [ownError, setError] = useState<string | null>(null);
  const error = ownError ?? inputError;
  // Opened by a flow, not a Radix trigger: focus goes back to the button that asked the question.
  const returnFocus = useReturnFocus();

  // Each opening starts blank.
  useEffect(() => {
    if (open) {
      setText('');
      setError(null);
    }
  }, [open]);

  const confirm = () => {
    if (input?.requiredMessage && text.trim() === '') {
      setError(input.requiredMessage);
      document.getElementById(inputId)?.focus();
      return;
    }
    onConfirm(input ? text.trim() : '');
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} role="alertdialog" aria-describedby={children ? `${base}-body` : undefined} {...returnFocus}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          </div>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // React bubbles a portal's events through the component tree: without this, a dialog
              // opened from inside a form (a wizard step) would submit that form too.
              event.stopPropagation();
              confirm();
            }}
          >
            <div className={styles.body}>
              {children ? (
                <div id={`${base}-body`} className={styles.description}>
                  {children}
                </div>
              ) : null}
              {extra}
              {input ? (
                <div className={controls.field}>
                  <label className={controls.label} htmlFor={inputId}>
                    {input.label}
                  </label>
                  <input
                    id={inputId}
                    className={controls.input}
                    value={text}
                    placeholder={input.placeholder}
                    maxLength={input.maxLength}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => {
                      setText(event.target.value);
                      setError(null);
                    }}
                  />
                  {error ? (
                    <p id={errorId} className={controls.error} role="alert">
                      {error}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
            <div className={styles.actions}>
              <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
                <Trans>No</Trans>
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                <Trans>Yes</Trans>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
