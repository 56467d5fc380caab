import { partNumberOf, type WizardStep } from '../../../machines/wizard-steps';
import { ProgressBar } from '../../components/progress-bar';
import styles from './wizard-progress.module.css';

const PART_NAMES = { property: 'Your property', rooms: 'Rooms and photos', payments: 'Payments and policies' } as const;

/** 'Part 2 of 3 · Rooms and photos'; the intro and the summary say what the whole flow is. */
export function partLine(step: WizardStep, live: boolean): string {
  const part = partNumberOf(step);
  if (step.part && part) return `Part ${part.number} of ${part.total} · ${PART_NAMES[step.part]}`;
  return live ? 'Your listing' : 'List your property';
}

type WizardProgressProps = {
  step: WizardStep;
  /** The step's heading as the page shows it (the summary has its own words for admins and live listings). */
  title: string;
  live: boolean;
  progress: { position: number; total: number } | null;
  /** A call is out, so nothing is pressed twice. */
  busy: boolean;
  onSaveAndExit: () => void;
};

/**
 * What the slim header says about the wizard (src/app/layout/wizard-header.tsx holds it): where
 * the host is, how far along, and "Save & exit", which keeps what they typed when it can be saved.
 */
export function WizardProgress({ step, title, live, progress, busy, onSaveAndExit }: WizardProgressProps) {
  return (
    <div className={styles.progress}>
      <div className={styles.where}>
        <p className={styles.part}>{partLine(step, live)}</p>
        <p className={styles.step}>{title}</p>
      </div>
      <button type="button" className={`btn btn-outline btn-small ${styles.exit}`} disabled={busy} onClick={onSaveAndExit}>
        Save &amp; exit
      </button>
      {progress ? (
        <div className={styles.bar}>
          <ProgressBar label="Listing progress" value={progress.position} max={progress.total} text={`Step ${progress.position} of ${progress.total}`} />
        </div>
      ) : null}
    </div>
  );
}
