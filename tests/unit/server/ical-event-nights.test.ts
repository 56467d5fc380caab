import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../../src/server/lib/ical/parse-feed';

/**
 * Timed events become Colombo nights the way their sender meant them (event-nights.ts). Every
 * expected night below was worked out by hand and checked with python3's zoneinfo, never by the
 * parser: rule (a) midnight to midnight in the event's own zone gives that zone's dates; rule (b)
 * anything else runs from the Colombo date of its start to the Colombo date of its end.
 */
const HORIZON = { from: '2031-01-01', to: '2033-01-01' };

function nightsOf(...lines: string[]): [string, string][] {
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:event-1', 'SUMMARY:Reserved', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  return parseFeed(text, { timeZone: 'Asia/Colombo', horizon: HORIZON }).events.map((e) => [e.startsOn, e.endsOn]);
}
const zoned = (zone: string, start: string, end: string) => nightsOf(`DTSTART;TZID=${zone}:${start}`, `DTEND;TZID=${zone}:${end}`);

describe('timed events east of Colombo', () => {
  it('reads Tokyo midnight to midnight as the Tokyo dates, not the Colombo evening before', () => {
    // Tokyo midnight of 1 March is 20:30 on 28 February in Colombo; the sender meant 1 and 2 March.
    expect(zoned('Asia/Tokyo', '20310301T000000', '20310303T000000')).toEqual([['2031-03-01', '2031-03-03']]);
  });

  it('converts Tokyo times that are not midnight to Colombo', () => {
    // 02:00 JST on 1 March is 22:30 on 28 February in Colombo; 02:00 JST on 3 March is 22:30 on 2 March.
    expect(zoned('Asia/Tokyo', '20310301T020000', '20310303T020000')).toEqual([['2031-02-28', '2031-03-02']]);
    // The same with a DURATION of two days: 02:00 JST on 3 March.
    expect(nightsOf('DTSTART;TZID=Asia/Tokyo:20310301T020000', 'DURATION:P2D')).toEqual([['2031-02-28', '2031-03-02']]);
    // Midnight start but an 11:00 end is no all-day event: 20:30 on 28 February to 07:30 on 3 March in Colombo.
    expect(zoned('Asia/Tokyo', '20310301T000000', '20310303T110000')).toEqual([['2031-02-28', '2031-03-03']]);
  });

  it('gives a few hours on one Colombo date that night', () => {
    // 10:00 to 14:00 JST on 5 March is 06:30 to 10:30 in Colombo.
    expect(zoned('Asia/Tokyo', '20310305T100000', '20310305T140000')).toEqual([['2031-03-05', '2031-03-06']]);
  });

  it('reads Auckland midnights across the end of its summer time (6 April 2031) as its dates', () => {
    // NZDT midnight of 5 April is 16:30 on 4 April in Colombo; NZST midnight of 7 April is 17:30 on 6 April.
    expect(zoned('Pacific/Auckland', '20310405T000000', '20310407T000000')).toEqual([['2031-04-05', '2031-04-07']]);
    expect(zoned('Pacific/Auckland', '20310301T000000', '20310303T000000')).toEqual([['2031-03-01', '2031-03-03']]);
  });

  it('takes a DURATION of days as nominal and one of hours as exact, across the change', () => {
    expect(nightsOf('DTSTART;TZID=Pacific/Auckland:20310405T000000', 'DURATION:P2D')).toEqual([['2031-04-05', '2031-04-07']]);
    // 49 hours from NZDT midnight of 5 April, with the hour repeated on the 6th, is NZST midnight of 7 April.
    expect(nightsOf('DTSTART;TZID=Pacific/Auckland:20310405T000000', 'DURATION:PT49H')).toEqual([['2031-04-05', '2031-04-07']]);
    // 48 hours ends at 23:00 on 6 April (NZST): not midnight, so Colombo times, 16:30 on 4 April to 16:30 on 6 April.
    expect(nightsOf('DTSTART;TZID=Pacific/Auckland:20310405T000000', 'DURATION:PT48H')).toEqual([['2031-04-04', '2031-04-06']]);
  });

  it('reads Kolkata, on the same offset as Colombo, the same either way', () => {
    expect(zoned('Asia/Kolkata', '20310310T000000', '20310312T000000')).toEqual([['2031-03-10', '2031-03-12']]);
    expect(zoned('Asia/Kolkata', '20310310T140000', '20310312T110000')).toEqual([['2031-03-10', '2031-03-12']]);
  });
});

describe('timed events west of Colombo', () => {
  it('reads UTC midnights as the UTC dates and other UTC times in Colombo time', () => {
    expect(nightsOf('DTSTART:20310301T000000Z', 'DTEND:20310303T000000Z')).toEqual([['2031-03-01', '2031-03-03']]);
    // 20:00Z on 1 March is 01:30 on 2 March in Colombo; 04:00Z on 3 March is 09:30 there.
    expect(nightsOf('DTSTART:20310301T200000Z', 'DTEND:20310303T040000Z')).toEqual([['2031-03-02', '2031-03-03']]);
  });

  it('reads London midnights across the start of its summer time (30 March 2031) as its dates', () => {
    expect(zoned('Europe/London', '20310329T000000', '20310331T000000')).toEqual([['2031-03-29', '2031-03-31']]);
    // 23:00 GMT on 29 March is 04:30 on the 30th in Colombo; 01:00 BST on 31 March is 05:30 on the 31st.
    expect(zoned('Europe/London', '20310329T230000', '20310331T010000')).toEqual([['2031-03-30', '2031-03-31']]);
  });

  it('reads New York across the start of its summer time (9 March 2031)', () => {
    expect(zoned('America/New_York', '20310308T000000', '20310310T000000')).toEqual([['2031-03-08', '2031-03-10']]);
    // 47 exact hours from EST midnight of 8 March is EDT midnight of 10 March.
    expect(nightsOf('DTSTART;TZID=America/New_York:20310308T000000', 'DURATION:PT47H')).toEqual([['2031-03-08', '2031-03-10']]);
    // 14:00 EST on 8 March is 00:30 on 9 March in Colombo. Two days on is 14:00 EDT on 10 March,
    // 23:30 on the 10th in Colombo; 48 exact hours on is 15:00 EDT, 00:30 on the 11th.
    expect(nightsOf('DTSTART;TZID=America/New_York:20310308T140000', 'DURATION:P2D')).toEqual([['2031-03-09', '2031-03-10']]);
    expect(nightsOf('DTSTART;TZID=America/New_York:20310308T140000', 'DURATION:PT48H')).toEqual([['2031-03-09', '2031-03-11']]);
    // 15:00 EST on 8 March is 01:30 on 9 March in Colombo; 11:00 EDT on 10 March is 20:30 there.
    expect(zoned('America/New_York', '20310308T150000', '20310310T110000')).toEqual([['2031-03-09', '2031-03-10']]);
  });

  it('reads Los Angeles and Honolulu midnights as their dates and other times in Colombo time', () => {
    expect(zoned('America/Los_Angeles', '20310301T000000', '20310303T000000')).toEqual([['2031-03-01', '2031-03-03']]);
    // 16:00 PST on 1 March is 05:30 on 2 March in Colombo; 10:00 PST on 3 March is 23:30 on 3 March.
    expect(zoned('America/Los_Angeles', '20310301T160000', '20310303T100000')).toEqual([['2031-03-02', '2031-03-03']]);
    expect(zoned('Pacific/Honolulu', '20310301T000000', '20310302T000000')).toEqual([['2031-03-01', '2031-03-02']]);
    // 14:00 HST on 1 March is 05:30 on 2 March in Colombo; 11:00 HST on 2 March is 02:30 on 3 March.
    expect(zoned('Pacific/Honolulu', '20310301T140000', '20310302T110000')).toEqual([['2031-03-02', '2031-03-03']]);
  });
});

describe('what is not midnight to midnight in one zone', () => {
  it('converts ends in two different zones to Colombo, though both are midnight', () => {
    // Tokyo midnight of 1 March is 20:30 on 28 February in Colombo; UTC midnight of 3 March is 05:30 on 3 March.
    expect(nightsOf('DTSTART;TZID=Asia/Tokyo:20310301T000000', 'DTEND:20310303T000000Z')).toEqual([['2031-02-28', '2031-03-03']]);
  });

  it('gives an event ending when it starts its one Colombo night', () => {
    // 20:30 on 28 February in Colombo.
    expect(zoned('Asia/Tokyo', '20310301T000000', '20310301T000000')).toEqual([['2031-02-28', '2031-03-01']]);
  });

  it('reads floating midnights as Colombo dates, and DATE values as they are', () => {
    expect(nightsOf('DTSTART:20310301T000000', 'DTEND:20310303T000000')).toEqual([['2031-03-01', '2031-03-03']]);
    expect(nightsOf('DTSTART;VALUE=DATE:20310301', 'DTEND;VALUE=DATE:20310303')).toEqual([['2031-03-01', '2031-03-03']]);
  });

  it('reads each instance of a repeating Tokyo midnight event as its Tokyo dates', () => {
    const nights = nightsOf('DTSTART;TZID=Asia/Tokyo:20310301T000000', 'DTEND;TZID=Asia/Tokyo:20310302T000000', 'RRULE:FREQ=WEEKLY;COUNT=2');
    expect(nights).toEqual([
      ['2031-03-01', '2031-03-02'],
      ['2031-03-08', '2031-03-09'],
    ]);
  });
});
