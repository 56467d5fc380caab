import type { FeedEvent } from '../../lib/ical/parse-feed';

/** Nights of unit_occupancy with what holds them: a reservation, a host block or an import feed (one range of its multirange). */
export interface Occupant {
  startsOn: string;
  endsOn: string;
  reservationId: number | null;
  blockId: number | null;
  /** 'host' | 'import' for blocks, null for reservations. */
  blockSource: string | null;
}

export interface Placement {
  uid: string;
  /** The event's free nights, as blocks to insert (usually one: the whole event). */
  segments: { startsOn: string; endsOn: string }[];
  /** Reservations and host blocks holding some of its nights: each is a conflict to show the host. */
  collisions: { reservationId: number | null; blockId: number | null }[];
  /** Every night is in the event's own blocks: nothing to retry at the next sync. */
  settled: boolean;
}

/**
 * Where events of one feed can go on a unit whose nights `occupants` already hold (no two of
 * them overlap: the database refuses it). Each event gets the nights nobody holds. A
 * reservation or a host block on its nights is a collision the host has to sort out; a block
 * imported from any feed is not (both channels agree the nights are taken), and neither is an
 * earlier event of this same batch. Nor is an occupant whose shared nights all fall before
 * `today`: those nights are history, and a conflict concerns nights from today on. Events and occupants are walked in date order, with a binary
 * search for each event's first occupant, so the work grows with the events and what they touch,
 * not with their product.
 */
export function placeFeedEvents(events: FeedEvent[], occupants: Occupant[], today = ''): Placement[] {
  const taken = [...occupants].sort((a, b) => compare(a.startsOn, b.startsOn));
  const ordered = [...events].sort((a, b) => compare(a.startsOn, b.startsOn) || compare(a.uid, b.uid));
  const placements: Placement[] = [];
  let batchEnd = ''; // the latest night reached by an event placed before this one
  for (const event of ordered) {
    const segments: Placement['segments'] = [];
    const collisions: Placement['collisions'] = [];
    // Nights an earlier event of the batch covers are its business, whether it got them or not.
    let cursor = batchEnd > event.startsOn ? minDay(batchEnd, event.endsOn) : event.startsOn;
    let covered = cursor > event.startsOn;
    for (let i = firstEndingAfter(taken, event.startsOn); i < taken.length && taken[i].startsOn < event.endsOn; i++) {
      const occupant = taken[i];
      // The shared nights end at the earlier of the two ends; the event's end is after today (past events are not placed).
      if ((occupant.reservationId !== null || occupant.blockSource === 'host') && occupant.endsOn > today) {
        collisions.push({ reservationId: occupant.reservationId, blockId: occupant.reservationId === null ? occupant.blockId : null });
      }
      covered = true;
      if (occupant.startsOn > cursor) segments.push({ startsOn: cursor, endsOn: occupant.startsOn });
      if (occupant.endsOn > cursor) cursor = minDay(occupant.endsOn, event.endsOn);
    }
    if (cursor < event.endsOn) segments.push({ startsOn: cursor, endsOn: event.endsOn });
    placements.push({ uid: event.uid, segments, collisions, settled: !covered });
    if (event.endsOn > batchEnd) batchEnd = event.endsOn;
  }
  return placements;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const minDay = (a: string, b: string) => (a < b ? a : b);

/** Index of the first occupant ending after `day` (occupants are disjoint and sorted, so ends are sorted too). */
function firstEndingAfter(taken: Occupant[], day: string): number {
  let low = 0;
  let high = taken.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (taken[middle].endsOn > day) high = middle;
    else low = middle + 1;
  }
  return low;
}
