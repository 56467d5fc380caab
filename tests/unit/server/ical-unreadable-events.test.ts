import { describe, expect, it } from 'vitest';
import { CalendarZones, ianaZoneOfWindowsName } from '../../../src/server/lib/ical/local-days';
import { parseFeed } from '../../../src/server/lib/ical/parse-feed';
import { readDateLine } from '../../../src/server/lib/ical/read-date-line';

const HORIZON = { from: '2031-03-01', to: '2033-03-01' };
const calendar = (...parts: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...parts, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const parse = (text: string) => parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON });
const wall = (iso: string) => {
  const [year, month, day, hour, minute] = iso.split(/[-T:]/).map(Number);
  return { year, month, day, hour, minute, second: 0 };
};

describe('Windows zone names', () => {
  it('map to the IANA zone CLDR names for the whole world, whatever their case', () => {
    // CLDR windowsZones.xml, territory 001.
    expect(ianaZoneOfWindowsName('W. Europe Standard Time')).toBe('Europe/Berlin');
    expect(ianaZoneOfWindowsName('Sri Lanka Standard Time')).toBe('Asia/Colombo');
    expect(ianaZoneOfWindowsName('Eastern Standard Time')).toBe('America/New_York');
    expect(ianaZoneOfWindowsName('eastern standard time')).toBe('America/New_York');
  });

  it('know neither made-up names nor Outlook display names, which the table does not hold', () => {
    expect(ianaZoneOfWindowsName('Foo Standard Time')).toBeNull();
    expect(ianaZoneOfWindowsName('(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna')).toBeNull();
  });

  it('place a wall-clock time at its instant when the calendar defines no such zone', () => {
    const zones = new CalendarZones();
    // Expected instants from Python's zoneinfo: 23:00 CEST (UTC+2) and 17:00 EDT (UTC-4) are both 21:00Z.
    expect(zones.instantOf(wall('2031-06-12T23:00'), 'W. Europe Standard Time')).toBe(1939064400000);
    expect(zones.instantOf(wall('2031-12-20T22:00'), 'W. Europe Standard Time')).toBe(1955566800000);
    expect(zones.instantOf(wall('2031-06-12T17:00'), 'Eastern Standard Time')).toBe(1939064400000);
    expect(zones.instantOf(wall('2031-06-12T17:00'), 'Foo Standard Time')).toBeNull();
  });

  it("give way to the calendar's own VTIMEZONE of that name", () => {
    const zones = new CalendarZones();
    // A (wrong, but the sender's) definition: +05:30 all year. It wins over CLDR's Europe/Berlin.
    zones.define('W. Europe Standard Time', ['BEGIN:VTIMEZONE', 'TZID:W. Europe Standard Time', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n'));
    // 17:00 at +05:30 is 11:30Z (Python: datetime(2031,6,12,17,0,tzinfo=ZoneInfo('Asia/Colombo')).timestamp()).
    expect(zones.instantOf(wall('2031-06-12T17:00'), 'W. Europe Standard Time')).toBe(1939030200000);
  });
});

describe('readDateLine on the TZID forms Exchange and Google have sent', () => {
  it('reads a TZID that swallowed the time inside its quotes up to the last colon', () => {
    expect(readDateLine('DTSTART', 'DTSTART;TZID="W. Europe Standard Time:20230612T090000"')).toEqual(['dtstart', { tzid: 'W. Europe Standard Time' }, 'date-time', '2023-06-12T09:00:00']);
  });

  it('reads a TZID holding a colon without quotes, and stops it at the next parameter', () => {
    expect(readDateLine('DTSTART', 'DTSTART;TZID=GMT+05:30:20120904T020000')).toEqual(['dtstart', { tzid: 'GMT+05:30' }, 'date-time', '2012-09-04T02:00:00']);
    expect(readDateLine('DTEND', 'DTEND;TZID=(UTC+01:00) Amsterdam;VALUE=DATE-TIME:20230612T090000')).toEqual(['dtend', { tzid: '(UTC+01:00) Amsterdam' }, 'date-time', '2023-06-12T09:00:00']);
  });

  it('reads the broken form in lower case too', () => {
    expect(readDateLine('DTEND', 'dtend;tzid="W. Europe Standard Time:20230612T100000"')).toEqual(['dtend', { tzid: 'W. Europe Standard Time' }, 'date-time', '2023-06-12T10:00:00']);
  });

  it('keeps the raw value of a line it cannot read, to show the host', () => {
    expect(readDateLine('DTSTART', 'DTSTART:2026-13-45')).toEqual(['dtstart', {}, 'unreadable', '2026-13-45']);
  });
});

describe('parseFeed names the events it cannot read', () => {
  const reasons = (text: string) => parse(text).unreadableEvents;

  it('says an event has no start date, and gives its UID', () => {
    expect(reasons(calendar(vevent('UID:no-start', 'SUMMARY:Reserved - Nimal Perera', 'DTEND;VALUE=DATE:20310405')))).toEqual([{ uid: 'no-start', reason: 'it has no start date' }]);
  });

  it('quotes a start date that is no date', () => {
    const parsed = parse(calendar(vevent('UID:bad-1', 'DTSTART:2026-13-45', 'DTEND;VALUE=DATE:20310405'), vevent('UID:bad-2', 'DTSTART;VALUE=DATE:20311345', 'DTEND;VALUE=DATE:20311347')));
    expect(parsed.unreadableEvents).toEqual([
      { uid: 'bad-1', reason: 'its start date could not be read (DTSTART:2026-13-45)' },
      { uid: 'bad-2', reason: 'its start date could not be read (DTSTART:2031-13-45)' },
    ]);
    expect(parsed.events).toEqual([]);
  });

  it('drops an event that ends before it starts instead of giving it one night', () => {
    const parsed = parse(
      calendar(
        vevent('UID:reversed-days', 'DTSTART;VALUE=DATE:20310410', 'DTEND;VALUE=DATE:20310407'),
        vevent('UID:reversed-times', 'DTSTART:20310410T100000Z', 'DTEND:20310410T080000Z'),
        vevent('UID:negative-length', 'DTSTART;VALUE=DATE:20310410', 'DURATION:-P2D'),
      ),
    );
    expect(parsed.events).toEqual([]);
    expect(parsed.unreadableEvents.map((e) => e.reason)).toEqual(['it ends before it starts', 'it ends before it starts', 'it ends before it starts']);
  });

  it('blocks the first night of an event whose end is no date, and says so', () => {
    const parsed = parse(calendar(vevent('UID:bad-end', 'DTSTART;VALUE=DATE:20310410', 'DTEND:31 April')));
    expect(parsed.events).toEqual([{ uid: 'bad-end', startsOn: '2031-04-10', endsOn: '2031-04-11', kind: 'unavailable' }]);
    expect(parsed.unreadableEvents).toEqual([{ uid: 'bad-end', reason: 'its end date could not be read (DTEND:31 April), so only its first night is blocked' }]);
  });

  it('reads an unknown zone as Sri Lanka time, keeps its nights, and names the zone', () => {
    const parsed = parse(calendar(vevent('UID:odd-zone', 'DTSTART;TZID=Foo Standard Time:20310410T150000', 'DTEND;TZID=Foo Standard Time:20310412T110000')));
    expect(parsed.events).toEqual([{ uid: 'odd-zone', startsOn: '2031-04-10', endsOn: '2031-04-12', kind: 'unavailable' }]);
    expect(parsed.unreadableEvents).toEqual([{ uid: 'odd-zone', reason: "its time zone 'Foo Standard Time' is unknown, so its times were read as Sri Lanka time" }]);
  });

  it('names nothing for a Windows zone name the table knows, nor for one the calendar defines', () => {
    const parsed = parse(
      calendar(
        vevent('UID:pacific', 'DTSTART;TZID="Pacific Standard Time":20310612T233000', 'DTEND;TZID=Pacific Standard Time:20310614T233000'),
        vevent('UID:swallowed', 'DTSTART;TZID="Pacific Standard Time:20310809T233000"', 'DTEND;TZID="Pacific Standard Time:20310811T233000"'),
      ),
    );
    // Python zoneinfo: 23:30 PDT (UTC-7) is 12:00 the next day in Colombo, at both ends.
    expect(parsed.events.map((e) => [e.uid, e.startsOn, e.endsOn])).toEqual([
      ['pacific', '2031-06-13', '2031-06-15'],
      ['swallowed', '2031-08-10', '2031-08-12'],
    ]);
    expect(parsed.unreadable).toBe(0);
  });

  it('gives a null UID for an event without one, and never the SUMMARY, which may name a guest', () => {
    const parsed = parse(calendar(vevent('SUMMARY:Reserved - Nimal Perera', 'DTSTART:not a date')));
    expect(parsed.unreadableEvents).toEqual([{ uid: null, reason: 'its start date could not be read (DTSTART:not a date)' }]);
    expect(JSON.stringify(parsed.unreadableEvents)).not.toContain('Nimal');
  });

  it('counts every unreadable event but keeps only the first 20 to show', () => {
    const broken = Array.from({ length: 25 }, (_, i) => vevent(`UID:broken-${i}`, 'DTSTART;VALUE=DATE:20310410', 'DTEND;VALUE=DATE:20310401'));
    const parsed = parse(calendar(...broken, vevent('UID:fine', 'DTSTART;VALUE=DATE:20310501', 'DTEND;VALUE=DATE:20310503')));
    expect(parsed.unreadable).toBe(25);
    expect(parsed.unreadableEvents.map((e) => e.uid)).toEqual(Array.from({ length: 20 }, (_, i) => `broken-${i}`));
    expect(parsed.events.map((e) => e.uid)).toEqual(['fine']);
  });

  it('lists the UIDs that stand only as unreadable copies, not those with a readable or cancelled version', () => {
    const parsed = parse(
      calendar(
        vevent('UID:only-broken', 'DTSTART:never'),
        vevent('UID:fixed', 'SEQUENCE:0', 'DTSTART:never'),
        vevent('UID:fixed', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20310410', 'DTEND;VALUE=DATE:20310412'),
        vevent('UID:cancelled', 'SEQUENCE:0', 'DTSTART:never'),
        vevent('UID:cancelled', 'SEQUENCE:1', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20310410'),
      ),
    );
    expect(parsed.unreadableUids).toEqual(['only-broken']);
  });

  it('names a repeating event whose own dates cannot be read, without the rest of the calendar failing', () => {
    const parsed = parse(
      calendar(
        vevent('UID:bad-series', 'DTSTART:2031-13-45', 'RRULE:FREQ=WEEKLY;COUNT=3'),
        vevent('UID:reversed-series', 'DTSTART;VALUE=DATE:20310612', 'DTEND;VALUE=DATE:20310610', 'RRULE:FREQ=WEEKLY;COUNT=3'),
        vevent('UID:fine', 'DTSTART;VALUE=DATE:20310501', 'DTEND;VALUE=DATE:20310503'),
      ),
    );
    expect(parsed.events.map((e) => e.uid)).toEqual(['fine']);
    expect(parsed.unreadableEvents).toEqual([
      { uid: 'bad-series', reason: 'its start date could not be read (DTSTART:2031-13-45)' },
      { uid: 'reversed-series', reason: 'it ends before it starts' },
    ]);
  });

  it("expands a repeating event in Exchange's broken TZID form, and names one in an unknown zone once", () => {
    const parsed = parse(
      calendar(
        vevent('UID:weekly', 'DTSTART;TZID="Pacific Standard Time:20310612T233000"', 'DTEND;TZID="Pacific Standard Time:20310613T233000"', 'RRULE:FREQ=WEEKLY;COUNT=2'),
        vevent('UID:odd-weekly', 'DTSTART;TZID=Foo Standard Time:20310701T150000', 'DTEND;TZID=Foo Standard Time:20310702T110000', 'RRULE:FREQ=WEEKLY;COUNT=2'),
      ),
    );
    // Python zoneinfo: 23:30 PDT is 12:00 the next day in Colombo; the unknown zone is read as Colombo's wall clock.
    expect(parsed.events.map((e) => [e.startsOn, e.endsOn])).toEqual([
      ['2031-06-13', '2031-06-14'],
      ['2031-06-20', '2031-06-21'],
      ['2031-07-01', '2031-07-02'],
      ['2031-07-08', '2031-07-09'],
    ]);
    expect(parsed.unreadable).toBe(1);
    expect(parsed.unreadableEvents).toEqual([{ uid: 'odd-weekly', reason: "its time zone 'Foo Standard Time' is unknown, so its times were read as Sri Lanka time" }]);
  });

  it('shortens a long raw value', () => {
    const [only] = reasons(calendar(vevent('UID:long', `DTSTART:${'9'.repeat(100)}`)));
    expect(only.reason).toBe(`its start date could not be read (DTSTART:${'9'.repeat(40)}…)`);
  });
});
