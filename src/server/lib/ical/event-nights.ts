import ICAL from 'ical.js';
import { addDays } from '../../../rules/reservation-dates';
import { CalendarZones, dayInZone, readDateTime, wallUtcMs, type WallClock } from './local-days';
import type { JcalProperty } from './read-property';

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


/**
 * The nights [startsOn, endsOn) an event holds in the unit's time zone: the day it starts, to the
 * day it ends (a check-out at 11:00 frees that night). No DTEND: DURATION; neither: the one night
 * (RFC 5545 §3.6.1 gives a DATE event one day). An event ending on the day it starts (a few hours)
 * still holds that night.
 */
export function nightsOf(start: JcalProperty, end: JcalProperty | undefined, duration: JcalProperty | undefined, zones: CalendarZones, timeZone: string): { startsOn: string; endsOn: string } | null {
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
