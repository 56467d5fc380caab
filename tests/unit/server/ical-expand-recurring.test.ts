import { describe, expect, it } from 'vitest';
import { FeedIncompleteError, FeedParseError, parseFeed } from '../../../src/server/lib/ical/parse-feed';

/** Repeating events as parseFeed reads them: expanded over 1 March 2031 to 1 March 2033. */
const HORIZON = { from: '2031-03-01', to: '2033-03-01' };
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');
const parse = (text: string) => parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON });
const nights = (text: string) => parse(text).events.map((e) => `${e.startsOn}/${e.endsOn}`);

describe('parseFeed on repeating events', () => {
  it('keys each instance by its UID and original start, so an override keeps the key of the instance it moves', () => {
    const text = calendar(
      ['UID:w', 'DTSTART;VALUE=DATE:20310303', 'DTEND;VALUE=DATE:20310304', 'RRULE:FREQ=WEEKLY;COUNT=2'],
      ['UID:w', 'RECURRENCE-ID;VALUE=DATE:20310310', 'DTSTART;VALUE=DATE:20310311', 'DTEND;VALUE=DATE:20310313', 'SEQUENCE:1'],
    );
    expect(parse(text).events).toEqual([
      { uid: 'w\u001d2031-03-03', startsOn: '2031-03-03', endsOn: '2031-03-04', kind: 'unavailable' },
      { uid: 'w\u001d2031-03-10', startsOn: '2031-03-11', endsOn: '2031-03-13', kind: 'unavailable' },
    ]);
  });

  it('keeps the newest copy of an override and of the series, by SEQUENCE', () => {
    const text = calendar(
      ['UID:w', 'SEQUENCE:0', 'DTSTART;VALUE=DATE:20310303', 'RRULE:FREQ=DAILY;COUNT=3'],
      ['UID:w', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20310303', 'RRULE:FREQ=DAILY;COUNT=2'],
      ['UID:w', 'SEQUENCE:3', 'RECURRENCE-ID;VALUE=DATE:20310304', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20310304'],
      ['UID:w', 'SEQUENCE:2', 'RECURRENCE-ID;VALUE=DATE:20310304', 'DTSTART;VALUE=DATE:20310320'],
    );
    expect(nights(text)).toEqual(['2031-03-03/2031-03-04']);
    expect(parse(text).cancelled).toBe(1);
  });

  it('drops every instance of a cancelled series, and reads an override without its series as an event of its own', () => {
    expect(nights(calendar(['UID:c', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20310303', 'RRULE:FREQ=DAILY;COUNT=3']))).toEqual([]);
    expect(nights(calendar(['UID:o', 'RECURRENCE-ID;VALUE=DATE:20310303', 'DTSTART;VALUE=DATE:20310305', 'DTEND;VALUE=DATE:20310307']))).toEqual(['2031-03-05/2031-03-07']);
  });

  it('keeps the newer of a UID sent both as a series and as a plain event, by SEQUENCE', () => {
    const series = ['UID:u', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20310303', 'RRULE:FREQ=WEEKLY;COUNT=2'];
    const plain = (sequence: number) => ['UID:u', `SEQUENCE:${sequence}`, 'DTSTART;VALUE=DATE:20310320', 'DTEND;VALUE=DATE:20310322'];
    expect(nights(calendar(plain(0), series))).toEqual(['2031-03-03/2031-03-04', '2031-03-10/2031-03-11']);
    expect(nights(calendar(series, plain(2)))).toEqual(['2031-03-20/2031-03-22']);
  });

  it('takes 20 000 instances of a calendar at most and says so', () => {
    const series = Array.from({ length: 5 }, (_, i) => [`UID:s${i}`, `DTSTART:2031030${i + 1}T000000Z`, `DTEND:2031030${i + 1}T000100Z`, 'RRULE:FREQ=HOURLY']);
    const parsed = parse(calendar(...series));
    expect(parsed.events).toHaveLength(20_000);
    expect(parsed.notice).toMatch(/at most 5 000 per event and 20 000 per calendar/);
  });

  it('stops walking a rule that repeats every minute since 1971 before the horizon, and says so', () => {
    const parsed = parse(calendar(['UID:m', 'DTSTART:19710101T000000Z', 'RRULE:FREQ=MINUTELY']));
    expect(parsed.events).toEqual([]);
    expect(parsed.notice).not.toBeNull();
  });

  it('walks 100 000 steps of a calendar in all, so rules after two such walks are left out and reported', () => {
    const minutely = (uid: string) => [`UID:${uid}`, 'DTSTART:19710101T000000Z', 'RRULE:FREQ=MINUTELY'];
    const parsed = parse(calendar(minutely('m1'), minutely('m2'), ['UID:late', 'DTSTART;VALUE=DATE:20310401', 'RRULE:FREQ=WEEKLY;COUNT=2']));
    expect(parsed.events).toEqual([]);
    expect(parsed.notice).not.toBeNull();
  });

  it('leaves plain events on the fast path, untouched by a repeating one in the same calendar', () => {
    const text = calendar(['UID:p', 'DTSTART;VALUE=DATE:20310401', 'DTEND;VALUE=DATE:20310403', 'SUMMARY:Reserved'], ['UID:r', 'DTSTART;VALUE=DATE:20310501', 'RRULE:FREQ=YEARLY;COUNT=1']);
    expect(parse(text).events).toEqual([
      { uid: 'p', startsOn: '2031-04-01', endsOn: '2031-04-03', kind: 'reserved' },
      { uid: 'r\u001d2031-05-01', startsOn: '2031-05-01', endsOn: '2031-05-02', kind: 'unavailable' },
    ]);
  });
});

describe('parseFeed on a calendar that is not whole', () => {
  const whole = calendar(['UID:a', 'DTSTART;VALUE=DATE:20310401'], ['UID:b', 'DTSTART;VALUE=DATE:20310501']);
  it.each([
    ['without END:VCALENDAR', whole.replace('END:VCALENDAR\r\n', '')],
    ['cut inside an event', whole.slice(0, whole.lastIndexOf('END:VEVENT'))],
    ['with an event left open', whole.replace('END:VEVENT\r\nBEGIN:VEVENT', 'BEGIN:VEVENT')],
    ['with an END that closes another component', whole.replace('END:VEVENT', 'END:VTODO')],
  ])('refuses one %s as incomplete', (_, text) => {
    expect(() => parse(text)).toThrow(FeedIncompleteError);
  });

  it('still tells a text that is no calendar at all apart', () => {
    expect(() => parse('<html>Sign in</html>')).toThrow(FeedParseError);
    expect(() => parse('<html>Sign in</html>')).not.toThrow(FeedIncompleteError);
  });
});
