import { readDateTime } from './local-days';
import { readProperty, type JcalProperty } from './read-property';

/**
 * DTSTART and DTEND lines as jCal, including the broken forms Exchange and Google have sent, in
 * which the TZID parameter swallows the time or holds a colon without quotes:
 *   DTSTART;TZID="W. Europe Standard Time:20230612T090000"   (ical.js: "Missing parameter value")
 *   DTSTART;TZID=GMT+05:30:20120904T020000                    (ical.js: TZID 'GMT+05', value '30:2…')
 * libical reads such a TZID up to the line's last colon, and so do we: the value after it must be
 * a well-formed DATE or DATE-TIME, and the TZID is what stands between 'TZID=' and that colon. The
 * meaning is then unambiguous when the zone resolves (the calendar's VTIMEZONE, an IANA or a Windows
 * name); when it does not, the event is named as having an unknown zone (event-problems.ts).
 * A line that cannot be read either way becomes an 'unreadable' property holding its raw value, so
 * the host can be told what it said.
 */
export const UNREADABLE = 'unreadable';

const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_VALUE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
// What a DATE or DATE-TIME value looks like as sent; ical.js bends other text into that shape.
const ICAL_DATE_SHAPE = /^\d{8}(?:T\d{6}Z?)?$/;
// Names are case-insensitive (RFC 5545 §3.1); some exports write them in lower case.
const TZID = /;tzid=/i;
// Another parameter after the TZID (';VALUE=DATE-TIME'), which ends it.
const NEXT_PARAMETER = /;[A-Za-z-]+=/;

export function readDateLine(name: 'DTSTART' | 'DTEND', line: string): JcalProperty {
  let prop: JcalProperty | null = null;
  try {
    prop = readProperty(name, line);
  } catch {
    prop = null; // ical.js refused the line; the repair below may still read it
  }
  if (prop && readable(prop) && ICAL_DATE_SHAPE.test(rawValueOf(line).trim())) return prop;
  return (TZID.test(line) ? repairTzid(name, line) : null) ?? [name.toLowerCase(), {}, UNREADABLE, rawValueOf(line)];
}

/** A date, a bare date ('2026-03-12T::', see event-nights.ts), or a DATE-TIME of the right shape. */
function readable(prop: JcalProperty): boolean {
  const value = prop[3];
  if (typeof value !== 'string') return false;
  if (prop[2] === 'date') return true;
  return /^\d{4}-\d{2}-\d{2}T::$/.test(value) || readDateTime(value) !== null;
}

function repairTzid(name: string, line: string): JcalProperty | null {
  const lastColon = line.lastIndexOf(':');
  const raw = line.slice(lastColon + 1).replace(/"$/, '');
  const start = line.search(TZID) + 6;
  if (lastColon < start) return null;
  let tzid = line.slice(start, lastColon);
  const next = NEXT_PARAMETER.exec(tzid);
  if (next) tzid = tzid.slice(0, next.index);
  tzid = tzid.replace(/^"|"$/g, '').trim();
  if (!tzid) return null;
  const time = DATE_TIME_VALUE.exec(raw);
  const date = time ? null : DATE_VALUE.exec(raw);
  if (!time && !date) return null;
  const prop: JcalProperty = time
    ? [name.toLowerCase(), { tzid }, 'date-time', `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}${time[7]}`]
    : [name.toLowerCase(), {}, 'date', `${date![1]}-${date![2]}-${date![3]}`];
  repairedLines.set(prop, time ? `${name};TZID="${tzid.replace(/"/g, '')}":${raw}` : `${name};VALUE=DATE:${raw}`);
  return prop;
}

const repairedLines = new WeakMap<JcalProperty, string>();

/** The line as it should have been sent (the TZID quoted, the value after it), when readDateLine had to repair it; else null. */
export const repairedLineOf = (prop: JcalProperty): string | null => repairedLines.get(prop) ?? null;

/** What the line said after its name and parameters, for the host to see. */
function rawValueOf(line: string): string {
  const colon = line.lastIndexOf(':');
  return colon === -1 ? '' : line.slice(colon + 1);
}
