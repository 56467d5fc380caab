import { forEachContentLine, knownName } from './content-lines';
import { nightsOf } from './event-nights';
import { OUT_OF_RANGE, problemOf } from './event-problems';
import { expandRecurringEvents, LIMIT_NOTICE } from './expand-recurring-events';
import { importKindOf, type ImportKind } from './import-kind';
import { CalendarZones } from './local-days';
import { readDateLine, repairedLineOf } from './read-date-line';
import { readProperty, type JcalProperty } from './read-property';
import { cleanUid, dropSupersededCopies, settleEvents, type ReadEvent } from './settle-events';

/**
 * Reads the calendars channels export (Airbnb, Booking.com, Vrbo, others) into the nights their
 * events hold, in the unit's time zone. Pure: text in, events out.
 *
 * Speed: ical.js builds an ICAL.Event per event in time that grows with the square of the number
 * of events (STACK.md). So the text is walked line by line once, and for a plain event only the
 * few properties that matter (UID, DTSTART, DTEND, DURATION, SUMMARY, STATUS, SEQUENCE, DTSTAMP)
 * are read, as ical.js's property parser reads them (read-property.ts). Descriptions and the rest
 * are never parsed. VTIMEZONE blocks are kept whole for ical.js's Timezone. Only an event that
 * repeats (RRULE, RDATE, EXDATE) or overrides one instance (RECURRENCE-ID) goes to ical.js whole,
 * which expands it (expand-recurring-events.ts).
 */

export interface FeedEvent {
  /** The UID; for an instance of a repeating event, the UID and its original start (instanceKey). */
  uid: string;
  /** First night, in the unit's time zone. */
  startsOn: string;
  /** The morning after the last night (exclusive), like a stay's check-out. */
  endsOn: string;
  kind: ImportKind;
}

export interface ParsedFeed {
  /** One per UID (or instance), in the order first seen; cancelled ones are left out. */
  events: FeedEvent[];
  /** UIDs (or instances) whose winning version is STATUS:CANCELLED. */
  cancelled: number;
  /** Extra copies of a UID (older SEQUENCE or DTSTAMP, or repeated) set aside. */
  duplicates: number;
  /** Events without a usable DTSTART, or with dates outside 1970-2199. */
  invalid: number;
  /** Events whose dates could not be read, or only with a guess (event-problems.ts): how many, and the first MAX_UNREADABLE_SHOWN. */
  unreadable: number;
  unreadableEvents: UnreadableEvent[];
  /** The UIDs of events that block nothing because they could not be read (sync-feed.ts keeps what they held). */
  unreadableUids: string[];
  /** Something the host should know although the calendar was read (a cap on repeating events reached). */
  notice: string | null;
}

/** An event named on the sync screen: its UID as sent (null without one; never its SUMMARY, which may name a guest) and what was wrong. */
export interface UnreadableEvent {
  uid: string | null;
  reason: string;
}

/** The text is not an iCalendar at all (a sign-in page, an error page, an empty answer). */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

/** The text starts as an iCalendar but stops part way: no END:VCALENDAR, or a component left open. */
export class FeedIncompleteError extends FeedParseError {
  override name = 'FeedIncompleteError';
}

export interface ParseFeedOptions {
  timeZone: string;
  /** Repeating events are expanded over [from, to) (sync-feed.ts: today to two years ahead). */
  horizon: { from: string; to: string };
}

const WANTED = new Set(['UID', 'DTSTART', 'DTEND', 'DURATION', 'SUMMARY', 'STATUS', 'SEQUENCE', 'DTSTAMP']);
const REPEATING = new Set(['RRULE', 'RDATE', 'EXDATE', 'RECURRENCE-ID']);

interface RawEvent {
  order: number;
  props: Partial<Record<string, JcalProperty>>;
  /** Every line, kept until the event ends in case it repeats (then ical.js reads it whole). */
  lines: string[];
  repeating: boolean;
}

export function parseFeed(text: string, options: ParseFeedOptions): ParsedFeed {
  // Events are read as soon as they end, so the properties of each die young (a large calendar
  // then costs the garbage collector little); one whose TZID is defined further down waits.
  const read: ReadEvent[] = [];
  const waiting: RawEvent[] = [];
  const repeating: { order: number; text: string; raw: RawEvent }[] = [];
  const zoneTexts: string[] = [];
  let order = 0;
  const zones = new CalendarZones();
  let sawCalendar = false;
  let closedCalendar = false;
  // The open components, outermost first: an END must close the innermost, or the text is broken.
  const open: string[] = [];
  let event: RawEvent | null = null;
  let zoneLines: string[] | null = null;
  let zoneId: string | null = null;

  forEachContentLine(text, (line) => {
    const name = knownName(line);
    if (name === 'BEGIN') {
      const component = line === 'BEGIN:VEVENT' ? 'VEVENT' : line.slice(6).trim().toUpperCase();
      open.push(component);
      if (open.length === 1) sawCalendar = component === 'VCALENDAR';
      else if (open.length === 2 && component === 'VEVENT') event = { order: order++, props: {}, lines: [], repeating: false };
      else if (open.length === 2 && component === 'VTIMEZONE') zoneLines = [];
      zoneLines?.push(line);
      event?.lines.push(line);
      return;
    }
    if (name === 'END') {
      const component = line === 'END:VEVENT' ? 'VEVENT' : line.slice(4).trim().toUpperCase();
      if (open.pop() !== component) throw new FeedIncompleteError(`${line} closes a component that is not open`);
      zoneLines?.push(line);
      event?.lines.push(line);
      if (open.length === 1 && event) {
        const done: RawEvent = event;
        if (done.repeating) repeating.push({ order: done.order, text: done.lines.join('\r\n'), raw: done });
        else if (zones.knows(done.props.DTSTART) && zones.knows(done.props.DTEND)) read.push(readEvent(done, zones, options.timeZone));
        else waiting.push(done);
        event = null;
      } else if (open.length === 1 && zoneLines) {
        if (zoneId) zones.define(zoneId, zoneLines.join('\r\n'));
        zoneTexts.push(zoneLines.join('\r\n'));
        zoneLines = null;
        zoneId = null;
      } else if (open.length === 0 && component === 'VCALENDAR') closedCalendar = true;
      return;
    }
    if (zoneLines) {
      zoneLines.push(line);
      if (open.length === 2 && name === 'TZID') zoneId = line.slice(line.indexOf(':') + 1).trim();
      return;
    }
    if (event === null) return;
    const current: RawEvent = event;
    current.lines.push(line);
    // Only the event's own properties: an alarm inside it has a DTSTART and a DURATION of its own.
    if (open.length !== 2) return;
    if (REPEATING.has(name)) current.repeating = true;
    if (!WANTED.has(name)) return;
    try {
      if (name === 'DTSTART' || name === 'DTEND') {
        const prop = (current.props[name] = readDateLine(name, line));
        // A repaired line goes to ical.js as it should have been sent, should the event repeat.
        const repaired = repairedLineOf(prop);
        if (repaired) current.lines[current.lines.length - 1] = repaired;
      } else current.props[name] = readProperty(name, line);
    } catch {
      // A malformed property is as good as a missing one; the event may still be complete without it.
    }
  });
  if (!sawCalendar) throw new FeedParseError('This is not a calendar');
  // A read cut off part way would look like a calendar whose later events were all cancelled.
  if (open.length > 0 || !closedCalendar) throw new FeedIncompleteError(`The calendar stops inside ${open.at(-1) ?? 'VCALENDAR'}`);

  if (waiting.length > 0) for (const raw of waiting) read.push(readEvent(raw, zones, options.timeZone));
  if (repeating.length === 0) {
    if (waiting.length > 0) read.sort((a, b) => a.order - b.order);
    return settleEvents(read, null);
  }
  // A repeating event whose own dates cannot be read never reaches ical.js (which may throw on
  // them): it is named like a plain one. One read with a guess is expanded, and named once.
  const named: UnreadableEvent[] = [];
  const expandable = repeating.filter(({ raw }) => {
    const problem = problemOf(raw.props.DTSTART, raw.props.DTEND, raw.props.DURATION, zones);
    if (problem?.effect === 'dropped') read.push(readEvent(raw, zones, options.timeZone));
    else if (problem) named.push({ uid: cleanUid(typeof raw.props.UID?.[3] === 'string' ? raw.props.UID[3] : null) || null, reason: problem.reason });
    return problem?.effect !== 'dropped';
  });
  const expanded = expandRecurringEvents({ components: expandable, zoneTexts, zones, timeZone: options.timeZone, ...options.horizon });
  const all = dropSupersededCopies([...read, ...expanded.events], expanded.series).sort((a, b) => a.order - b.order);
  return settleEvents(all, expanded.limited ? LIMIT_NOTICE : null, named);
}

const text = (prop: JcalProperty | undefined): string | null => (prop && typeof prop[3] === 'string' ? prop[3] : null);

function readEvent(raw: RawEvent, zones: CalendarZones, timeZone: string): ReadEvent {
  const { props } = raw;
  const start = props.DTSTART;
  const found = problemOf(start, props.DTEND, props.DURATION, zones);
  const ignoreEnd = found?.effect === 'firstNightOnly';
  const nights = start && found?.effect !== 'dropped' ? nightsOf(start, ignoreEnd ? undefined : props.DTEND, ignoreEnd ? undefined : props.DURATION, zones, timeZone) : null;
  const problem = found ?? (nights ? null : OUT_OF_RANGE);
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
    problem: problem && { uid: cleanUid(text(props.UID)) || null, reason: problem.reason },
  };
}
