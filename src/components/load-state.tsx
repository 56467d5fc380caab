import { useLingui } from '@lingui/react/macro';
import { textIn, type UiText } from '../../machines/ui-text';
import styles from './load-state.module.css';

/**
 * Loading and failure, one pattern on every screen (issue 24 item 7). A screen's machine owns the
 * states (loading → ready | failed, failed → loading on retry); the screen renders these two for
 * them, so every screen waits and fails the same way:
 * - while loading, the words of what is coming (read out once, role=status) over a skeleton that
 *   holds the place of the content, so nothing jumps when it arrives;
 * - when the call fails, the catalogue's message (spec §8: 'Your connection was interrupted' when
 *   no answer came) and one retry button. The screen's machine keeps whatever was typed, so a
 *   retry never costs the host their input.
 */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={styles.loading}>
      <p role="status" className={styles.label}>
        {label}
      </p>
      <div className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className={styles.bone} />
        ))}
      </div>
    </div>
  );
}

type LoadFailedProps = {
  /** The failed call's text: the error catalogue's message, or one of ours (UiText). */
  message: UiText | null;
  onRetry: () => void;
  /** What the retry does, when 'Try again' alone would be unclear on the screen. */
  retryLabel?: string;
};

export function LoadFailed({ message, onRetry, retryLabel }: LoadFailedProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.failed}>
      <p role="alert" className={styles.message}>
        {textIn(i18n, message) ?? t`Sorry! Try again later`}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {retryLabel ?? t`Try again`}
      </button>
    </div>
  );
}
