import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from '../../../src/server/lib/ical/parse-feed';
import { importKindOf } from '../../../src/server/lib/ical/import-kind';
import { readProperty } from '../../../src/server/lib/ical/read-property';

const fixture = (name: string) => readFileSync(`tests/fixtures/ical/${name}`, 'utf8');
/** Repeating events are expanded over 2031-2033, around the fixtures' dates. */
const HORIZON = { from: '2031-03-01', to: '2033-03-01' };
const parse = (name: string) => parseFeed(fixture(name), { timeZone: 'Asia/Colombo', horizon: HORIZON });
const nights = (name: string) => Object.fromEntries(parse(name).events.map((e) => [e.uid, [e.startsOn, e.endsOn, e.kind]]));

describe('parseFeed on channel exports', () => {
  it("reads Airbnb's export: DATE values, 'Reserved' and 'Airbnb (Not available)', folded descriptions", () => {
    expect(parse('airbnb.ics')).toEqual({
      events: [
        { uid: '1418fb94e984-7d2c1b0e9f8a6b5c4d3e2f1a0b9c8d7e@airbnb.com', startsOn: '2031-02-10', endsOn: '2031-02-14', kind: 'reserved' },
        { uid: '1418fb94e984-a1b2c3d4e5f60718293a4b5c6d7e8f90@airbnb.com', startsOn: '2031-03-10', endsOn: '2031-03-13', kind: 'reserved' },
        { uid: '7f662ec65913-b2c3d4e5f60718293a4b5c6d7e8f90a1@airbnb.com', startsOn: '2031-03-20', endsOn: '2031-03-24', kind: 'unavailable' },
        { uid: '1418fb94e984-c3d4e5f60718293a4b5c6d7e8f90a1b2@airbnb.com', startsOn: '2031-04-02', endsOn: '2031-04-05', kind: 'reserved' },
      ],
      cancelled: 0,
      duplicates: 0,
      invalid: 0,
      unreadable: 0,
      unreadableEvents: [],
      unreadableUids: [],
      notice: null,
    });
  });

  it("reads Booking.com's export, where every event is 'CLOSED - Not available'", () => {
    expect(Object.values(nights('booking-com.ics'))).toEqual([
      ['2031-03-05', '2031-03-08', 'unavailable'],
      ['2031-03-15', '2031-03-16', 'unavailable'],
      ['2031-04-10', '2031-04-20', 'unavailable'],
    ]);
  });

  it("reads Vrbo's export: timed events in the listing's zone or UTC, 'Reserved - guest' and 'Blocked'", () => {
    expect(Object.values(nights('vrbo.ics'))).toEqual([
      // 15:00 check-in to 11:00 check-out, Colombo time.
      ['2031-03-10', '2031-03-13', 'reserved'],
      ['2031-03-20', '2031-03-22', 'unavailable'],
      // 09:30Z is 15:00 in Colombo; 05:30Z is 11:00.
      ['2031-04-01', '2031-04-04', 'reserved'],
    ]);
  });
});

describe('parseFeed on the cases channels send', () => {
  it('turns UTC, TZID (IANA or defined by a VTIMEZONE) and floating times into Colombo nights', () => {
    expect(nights('cases-timed.ics')).toMatchObject({
      // 20:00Z on the 11th is 01:30 on the 12th in Colombo; 04:30Z on the 13th is 10:00 there.
      'utc-late-evening': ['2031-03-12', '2031-03-13', 'reserved'],
      // 16:00 in Chicago (CDT, UTC-5) on the 15th is 02:30 on the 16th in Colombo.
      'chicago-afternoon': ['2031-03-16', '2031-03-18', 'reserved'],
      // Not an IANA name: the calendar's own VTIMEZONE says +05:30.
      'windows-zone-name': ['2031-03-20', '2031-03-22', 'unavailable'],
      // No zone: the unit's own wall clock.
      floating: ['2031-03-25', '2031-03-27', 'reserved'],
    });
  });

  it('ends an event without DTEND after its DURATION, or after one night; a few hours hold that night', () => {
    expect(nights('cases-timed.ics')).toMatchObject({
      'all-day-with-duration': ['2031-04-01', '2031-04-04', 'unavailable'],
      'all-day-without-end': ['2031-04-10', '2031-04-11', 'unavailable'],
      // The alarm's own DURATION inside the event is not the event's.
      'a-few-hours': ['2031-04-15', '2031-04-16', 'unavailable'],
      'date-without-value-type': ['2031-04-20', '2031-04-22', 'unavailable'],
    });
  });

  it('counts an event without a start as invalid and leaves it out', () => {
    const parsed = parse('cases-timed.ics');
    expect(parsed.invalid).toBe(1);
    expect(parsed.events.map((e) => e.uid)).not.toContain('no-start');
  });

  it('keeps one event per UID: the highest SEQUENCE, then the latest DTSTAMP, then the last copy', () => {
    const parsed = parse('cases-duplicates.ics');
    expect(nights('cases-duplicates.ics')).toEqual({
      'by-sequence': ['2031-03-11', '2031-03-14', 'reserved'],
      repeated: ['2031-03-25', '2031-03-27', 'unavailable'],
      'by-stamp': ['2031-04-05', '2031-04-08', 'reserved'],
      // Another UID on overlapping nights is another event (placing sorts that out).
      'overlaps-another-uid': ['2031-03-12', '2031-03-16', 'unavailable'],
    });
    expect(parsed.duplicates).toBe(4);
  });

  it('drops a UID whose newest version is cancelled, and one cancelled from the start', () => {
    const parsed = parse('cases-cancelled-after.ics');
    expect(parsed.events.map((e) => e.uid)).toEqual(['stays']);
    expect(parsed.cancelled).toBe(2);
  });

  it('refuses what is not a calendar (a sign-in page) with FeedParseError', () => {
    expect(() => parse('not-a-calendar.html')).toThrow(FeedParseError);
    expect(() => parseFeed('', { timeZone: 'Asia/Colombo', horizon: HORIZON })).toThrow(FeedParseError);
  });

  it('reads LF line ends, a byte-order mark and lower-case names as well', () => {
    const text = '\uFEFFbegin:vcalendar\nversion:2.0\nbegin:vevent\nuid:x\ndtstart;value=date:20310101\ndtend;value=date:20310103\nsummary:Reserved\nend:vevent\nend:vcalendar\n';
    expect(parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON }).events).toEqual([{ uid: 'x', startsOn: '2031-01-01', endsOn: '2031-01-03', kind: 'reserved' }]);
  });
});

describe('importKindOf', () => {
  it.each([
    ['Reserved', 'reserved'],
    ['Reserved - Jane D', 'reserved'],
    ['Booked', 'reserved'],
    ['Airbnb (Not available)', 'unavailable'],
    ['CLOSED - Not available', 'unavailable'],
    ['Blocked', 'unavailable'],
    ['Owner stay', 'unavailable'],
    [null, 'unavailable'],
  ] as const)('%s → %s', (summary, kind) => {
    expect(importKindOf(summary)).toBe(kind);
  });
});

describe('reading properties', () => {
  it.each([
    'DTSTART;VALUE=DATE:20310310',
    'DTEND:20310310',
    'DTSTART:20310311T200000Z',
    'DTEND:20310311T200000',
    'DTSTAMP:20310201T090000Z',
    'UID:1418fb94e984-a1b2@airbnb.com',
    'UID:with\\,escapes\\;and\\\\slashes',
    'SUMMARY:Reserved - Jane\\, D',
    'STATUS:CANCELLED',
    'SEQUENCE:12',
    'DTSTART;TZID=America/Chicago:20310315T160000',
    'DTSTART;VALUE=DATE-TIME:20310315T160000Z',
    'SUMMARY;LANGUAGE=en:Blocked',
  ])('reads %s exactly as ical.js does', (line) => {
    const name = line.split(/[;:]/)[0];
    expect(readProperty(name, line)).toEqual(ICAL.parse.property(line));
  });
});

describe('UIDs', () => {
  const one = (uid: string) => parseFeed(`BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:20310101\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`, { timeZone: 'Asia/Colombo', horizon: HORIZON }).events[0].uid;

  it('keeps no control characters', () => {
    expect(one('abc\u0001\u001e\u001fdef')).toBe('abcdef');
  });

  it('stores a UID longer than 255 characters as its SHA-256, the same each time', () => {
    const long = 'x'.repeat(300);
    expect(one(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(one(long)).toBe(one(long));
    expect(one('y'.repeat(300))).not.toBe(one(long));
  });
});

describe('a VTIMEZONE written after the events that use it', () => {
  it('still converts their times by it', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:late-zone',
      'DTSTART;TZID=Custom Zone:20310310T230000',
      'DTEND;TZID=Custom Zone:20310312T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:utc',
      'DTSTART:20310320T000000Z',
      'DTEND:20310321T000000Z',
      'END:VEVENT',
      'BEGIN:VTIMEZONE',
      'TZID:Custom Zone',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-1000',
      'TZOFFSETTO:-1000',
      'END:STANDARD',
      'END:VTIMEZONE',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    // 23:00 at UTC-10 on the 10th is 09:00Z on the 11th, 14:30 in Colombo.
    expect(parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON }).events).toEqual([
      { uid: 'late-zone', startsOn: '2031-03-11', endsOn: '2031-03-13', kind: 'unavailable' },
      { uid: 'utc', startsOn: '2031-03-20', endsOn: '2031-03-21', kind: 'unavailable' },
    ]);
  });
});
