import type { StepBodyProps } from '../step-types';
import styles from './steps.module.css';

/** A step whose form has not landed yet: says what it will collect (see the listing issue's note). */
export function PendingStep({ step }: StepBodyProps) {
  return <p className={styles.lead}>The form for “{step.title}” is not available yet.</p>;
}
