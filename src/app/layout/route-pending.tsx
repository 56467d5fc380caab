import { Trans } from '@lingui/react/macro';
import styles from './route-pending.module.css';

/** Shown for the moment a screen's chunk is on its way. */
export function RoutePending() {
  return (
    <div className={styles.pending} role="status" aria-busy="true">
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
    </div>
  );
}
