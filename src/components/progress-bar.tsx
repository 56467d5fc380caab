import styles from './progress-bar.module.css';

type ProgressBarProps = {
  /** What is progressing, for assistive tech: 'Listing progress', 'Uploading beach.jpg'. */
  label: string;
  value: number;
  max: number;
  /** The words beside the bar, e.g. 'Step 5 of 20'; also the value text read out. */
  text?: string;
};

/** A labelled progress bar (the wizard's steps, a photo's upload). */
export function ProgressBar({ label, value, max, text }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        {/* React sets style through the CSSOM, which the CSP's style-src does not restrict. */}
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      {text ? (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </div>
  );
}
