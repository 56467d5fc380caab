import ICAL from 'ical.js';
import { WINDOWS_TO_IANA_MAP } from 'windows-iana';

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
function isKnownZone(timeZone: string): boolean {
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
function wallClockToInstant(wallUtcMs: number, timeZone: string): number {
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
 * Windows zone names (Outlook and Exchange send 'W. Europe Standard Time' as a TZID, often without
 * a VTIMEZONE) to the IANA zone CLDR's windowsZones table names for the whole world (territory
 * '001'). The table comes from the windows-iana package, which ships CLDR's windowsZones.xml, so a
 * zone Microsoft adds arrives with an update of the package rather than by hand. Looked up without
 * regard to case: some exports lower-case their TZIDs.
 */
let windowsZones: Map<string, string> | null = null;

export function ianaZoneOfWindowsName(name: string): string | null {
  if (!windowsZones) {
    windowsZones = new Map();
    for (const entry of WINDOWS_TO_IANA_MAP) {
      const zone = entry.territory === '001' ? entry.iana.find(isKnownZone) : undefined;
      if (zone) windowsZones.set(entry.windowsName.toLowerCase(), zone);
    }
  }
  return windowsZones.get(name.trim().toLowerCase()) ?? null;
}

/** The IANA zone a TZID without VTIMEZONE stands for: an IANA name Intl knows, or a Windows name; null if neither. */
function ianaZoneOf(tzid: string): string | null {
  return isKnownZone(tzid) ? tzid : ianaZoneOfWindowsName(tzid);
}

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

  /**
   * The instant of a wall-clock time in `tzid`, or null when the zone is unknown. The calendar's
   * own VTIMEZONE comes first (it is what the sender meant, even under a Windows name), then an
   * IANA name, then a Windows name through CLDR's table.
   */
  instantOf(time: WallClock, tzid: string): number | null {
    const zone = this.zone(tzid);
    if (zone) {
      const { year, month, day, hour, minute, second } = time;
      const local = new ICAL.Time({ year, month, day, hour, minute, second, isDate: false }, zone);
      return local.toUnixTime() * 1000;
    }
    const iana = ianaZoneOf(tzid);
    return iana ? wallClockToInstant(wallUtcMs(time), iana) : null;
  }

  /** True when instantOf can place times of `tzid`: the calendar defined it (and the definition reads), or it has an IANA zone. */
  resolves(tzid: string): boolean {
    return this.zone(tzid) !== null || ianaZoneOf(tzid) !== null;
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
