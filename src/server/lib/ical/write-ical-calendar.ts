import ical from 'ical-generator';

/** One all-day event of an exported calendar: nights [startsOn, endsOn). */
export interface ExportEvent {
  uid: string;
  startsOn: string;
  endsOn: string;
  summary: string;
  /** When the row behind the event last changed: DTSTAMP stays put while nothing changes, so the ETag does too. */
  stamp: Date;
}

/**
 * A TEXT value as RFC 5545 §3.3.11 writes it: backslash, semicolon and comma escaped, every line
 * break (CRLF, CR, LF, and the Unicode line and paragraph separators) as \n, and the other control
 * characters, which TEXT cannot hold, dropped. A value can then never end its content line and
 * start another ("…\r\nBEGIN:VEVENT" would add an event to a channel's copy of the calendar).
 */
function escapeIcalText(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]|[\\;,]|[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/g, (found) => {
    if (found === '\\' || found === ';' || found === ',') return `\\${found}`;
    return found.length === 2 || found === '\r' || found === '\n' || found === '\u2028' || found === '\u2029' ? '\\n' : '';
  });
}

/**
 * An RFC 5545 calendar of all-day events (DTSTART/DTEND as DATE values, the end day free, as
 * channels expect), written by ical-generator. Only what is given goes out: callers pass no
 * guest details.
 *
 * ical-generator folds by UTF-8 octets (74 per first line, a space and 74 after) and keeps a
 * surrogate pair together, so no line passes 75 octets nor splits a character (RFC 5545 §3.1).
 * ical.js 2's foldline also counts octets but puts a space before foldLength (75) of them, 76
 * in all. ical-generator leaves the last line, END:VCALENDAR, without its CRLF, which §3.1 requires and strict readers ask for: added here.
 */
export function writeIcalCalendar(name: string, events: ExportEvent[]): string {
  // ical-generator escapes SUMMARY but writes NAME and X-WR-CALNAME exactly as given, and the name
  // is the host's property and unit names: escaped here.
  const calendar = ical({ prodId: { company: 'Host Portal', product: 'Calendar export', language: 'EN' }, name: escapeIcalText(name) });
  for (const event of events) {
    calendar.createEvent({ id: event.uid, start: event.startsOn, end: event.endsOn, allDay: true, summary: event.summary, stamp: event.stamp });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
