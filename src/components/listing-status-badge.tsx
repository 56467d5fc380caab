import { ToneBadge, type StatusTone } from './status-badge';
import { statusToWords } from '../shared/text';

const TONES: Record<string, StatusTone> = {
  listed: 'good',
  pending_review: 'waiting',
  rejected: 'stopped',
  suspended: 'stopped',
  draft: 'quiet',
  unlisted: 'quiet',
};

/** A listing's status in words (spec §5's helper), coloured by what it means for the host. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <ToneBadge tone={TONES[status] ?? 'plain'} status={status}>
      {statusToWords(status)}
    </ToneBadge>
  );
}
