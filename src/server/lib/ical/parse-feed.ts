import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { forEachContentLine, knownName } from './content-lines';
import { CalendarZones, dayInZone, readDateTime, wallUtcMs, type WallClock } from './local-days';
import { readProperty, type JcalProperty } from './read-property';

/**
 * Reads the calendars channels export (Airbnb, Booking.com, Vrbo, others) into the nights their
 * events hold, in the unit's time zone. Pure: text in, events out.
 *
 * Speed: ical.js builds an ICAL.Event per event in time that grows with the square of the number
 * of events (STACK.md). So the text is walked line by line once, and only the few properties
 * that matter (UID, DTSTART, DTEND, DURATION, SUMMARY, STATUS, SEQUENCE, DTSTAMP) are read, as
 * ical.js's property parser reads them (read-property.ts). Descriptions and the rest are never
 * parsed. VTIMEZONE blocks are kept whole for ical.js's Timezone.
 */

export type ImportKind = 'reserved' | 'unavailable';

export interface FeedEvent {
  uid: string;
  /** First night, in the unit's time zone. */
  startsOn: string;
  /** The morning after the last night (exclusive), like a stay's check-out. */
  endsOn: string;
  kind: ImportKind;
}

export interface ParsedFeed {
  /** One per UID, in the order first seen; cancelled UIDs are left out. */
  events: FeedEvent[];
  /** UIDs whose winning version is STATUS:CANCELLED. */
  cancelled: number;
  /** Extra copies of a UID (older SEQUENCE or DTSTAMP, or repeated) set aside. */
  duplicates: number;
  /** Events without a usable DTSTART, or with dates outside 1970-2199. */
  invalid: number;
}

/** The text is not an iCalendar at all (a sign-in page, an error page, an empty answer). */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

const WANTED = new Set(['UID', 'DTSTART', 'DTEND', 'DURATION', 'SUMMARY', 'STATUS', 'SEQUENCE', 'DTSTAMP']);

interface RawEvent {
  order: number;
  props: Partial<Record<string, JcalProperty>>;
}

/**
 * 'Reserved' (Airbnb), 'Reserved - Guest' (Vrbo): a booking. 'Airbnb (Not available)',
 * 'CLOSED - Not available' (Booking.com, whose export says this for bookings too), 'Blocked'
 * (Vrbo), anything else or nothing: closed nights.
 */
export function importKindOf(summary: string | null): ImportKind {
  if (!summary) return 'unavailable';
  if (/not available|unavailable|closed|blocked/i.test(summary)) return 'unavailable';
  return /reserv|booked|booking/i.test(summary) ? 'reserved' : 'unavailable';
}

export function parseFeed(text: string, options: { timeZone: string }): ParsedFeed {
  // Events are read as soon as they end, so the properties of each die young (a large calendar
  // then costs the garbage collector little); one whose TZID is defined further down waits.
  const read: ReadEvent[] = [];
  const waiting: RawEvent[] = [];
  let order = 0;
  const zones = new CalendarZones();
  let sawCalendar = false;
  let depth = 0;
  let event: RawEvent | null = null;
  let eventDepth = 0;
  let zoneLines: string[] | null = null;
  let zoneId: string | null = null;

  forEachContentLine(text, (line) => {
    const name = knownName(line);
    if (name === 'BEGIN') {
      const component = line === 'BEGIN:VEVENT' ? 'VEVENT' : line.slice(6).trim().toUpperCase();
      depth += 1;
      if (depth === 1) sawCalendar = component === 'VCALENDAR';
      else if (depth === 2 && component === 'VEVENT') {
        event = { order: order++, props: {} };
        eventDepth = depth;
      } else if (depth === 2 && component === 'VTIMEZONE') zoneLines = [];
      zoneLines?.push(line);
      return;
    }
    if (name === 'END') {
      zoneLines?.push(line);
      if (depth === 2 && event && depth === eventDepth) {
        if (zones.knows(event.props.DTSTART) && zones.knows(event.props.DTEND)) read.push(readEvent(event, zones, options.timeZone));
        else waiting.push(event);
        event = null;
      } else if (depth === 2 && zoneLines) {
        if (zoneId) zones.define(zoneId, zoneLines.join('\r\n'));
        zoneLines = null;
        zoneId = null;
      }
      depth -= 1;
      return;
    }
    if (zoneLines) {
      zoneLines.push(line);
      if (depth === 2 && name === 'TZID') zoneId = line.slice(line.indexOf(':') + 1).trim();
      return;
    }
    // Only the event's own properties: an alarm inside it has a DTSTART and a DURATION of its own.
    if (event === null || depth !== eventDepth || !WANTED.has(name)) return;
    const current: RawEvent = event;
    try {
      current.props[name] = readProperty(name, line);
    } catch {
      // A malformed property is as good as a missing one; the event may still be complete without it.
    }
  });
  if (!sawCalendar) throw new FeedParseError('This is not a calendar');

  if (waiting.length > 0) {
    for (const raw of waiting) read.push(readEvent(raw, zones, options.timeZone));
    read.sort((a, b) => a.order - b.order);
  }
  return settleDuplicates(read);
}

interface ReadEvent {
  order: number;
  uid: string;
  sequence: number;
  stamp: string;
  cancelled: boolean;
  nights: { startsOn: string; endsOn: string } | null;
  kind: ImportKind;
}

const text = (prop: JcalProperty | undefined): string | null => (prop && typeof prop[3] === 'string' ? prop[3] : null);

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
export const MAX_UID_LENGTH = 255;

/**
 * A UID as stored: without control characters (RFC 5545 allows none in text; the store uses two
 * of them as separators) and at most 255 characters, a longer one replaced by its SHA-256 so it
 * stays one per event.
 */
function cleanUid(uid: string | null): string {
  const clean = (uid ?? '').replace(CONTROL_CHARACTERS, '').trim();
  return clean.length > MAX_UID_LENGTH ? `sha256:${createHash('sha256').update(clean).digest('hex')}` : clean;
}

function readEvent(raw: RawEvent, zones: CalendarZones, timeZone: string): ReadEvent {
  const { props } = raw;
  const start = props.DTSTART;
  const nights = start ? nightsOf(start, props.DTEND, props.DURATION, zones, timeZone) : null;
  const sequence = Number(props.SEQUENCE?.[3] ?? 0);
  return {
    order: raw.order,
    // RFC 5545 makes UID required; a channel that leaves it out gets one made from the event's
    // nights, which stays the same from one fetch to the next while the event does.
    uid: cleanUid(text(props.UID)) || (nights ? `no-uid:${nights.startsOn}/${nights.endsOn}` : `no-uid:#${raw.order}`),
    sequence: Number.isFinite(sequence) ? sequence : 0,
    stamp: text(props.DTSTAMP) ?? '',
    cancelled: text(props.STATUS)?.trim().toUpperCase() === 'CANCELLED',
    nights,
    kind: importKindOf(text(props.SUMMARY)),
  };
}

/** A point of an event in the unit's time zone: its day, and for timed values the instant (or wall time). */
interface Moment {
  day: string;
  /** Set for DATE-TIME values: the UTC ms of the instant (floating times: of the wall clock read as UTC). */
  ms: number | null;
  /** Floating and unknown-zone times are the unit's own wall clock. */
  wall: boolean;
}

const ISO_DAY = /^(19[7-9]\d|2[01]\d\d)-\d{2}-\d{2}$/;

function momentOf(prop: JcalProperty, zones: CalendarZones, timeZone: string): Moment | null {
  const value = prop[3];
  if (typeof value !== 'string') return null;
  if (prop[2] === 'date') return ISO_DAY.test(value) ? { day: value, ms: null, wall: false } : null;
  // 'DTSTART:20260312' (a date without VALUE=DATE, which some exports send) reaches us as '2026-03-12T::'.
  const bareDate = /^(\d{4}-\d{2}-\d{2})T::$/.exec(value);
  if (bareDate) return ISO_DAY.test(bareDate[1]) ? { day: bareDate[1], ms: null, wall: false } : null;
  const time = readDateTime(value);
  if (!time) return null;
  const tzid = typeof prop[1].tzid === 'string' ? prop[1].tzid : null;
  const instant = time.utc ? wallUtcMs(time) : tzid ? zones.instantOf(time, tzid) : null;
  if (instant === null) return wallMoment(time);
  const day = dayInZone(instant, timeZone);
  return ISO_DAY.test(day) ? { day, ms: instant, wall: false } : null;
}

function wallMoment(time: WallClock): Moment | null {
  const ms = wallUtcMs(time);
  const day = new Date(ms).toISOString().slice(0, 10);
  return ISO_DAY.test(day) ? { day, ms, wall: true } : null;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The nights [startsOn, endsOn) an event holds in the unit's time zone: the day it starts, to the
 * day it ends (a check-out at 11:00 frees that night). No DTEND: DURATION; neither: the one night
 * (RFC 5545 §3.6.1 gives a DATE event one day). An event ending on the day it starts (a few hours)
 * still holds that night.
 */
function nightsOf(start: JcalProperty, end: JcalProperty | undefined, duration: JcalProperty | undefined, zones: CalendarZones, timeZone: string): { startsOn: string; endsOn: string } | null {
  const from = momentOf(start, zones, timeZone);
  if (!from) return null;
  let endDay: string | null = null;
  if (end) endDay = momentOf(end, zones, timeZone)?.day ?? null;
  else if (duration && typeof duration[3] === 'string') endDay = afterDuration(from, duration[3], timeZone);
  const endsOn = endDay && endDay > from.day ? endDay : addDays(from.day, 1);
  return ISO_DAY.test(endsOn) ? { startsOn: from.day, endsOn } : null;
}

function afterDuration(from: Moment, value: string, timeZone: string): string | null {
  let seconds: number;
  try {
    const duration = ICAL.Duration.fromString(value);
    seconds = duration.toSeconds();
  } catch {
    return null;
  }
  if (from.ms === null) return addDays(from.day, Math.floor(seconds / 86_400));
  const ms = from.ms + seconds * 1000;
  return from.wall ? new Date(ms).toISOString().slice(0, 10) : dayInZone(ms, timeZone);
}

/**
 * One event per UID. The winner is the highest SEQUENCE, then the latest DTSTAMP, then the last
 * in the file (a channel that repeats an event means its newest copy). A cancelled winner
 * removes the UID; events without usable dates are counted and dropped.
 */
function settleDuplicates(events: ReadEvent[]): ParsedFeed {
  const winners = new Map<string, ReadEvent>();
  let duplicates = 0;
  let invalid = 0;
  for (const candidate of events) {
    if (!candidate.nights && !candidate.cancelled) {
      invalid += 1;
      continue;
    }
    const held = winners.get(candidate.uid);
    if (held) {
      duplicates += 1;
      const newer = candidate.sequence !== held.sequence ? candidate.sequence > held.sequence : candidate.stamp >= held.stamp;
      if (!newer) continue;
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
    kept.push({ uid: winner.uid, startsOn: winner.nights.startsOn, endsOn: winner.nights.endsOn, kind: winner.kind });
  }
  return { events: kept, cancelled, duplicates, invalid };
}
