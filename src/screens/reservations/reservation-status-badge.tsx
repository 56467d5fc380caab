import { ToneBadge, type StatusTone } from '../../components/status-badge';
import { useLingui } from '@lingui/react';
import { STATUS_MESSAGES } from './reservation-labels';
import type { ReservationStatus } from '../../shared/reservation-status';

/** A request waits for the host: the one status that asks for something. */
const TONES: Record<ReservationStatus, StatusTone> = {
  pending: 'waiting',
  confirmed: 'good',
  checked_in: 'good',
  checked_out: 'quiet',
  cancelled: 'stopped',
  declined: 'stopped',
  no_show: 'stopped',
};

/** A reservation's status in the host's words, coloured by what it asks of the host. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { i18n } = useLingui();
  return (
    <ToneBadge tone={TONES[status]} status={status}>
      {i18n._(STATUS_MESSAGES[status])}
    </ToneBadge>
  );
}
