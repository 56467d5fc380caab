import { createHash } from 'node:crypto';
import type { ImportKind } from './import-kind';
import type { FeedEvent, ParsedFeed, UnreadableEvent } from './parse-feed';

/** One VEVENT as read, before duplicates are settled: a plain event, or one instance of a repeating one. */
export interface ReadEvent {
  order: number;
  /** The UID, or for an instance of a repeating event its instance key (instanceKey). */
  uid: string;
  sequence: number;
  stamp: string;
  cancelled: boolean;
  nights: { startsOn: string; endsOn: string } | null;
  kind: ImportKind;
  /** Set when its dates could not be read, or only with a guess (event-problems.ts). */
  problem?: UnreadableEvent | null;
}

/** How many unreadable events a feed keeps to show; the rest are only counted. */
const MAX_UNREADABLE_SHOWN = 20;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const MAX_UID_LENGTH = 255;

/**
 * A UID as stored: without control characters (RFC 5545 allows none in text; the store uses two
 * of them as separators) and at most 255 characters, a longer one replaced by its SHA-256 so it
 * stays one per event.
 */
export function cleanUid(uid: string | null): string {
  const clean = (uid ?? '').replace(CONTROL_CHARACTERS, '').trim();
  return clean.length > MAX_UID_LENGTH ? `sha256:${createHash('sha256').update(clean).digest('hex')}` : clean;
}

/**
 * The key of one instance of a repeating event: its UID and the instance's original start (its
 * RECURRENCE-ID), so an override moves or cancels that instance alone. The separator is a control
 * character, which a cleaned UID never holds, so no plain UID can equal an instance's key; it is
 * neither of the two the store splits its rows on (store-feed-events.ts).
 */
const INSTANCE_SEPARATOR = '\u001d';
export const instanceKey = (uid: string, originalStart: string) => `${uid}${INSTANCE_SEPARATOR}${originalStart}`;

/** The event's own UID in a stored key: an instance key's UID part, or a plain UID as it is. What hosts and the API see. */
export function uidOfKey(key: string): string {
  const separator = key.indexOf(INSTANCE_SEPARATOR);
  return separator === -1 ? key : key.slice(0, separator);
}

/** The version of a repeating series: its winning copy's SEQUENCE and DTSTAMP. */
export interface SeriesRank {
  sequence: number;
  stamp: string;
}

/**
 * A UID sent both as a repeating series and as a plain event (a channel that turned one into the
 * other and left the old copy in): the newer by SEQUENCE, then DTSTAMP, stands and the other's
 * events go, as between two plain copies. Instance keys never equal a plain UID, so this is the
 * one place the two meet.
 */
export function dropSupersededCopies(events: ReadEvent[], series: Map<string, SeriesRank>): ReadEvent[] {
  const plainNewer = new Set<string>();
  let plainCopies = 0;
  for (const event of events) {
    const rank = series.get(event.uid);
    if (!rank) continue;
    plainCopies += 1;
    if (newerThan(event, rank)) plainNewer.add(event.uid);
  }
  if (plainCopies === 0) return events;
  return events.filter((event) => {
    const separator = event.uid.indexOf(INSTANCE_SEPARATOR);
    if (separator !== -1) return !plainNewer.has(event.uid.slice(0, separator));
    const rank = series.get(event.uid);
    return !rank || newerThan(event, rank);
  });
}

const newerThan = (event: SeriesRank, than: SeriesRank) => (event.sequence !== than.sequence ? event.sequence > than.sequence : event.stamp >= than.stamp);

/**
 * One event per UID (or instance key). The winner is the highest SEQUENCE, then the latest
 * DTSTAMP, then the last in the file (a channel that repeats an event means its newest copy). A
 * cancelled winner removes the key; events without usable dates are counted and dropped.
 * `named`: events already found read with a guess (a repeating event's series), counted too.
 */
export function settleEvents(events: ReadEvent[], notice: string | null, named: UnreadableEvent[] = []): ParsedFeed {
  const winners = new Map<string, ReadEvent>();
  let duplicates = 0;
  let invalid = 0;
  const unreadable = { count: 0, shown: [] as UnreadableEvent[] };
  const name = (problem: UnreadableEvent) => {
    unreadable.count += 1;
    if (unreadable.shown.length < MAX_UNREADABLE_SHOWN) unreadable.shown.push(problem);
  };
  named.forEach(name);
  for (const candidate of events) {
    if (!candidate.nights && !candidate.cancelled) {
      invalid += 1;
      name(candidate.problem ?? { uid: null, reason: 'its dates could not be read' });
      continue;
    }
    const held = winners.get(candidate.uid);
    if (held) {
      duplicates += 1;
      if (!newerThan(candidate, held)) continue;
    }
    winners.set(candidate.uid, candidate);
  }
  const kept: FeedEvent[] = [];
  let cancelled = 0;
  for (const winner of winners.values()) {
    if (winner.cancelled || !winner.nights) {
      cancelled += 1;
      continue;
    }
    // Read with a guess: its nights stand, and the host is told.
    if (winner.problem) name(winner.problem);
    kept.push({ uid: winner.uid, startsOn: winner.nights.startsOn, endsOn: winner.nights.endsOn, kind: winner.kind });
  }
  // The UIDs read only as unreadable copies: no readable or cancelled version of them stands.
  const unreadableUids = [...new Set(events.flatMap((e) => (!e.nights && !e.cancelled && e.problem?.uid && !winners.has(e.problem.uid) ? [e.problem.uid] : [])))];
  return { events: kept, cancelled, duplicates, invalid, unreadable: unreadable.count, unreadableEvents: unreadable.shown, unreadableUids, notice };
}
