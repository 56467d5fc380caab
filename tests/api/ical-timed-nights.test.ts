import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeChannels, feedOf, syncApi } from './helpers/feeds';
import { api, bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Timed events come in as the nights their sender meant (issue 21, item 6; event-nights.ts). The
 * expected nights were worked out by hand and checked with python3's zoneinfo. "Today" is 1 March
 * 2031 in Sri Lanka.
 */
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(Date.parse('2031-03-01T09:00:00+05:30') - t.clock().getTime()));

const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Apple Inc.//macOS 15//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
const vevent = (uid: string, ...dates: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20310201T000000Z', ...dates, 'SUMMARY:Closed', 'END:VEVENT'];

describe('timed events imported through a feed', () => {
  it("blocks a Tokyo and a Los Angeles midnight-to-midnight event on their own dates, and a Tokyo evening stay on Colombo's", async () => {
    const place = await bookableProperty(t, host);
    const url = 'https://calendar.example.com/timed-nights/1.ics';
    channels.serve(
      url,
      calendar(
        // Tokyo midnights of 5 and 7 March are 20:30 on 4 and 6 March in Colombo; the sender meant 5 and 6 March.
        vevent('tokyo-all-day', 'DTSTART;TZID=Asia/Tokyo:20310305T000000', 'DTEND;TZID=Asia/Tokyo:20310307T000000'),
        // Los Angeles midnights of 10 and 11 March are 13:30 on those days in Colombo: 10 March.
        vevent('la-all-day', 'DTSTART;TZID=America/Los_Angeles:20310310T000000', 'DTEND;TZID=America/Los_Angeles:20310311T000000'),
        // 23:00 JST on 14 March is 19:30 on the 14th in Colombo; 10:00 JST on 16 March is 06:30 on the 16th: 14 and 15 March.
        vevent('tokyo-stay', 'DTSTART;TZID=Asia/Tokyo:20310314T230000', 'DTEND;TZID=Asia/Tokyo:20310316T100000'),
      ),
    );
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Family calendar', channel: 'other', url }), 201);
    expect(feed).toMatchObject({ lastStatus: 'ok', eventsSeen: 3 });
    const response = await api(t).calendar(host, place.propertyId, '2031-03-03', '2031-03-18');
    expect(response.statusCode, response.body).toBe(200);
    const blocks = response.json().data.units[0].blocks.map((b: { startsOn: string; endsOn: string }) => [b.startsOn, b.endsOn]);
    expect(blocks).toEqual([
      ['2031-03-05', '2031-03-07'],
      ['2031-03-10', '2031-03-11'],
      ['2031-03-14', '2031-03-16'],
    ]);
  });
});
