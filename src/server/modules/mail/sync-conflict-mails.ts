import type { components } from '../../../../openapi/schema';
import { FEED_CHANNEL_LABELS } from '../../../shared/ical-feed';
import { CHANNEL_LABELS } from '../../../shared/reservation-labels';
import { formatDay } from '../../../shared/format';
import { nightsBetween } from '../../../shared/reservation-dates';
import type { MailMessage } from '../../lib/mailer';
import { composeMail } from './mail-layout';

type SyncConflict = components['schemas']['SyncConflict'];

export interface SyncConflictMailInput {
  to: string;
  hostName: string;
  publicUrl: string;
  /** New conflicts of one property, soonest first. */
  conflicts: SyncConflict[];
}

const nightsWord = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;
const stay = (from: string, to: string) => `${formatDay(from)} to ${formatDay(to)} (${nightsWord(nightsBetween(from, to))})`;

/** '“Airbnb calendar” (Airbnb) has a booking for Room 1, 10 Mar 2031 to 13 Mar 2031 (3 nights)'. */
function imported(conflict: SyncConflict): string {
  const what = conflict.event.kind === 'reserved' ? 'has a booking' : 'has closed the nights';
  const unit = conflict.unitName ? ` for ${conflict.unitName}` : '';
  return `“${conflict.feedName}” (${FEED_CHANNEL_LABELS[conflict.channel]}) ${what}${unit}, ${stay(conflict.event.startsOn, conflict.event.endsOn)}`;
}

/** What already holds the nights here: the reservation (code, guest, channel) or the host's block. */
function heldBy(conflict: SyncConflict): string {
  if (conflict.reservation) {
    const r = conflict.reservation;
    return `Booking ${r.code}: ${r.guestName} (${CHANNEL_LABELS[r.channel]}), ${stay(r.checkIn, r.checkOut)}`;
  }
  const block = conflict.block!;
  return `You blocked ${stay(block.startsOn, block.endsOn)}${block.note ? `: ${block.note}` : ''}`;
}

/**
 * Tells a host about imported events that collide with their bookings or blocks (sent once per
 * conflict, several together when one sync finds several). HTML and text; the feed names and
 * guest names are escaped by composeMail. The link opens the property's sync screen.
 */
export function syncConflictMail(input: SyncConflictMailInput): MailMessage {
  const { conflicts } = input;
  const first = conflicts[0];
  const place = first.propertyName ?? 'your property';
  const subject =
    conflicts.length === 1
      ? `Calendar conflict at ${place}: ${FEED_CHANNEL_LABELS[first.channel]} and a booking share ${formatDay(first.event.startsOn)}`
      : `${conflicts.length} calendar conflicts at ${place} need your attention`;
  return {
    ...composeMail({
      to: input.to,
      name: input.hostName,
      publicUrl: input.publicUrl,
      subject,
      paragraphs: [
        conflicts.length === 1
          ? 'A calendar you import has nights that are already taken here. One of the two may be a double booking.'
          : 'Calendars you import have nights that are already taken here. Some may be double bookings.',
        'The nights that were free are blocked; the taken ones stay with the booking below. Check both, then cancel one of them or change its dates. The conflict clears at the next sync.',
      ],
      details: conflicts.flatMap((conflict, index) => [
        { label: conflicts.length === 1 ? 'Imported' : `Conflict ${index + 1}: imported`, value: imported(conflict) },
        { label: 'Already here', value: heldBy(conflict) },
      ]),
      link: { label: 'Open the calendar sync', url: `${input.publicUrl}/synchronize/${first.propertyId}` },
    }),
    kind: 'sync-conflict',
  };
}
