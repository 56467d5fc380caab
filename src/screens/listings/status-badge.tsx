import { statusToWords } from '../../rules/text';
import styles from './status-badge.module.css';

/** A listing's status in words (spec §5's helper), coloured by what it means for the host. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {statusToWords(status)}
    </span>
  );
}
