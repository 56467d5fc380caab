import { Trans, useLingui } from '@lingui/react/macro';
import type { StepBodyProps } from '../step-types';
import { stepTitle } from '../step-titles';
import styles from './steps.module.css';

/** A step whose form has not landed yet: says what it will collect (see the listing issue's note). */
export function PendingStep({ step }: StepBodyProps) {
  const { i18n } = useLingui();
  const title = stepTitle(i18n, step);
  return (
    <p className={styles.lead}>
      <Trans>The form for “{title}” is not available yet.</Trans>
    </p>
  );
}
