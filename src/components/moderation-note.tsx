import type { ReactNode } from 'react';
import type { components } from '../../openapi/schema';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ModerationAction } from '../shared/listing-moderation';
import styles from './moderation-note.module.css';
import { formatDay } from '../shared/format';

export type ModerationNote = components['schemas']['ModerationNote'];

/** The headline of each decision as the host reads it: what happened, never who in our team did it. */
const HOST_NOTE_HEADLINES: Record<ModerationAction, MessageDescriptor> = {
  approve: msg`Our team approved this listing`,
  reject: msg`Our team could not approve this listing yet`,
  suspend: msg`Our team suspended this listing`,
  unsuspend: msg`Our team lifted the suspension`,
  change_plan: msg`Our team changed the plan of this listing`,
  unlist: msg`This listing is paused: guests cannot find or book it`,
  relist: msg`This listing is live again`,
  submit: msg`This listing was submitted for review`,
  withdraw: msg`This listing was withdrawn from review`,
};

/** Whether a note is worth showing the host prominently: our team stopped the listing, saying why. */
export const isStoppingNote = (note: ModerationNote | null, status: string): note is ModerationNote =>
  note !== null && ((status === 'rejected' && note.action === 'reject') || (status === 'suspended' && note.action === 'suspend'));

/**
 * What our team decided about a listing and why, as the host reads it: never who in our team
 * did it ("Our team …"). `children` is the way forward (Edit and resubmit, contact us).
 */
export function ModerationNoteCallout({ note, children, headingLevel = 3 }: { note: ModerationNote; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stopped = note.action === 'reject' || note.action === 'suspend';
  const { t, i18n } = useLingui();
  const reason = note.reason;
  return (
    <section className={styles.note} data-tone={stopped ? 'stopped' : 'plain'} aria-label={t`Note from our team`} role={stopped ? 'note' : undefined}>
      <Heading className={styles.headline}>{i18n._(HOST_NOTE_HEADLINES[note.action])}</Heading>
      {reason ? <p className={styles.reason}>{note.action === 'reject' ? t`What to change: ${reason}` : t`Reason: ${reason}`}</p> : null}
      <p className={styles.when}>{formatDay(note.at)}</p>
      {children ? <div className={styles.way}>{children}</div> : null}
    </section>
  );
}
