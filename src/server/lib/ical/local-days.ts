import ICAL from 'ical.js';

/**
 * Turning iCalendar DATE and DATE-TIME values into calendar days of the unit's time zone.
 * DATE values are days already. DATE-TIME values are an instant (UTC 'Z', or a TZID) or a
 * wall-clock time without zone ("floating", read as the unit's own time).
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function dayInZone(epochMs: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(epochMs);
}

/** True when Intl knows the zone (IANA names like America/Chicago; not Windows names like 'Eastern Standard Time'). */
export function isKnownZone(timeZone: string): boolean {
  try {
    zoneParts(timeZone);
    return true;
  } catch {
    return false;
  }
}

function zoneParts(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zoneParts(timeZone).formatToParts(epochMs)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a wall-clock time in an IANA zone stands for (the later reading in a DST gap or overlap). */
export function wallClockToInstant(wallUtcMs: number, timeZone: string): number {
  const first = wallUtcMs - offsetAt(wallUtcMs, timeZone);
  return wallUtcMs - offsetAt(first, timeZone);
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z?)$/;

/** '2026-03-12T15:00:00' (jCal's form of a DATE-TIME) → its parts and whether it is UTC; null if malformed. */
export function readDateTime(value: string): (WallClock & { utc: boolean }) | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, z] = match;
  return { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +second, utc: z === 'Z' };
}

export const wallUtcMs = (t: WallClock) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/**
 * The zones a calendar defines (VTIMEZONE) as ical.js timezones, so a TZID that is no IANA name
 * still converts. A zone is built when first used.
 */
export class CalendarZones {
  private readonly defined = new Map<string, string>();
  private readonly built = new Map<string, ICAL.Timezone | null>();

  /** Keeps a VTIMEZONE component's text, under its TZID. */
  define(tzid: string, componentText: string): void {
    this.defined.set(tzid, componentText);
  }

  /** True when a property's value can be placed now: no TZID, or one the calendar defined already or Intl knows. */
  knows(prop: readonly unknown[] | undefined): boolean {
    const tzid = prop && typeof (prop[1] as Record<string, unknown>).tzid === 'string' ? ((prop[1] as Record<string, unknown>).tzid as string) : null;
    return tzid === null || this.defined.has(tzid) || isKnownZone(tzid);
  }

  /** The instant of a wall-clock time in `tzid`, or null when neither the calendar nor Intl knows the zone. */
  instantOf(time: WallClock, tzid: string): number | null {
    const zone = this.zone(tzid);
    if (zone) {
      const { year, month, day, hour, minute, second } = time;
      const local = new ICAL.Time({ year, month, day, hour, minute, second, isDate: false }, zone);
      return local.toUnixTime() * 1000;
    }
    return isKnownZone(tzid) ? wallClockToInstant(wallUtcMs(time), tzid) : null;
  }

  private zone(tzid: string): ICAL.Timezone | null {
    if (this.built.has(tzid)) return this.built.get(tzid)!;
    const text = this.defined.get(tzid);
    let zone: ICAL.Timezone | null = null;
    if (text) {
      try {
        zone = new ICAL.Timezone({ component: new ICAL.Component(ICAL.parse(text)), tzid });
      } catch {
        zone = null; // a broken definition: fall back to Intl or the unit's own time
      }
    }
    this.built.set(tzid, zone);
    return zone;
  }
}
