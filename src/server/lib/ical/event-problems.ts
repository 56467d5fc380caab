import ICAL from 'ical.js';
import { readDateTime, wallUtcMs, type CalendarZones } from './local-days';
import { UNREADABLE } from './read-date-line';
import type { JcalProperty } from './read-property';

/**
 * What is wrong with an event's dates, in words for a host, so an event we cannot place is named
 * on the sync screen instead of vanishing. Two kinds:
 * - dropped: no nights can be read (no start, a start that is no date, an end before the start);
 *   the event blocks nothing.
 * - read with a guess: its nights are read but may be off (a time zone nobody knows is read as the
 *   unit's own wall clock, as a floating time is; an end that is no date leaves the first night).
 *   Blocking the nights as written is safer than opening them: a guess off by a day is still a
 *   warning the host sees here.
 */
export interface EventProblem {
  reason: string;
  /** dropped: no nights; firstNightOnly: the end is ignored; guessedZone: nights read at the unit's wall clock. */
  effect: 'dropped' | 'firstNightOnly' | 'guessedZone';
}

const MAX_SHOWN_VALUE = 40;

export function problemOf(start: JcalProperty | undefined, end: JcalProperty | undefined, duration: JcalProperty | undefined, zones: CalendarZones): EventProblem | null {
  if (!start) return { reason: 'it has no start date', effect: 'dropped' };
  const from = pointOf(start, zones);
  if (from === null) return { reason: `its start date could not be read (${shown('DTSTART', start)})`, effect: 'dropped' };
  const to = end ? pointOf(end, zones) : null;
  if (end && to === null) return { reason: `its end date could not be read (${shown('DTEND', end)}), so only its first night is blocked`, effect: 'firstNightOnly' };
  if (to !== null && typeof to !== 'string' && typeof from !== 'string' && to.ms < from.ms) return { reason: 'it ends before it starts', effect: 'dropped' };
  if (!end && duration && typeof duration[3] === 'string' && negative(duration[3])) return { reason: 'it ends before it starts', effect: 'dropped' };
  const unknown = typeof from === 'string' ? from : typeof to === 'string' ? to : null;
  if (unknown !== null) return { reason: `its time zone '${clip(unknown)}' is unknown, so its times were read as Sri Lanka time`, effect: 'guessedZone' };
  return null;
}

/** Said when the dates read but fall outside the years the product keeps (1970-2199). */
export const OUT_OF_RANGE: EventProblem = { reason: 'its dates are outside the years 1970 to 2199', effect: 'dropped' };

/**
 * A value as a point in time to compare start and end: a DATE at its midnight, a floating time at
 * its wall clock (both as if UTC), a zoned time at its instant. Null when the value is no real
 * calendar date; the TZID itself when the zone is unknown.
 */
function pointOf(prop: JcalProperty, zones: CalendarZones): { ms: number } | string | null {
  const value = prop[3];
  if (prop[2] === UNREADABLE || typeof value !== 'string') return null;
  const bareDate = /^(\d{4}-\d{2}-\d{2})(?:T::)?$/.exec(value);
  if (prop[2] === 'date' || bareDate) {
    if (!bareDate) return null;
    const [year, month, day] = bareDate[1].split('-').map(Number);
    return realDate(year, month, day) ? { ms: Date.UTC(year, month - 1, day) } : null;
  }
  const time = readDateTime(value);
  if (!time || !realDate(time.year, time.month, time.day) || time.hour > 23 || time.minute > 59 || time.second > 60) return null;
  const tzid = typeof prop[1].tzid === 'string' ? prop[1].tzid : null;
  if (time.utc || !tzid) return { ms: wallUtcMs(time) };
  const instant = zones.instantOf(time, tzid);
  return instant === null ? tzid : { ms: instant };
}

function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function negative(value: string): boolean {
  try {
    return ICAL.Duration.fromString(value).toSeconds() < 0;
  } catch {
    return false;
  }
}

const clip = (text: string) => {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '');
  return clean.length > MAX_SHOWN_VALUE ? `${clean.slice(0, MAX_SHOWN_VALUE)}…` : clean;
};

const shown = (name: string, prop: JcalProperty) => `${name}:${clip(typeof prop[3] === 'string' ? prop[3] : '')}`;
