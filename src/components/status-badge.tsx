import styles from './status-badge.module.css';

/** What a status means for the host, which sets its colour: one palette for every kind of status. */
export type StatusTone = 'good' | 'waiting' | 'stopped' | 'quiet' | 'plain';

export function ToneBadge({ tone, status, children }: { tone: StatusTone; status: string; children: string }) {
  return (
    <span className={styles.badge} data-tone={tone} data-status={status}>
      {children}
    </span>
  );
}
