import type { ReactNode } from 'react';
import type { components } from '../../openapi/schema';
import { HOST_NOTE_HEADLINES } from '../shared/listing-moderation';
import styles from './moderation-note.module.css';
import { formatDay } from '../shared/format';

export type ModerationNote = components['schemas']['ModerationNote'];


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
  return (
    <section className={styles.note} data-tone={stopped ? 'stopped' : 'plain'} aria-label="Note from our team" role={stopped ? 'note' : undefined}>
      <Heading className={styles.headline}>{HOST_NOTE_HEADLINES[note.action]}</Heading>
      {note.reason ? <p className={styles.reason}>{note.action === 'reject' ? `What to change: ${note.reason}` : `Reason: ${note.reason}`}</p> : null}
      <p className={styles.when}>{formatDay(note.at)}</p>
      {children ? <div className={styles.way}>{children}</div> : null}
    </section>
  );
}
