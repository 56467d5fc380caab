import { ToneBadge, type StatusTone } from './status-badge';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { statusToWords } from '../shared/text';

const TONES: Record<string, StatusTone> = {
  listed: 'good',
  pending_review: 'waiting',
  rejected: 'stopped',
  suspended: 'stopped',
  draft: 'quiet',
  unlisted: 'quiet',
};

/** The statuses' words (spec §5's helper writes them so: 'pending_review' → 'Pending Review'). */
const WORDS: Record<string, MessageDescriptor> = {
  listed: msg`Listed`,
  pending_review: msg`Pending Review`,
  rejected: msg`Rejected`,
  suspended: msg`Suspended`,
  draft: msg`Draft`,
  unlisted: msg`Unlisted`,
};

/** A listing's status in words (spec §5's helper), coloured by what it means for the host. */
export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const words = WORDS[status];
  return (
    <ToneBadge tone={TONES[status] ?? 'plain'} status={status}>
      {words ? i18n._(words) : statusToWords(status)}
    </ToneBadge>
  );
}
