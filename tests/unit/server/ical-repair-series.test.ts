import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../../src/server/lib/ical/parse-feed';

/** Series ical.js 2 alone expands wrongly (see repair-series.ts), read over 1 March 2031 to 1 March 2033. */
const HORIZON = { from: '2031-03-01', to: '2033-03-01' };
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
const firstNights = (text: string) => parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON }).events.map((e) => e.startsOn).sort();

describe('parseFeed on series ical.js expands wrongly', () => {
  it('takes every instance of each of several RRULEs, the last of the second included, and a shared one once', () => {
    const text = calendar(
      'UID:two-rules',
      'DTSTART;VALUE=DATE:20310303', // a Monday
      'RRULE:FREQ=WEEKLY;COUNT=2', // 3 and 10 March
      'RRULE:FREQ=WEEKLY;BYDAY=MO,SA;UNTIL=20310315', // 3, 8, 10 and 15 March
    );
    expect(firstNights(text)).toEqual(['2031-03-03', '2031-03-08', '2031-03-10', '2031-03-15']);
  });

  it('excludes an instance by an EXDATE in UTC when the series zone has no VTIMEZONE', () => {
    const text = calendar(
      'UID:chicago',
      'DTSTART;TZID=America/Chicago:20310304T051500', // 11:15Z, 16:45 in Colombo
      'DURATION:PT1H',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'EXDATE:20310311T101500Z', // after the US switch to summer time on 9 March: 05:15 CDT
    );
    expect(firstNights(text)).toEqual(['2031-03-04', '2031-03-18']);
  });
});
