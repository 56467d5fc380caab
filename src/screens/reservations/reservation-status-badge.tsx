import { STATUS_LABELS } from '../../rules/reservation-labels';
import type { ReservationStatus } from '../../rules/reservation-status';
import styles from './reservation-status-badge.module.css';

/** A reservation's status in the host's words, coloured by what it asks of the host. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
