import ICAL from 'ical.js';
import { addDays } from '../../../shared/reservation-dates';
import { CalendarZones, dayInZone, readDateTime, wallUtcMs, type WallClock } from './local-days';
import type { JcalProperty } from './read-property';

/** A point of an event: its day in the unit's time zone, and for timed values the instant and its own wall clock. */
interface Moment {
  day: string;
  /** Set for DATE-TIME values: the UTC ms of the instant (floating times: of the wall clock read as UTC). */
  ms: number | null;
  /** Floating and unknown-zone times are the unit's own wall clock. */
  wall: boolean;
  /** DATE-TIME values only: the value as written, in the zone it names. */
  own: OwnTime | null;
}

/** A DATE-TIME as its sender wrote it: the zone it is in ('Z', a TZID or floating), its date, and whether it is 00:00:00 there. */
interface OwnTime {
  zone: string;
  date: string;
  midnight: boolean;
  /** The TZID, to find the instant of another wall time in the same zone; null for UTC and floating. */
  tzid: string | null;
  /** The wall clock as written. */
  clock: WallClock;
}

const ISO_DAY = /^(19[7-9]\d|2[01]\d\d)-\d{2}-\d{2}$/;
const FLOATING = 'floating';

function momentOf(prop: JcalProperty, zones: CalendarZones, timeZone: string): Moment | null {
  const value = prop[3];
  if (typeof value !== 'string') return null;
  if (prop[2] === 'date') return ISO_DAY.test(value) ? { day: value, ms: null, wall: false, own: null } : null;
  // 'DTSTART:20260312' (a date without VALUE=DATE, which some exports send) reaches us as '2026-03-12T::'.
  const bareDate = /^(\d{4}-\d{2}-\d{2})T::$/.exec(value);
  if (bareDate) return ISO_DAY.test(bareDate[1]) ? { day: bareDate[1], ms: null, wall: false, own: null } : null;
  const time = readDateTime(value);
  if (!time) return null;
  const tzid = typeof prop[1].tzid === 'string' ? prop[1].tzid : null;
  const own: OwnTime = { zone: time.utc ? 'Z' : (tzid ?? FLOATING), date: value.slice(0, 10), midnight: isMidnight(time), tzid: time.utc ? null : tzid, clock: time };
  const instant = time.utc ? wallUtcMs(time) : tzid ? zones.instantOf(time, tzid) : null;
  if (instant === null) return wallMoment(time, own);
  const day = dayInZone(instant, timeZone);
  return ISO_DAY.test(day) ? { day, ms: instant, wall: false, own } : null;
}

const isMidnight = (time: WallClock) => time.hour === 0 && time.minute === 0 && time.second === 0;

function wallMoment(time: WallClock, own: OwnTime): Moment | null {
  const ms = wallUtcMs(time);
  const day = new Date(ms).toISOString().slice(0, 10);
  return ISO_DAY.test(day) ? { day, ms, wall: true, own } : null;
}

/**
 * The nights [startsOn, endsOn) an event holds in the unit's time zone (Asia/Colombo), read the
 * way its sender meant them:
 * - DATE values are the dates themselves: DTSTART is the first night, DTEND the morning after
 *   the last (RFC 5545 §3.6.1; no DTEND and no DURATION: the one night).
 * - A timed event whose start and end (DTEND, or DTSTART + DURATION) are both exactly 00:00:00 in
 *   its own zone (the same TZID on both; UTC for values ending in Z; floating times are Colombo
 *   wall time), the end after the start, means those dates in that zone, exactly like DATE values:
 *   Tokyo's midnight of 1 March to midnight of 3 March holds 1 and 2 March, although Tokyo's
 *   midnight is 20:30 the evening before in Colombo. Calendar apps write all-day events this way.
 * - Any other timed event: both ends are converted to Colombo time, and it holds the nights from
 *   the Colombo date of its start up to, not including, the Colombo date of its end (a check-out
 *   at 11:00 frees that night); one that starts and ends on the same Colombo date holds that night.
 * A DURATION of whole days or weeks is nominal (the same wall time that many days on, RFC 5545
 * §3.3.6); one with hours, minutes or seconds is exact.
 */
export function nightsOf(start: JcalProperty, end: JcalProperty | undefined, duration: JcalProperty | undefined, zones: CalendarZones, timeZone: string): { startsOn: string; endsOn: string } | null {
  const from = momentOf(start, zones, timeZone);
  if (!from) return null;
  let to: { day: string; own: OwnTime | null } | null = null;
  if (end) to = momentOf(end, zones, timeZone);
  else if (duration && typeof duration[3] === 'string') to = afterDuration(from, duration[3], zones, timeZone);
  const ownDates = from.own && to?.own ? midnightToMidnight(from.own, to.own) : null;
  if (ownDates) return ownDates;
  const endDay = to?.day ?? null;
  const endsOn = endDay && endDay > from.day ? endDay : addDays(from.day, 1);
  return ISO_DAY.test(endsOn) ? { startsOn: from.day, endsOn } : null;
}

function midnightToMidnight(start: OwnTime, end: OwnTime): { startsOn: string; endsOn: string } | null {
  if (!start.midnight || !end.midnight || start.zone !== end.zone || end.date <= start.date) return null;
  return ISO_DAY.test(start.date) && ISO_DAY.test(end.date) ? { startsOn: start.date, endsOn: end.date } : null;
}

function afterDuration(from: Moment, value: string, zones: CalendarZones, timeZone: string): { day: string; own: OwnTime | null } | null {
  let duration: ICAL.Duration;
  try {
    duration = ICAL.Duration.fromString(value);
  } catch {
    return null;
  }
  const seconds = duration.toSeconds();
  if (from.ms === null || !from.own) return { day: addDays(from.day, Math.floor(seconds / 86_400)), own: null };
  const own = from.own;
  const wholeDays = duration.hours === 0 && duration.minutes === 0 && duration.seconds === 0;
  if (wholeDays) {
    // Nominal: the same wall time that many days on, in the start's own zone (across a DST change too).
    const days = (duration.isNegative ? -1 : 1) * (duration.weeks * 7 + duration.days);
    const date = addDays(own.date, days);
    const shifted = from.ms + days * 86_400_000;
    const [year, month, day] = date.split('-').map(Number);
    const instant = own.tzid && !from.wall ? zones.instantOf({ ...own.clock, year, month, day }, own.tzid) : shifted;
    return { day: from.wall ? date : dayInZone(instant ?? shifted, timeZone), own: { ...own, date } };
  }
  const ms = from.ms + seconds * 1000;
  if (from.wall || !own.tzid) {
    // UTC and floating: the wall clock is the instant's own.
    const date = new Date(ms).toISOString().slice(0, 10);
    return { day: from.wall ? date : dayInZone(ms, timeZone), own: { ...own, date, midnight: ms % 86_400_000 === 0 } };
  }
  return { day: dayInZone(ms, timeZone), own: { ...own, ...midnightAt(ms, own.tzid, zones) } };
}

/**
 * Whether an instant is 00:00:00 in a TZID's zone, and which date's midnight it is. A zone's
 * offset moves by less than a day, so the midnight, if any, is that of the UTC date or a day either side.
 */
function midnightAt(ms: number, tzid: string, zones: CalendarZones): { date: string; midnight: boolean } {
  const utcDate = new Date(ms).toISOString().slice(0, 10);
  for (const date of [addDays(utcDate, -1), utcDate, addDays(utcDate, 1)]) {
    const [year, month, day] = date.split('-').map(Number);
    if (zones.instantOf({ year, month, day, hour: 0, minute: 0, second: 0 }, tzid) === ms) return { date, midnight: true };
  }
  return { date: utcDate, midnight: false };
}
