import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { partNumberOf, type WizardStep } from '../../../machines/wizard-steps';
import { ProgressBar } from '../../components/progress-bar';
import { PART_NAMES } from './step-titles';
import styles from './wizard-progress.module.css';

/** 'Part 2 of 3 · Rooms and photos'; the intro and the summary say what the whole flow is. */
export function partLine(i18n: I18n, step: WizardStep, live: boolean): string {
  const part = partNumberOf(step);
  if (step.part && part) {
    const { number, total } = part;
    const name = i18n._(PART_NAMES[step.part]);
    return i18n._(msg`Part ${number} of ${total} · ${name}`);
  }
  return live ? i18n._(msg`Your listing`) : i18n._(msg`List your property`);
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
  const { t, i18n } = useLingui();
  const position = progress?.position ?? 0;
  const total = progress?.total ?? 0;
  return (
    <div className={styles.progress}>
      <div className={styles.where}>
        <p className={styles.part}>{partLine(i18n, step, live)}</p>
        <p className={styles.step}>{title}</p>
      </div>
      <button type="button" className={`btn btn-outline btn-small ${styles.exit}`} disabled={busy} onClick={onSaveAndExit}>
        <Trans>Save &amp; exit</Trans>
      </button>
      {progress ? (
        <div className={styles.bar}>
          <ProgressBar
            label={t`Listing progress`}
            value={progress.position}
            max={progress.total}
            text={t`Step ${position} of ${total}`}
          />
        </div>
      ) : null}
    </div>
  );
}
