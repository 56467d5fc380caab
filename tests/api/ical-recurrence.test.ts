import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarBlocks } from '../../src/server/db/schema/index';
import { fakeChannels, feedOf, syncApi, syncOf } from './helpers/feeds';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Repeating events (RRULE, RDATE, EXDATE, RECURRENCE-ID) and calendars that arrive incomplete,
 * synced through the API with a stand-in fetcher. "Today" is 1 March 2031 in Sri Lanka, so
 * repeating events are expanded up to 1 March 2033.
 */
const fixture = (name: string) => readFileSync(`tests/fixtures/ical/${name}`, 'utf8');
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(Date.parse('2031-03-01T09:00:00+05:30') - t.clock().getTime()));

let counter = 0;
async function unitWithFeed(body: string) {
  const place = await bookableProperty(t, host);
  const url = `https://calendar.example.com/${++counter}/calendar.ics`;
  channels.serve(url, body);
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Other calendar', channel: 'other', url }), 201);
  return { place, unitId: place.unitIds[0], url, feed };
}

async function blocksOf(unitId: number) {
  const rows = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, unitId)).orderBy(asc(calendarBlocks.startsOn));
  return rows.map((b) => ({ id: b.id, nights: `${b.startsOn}/${b.endsOn}` }));
}
const nightsOf = async (unitId: number) => (await blocksOf(unitId)).map((b) => b.nights);

const EXPANDED = [
  '2031-03-01/2031-03-02', // first Saturday of the month, 15:00-10:00 in London (no VTIMEZONE: Intl's zone)
  '2031-03-03/2031-03-05', // weekly, COUNT=6 …
  '2031-03-10/2031-03-12', // … 17 March is an EXDATE …
  '2031-03-25/2031-03-28', // … 24 March moved by its RECURRENCE-ID (SEQUENCE 1) …
  '2031-03-31/2031-04-02',
  '2031-04-05/2031-04-06', // first Saturday, summer time
  '2031-04-07/2031-04-09', // … the sixth and last
  '2031-04-12/2031-04-14', // the plain event
  '2031-04-20/2031-04-23', // an RDATE period, 08:00Z to 06:00Z: its own length, not the series'
  '2031-05-03/2031-05-04',
  '2031-06-07/2031-06-08', // UNTIL 1 July
  '2031-12-24/2031-12-26', // yearly since 2025: the past years are history …
  '2032-12-24/2032-12-26', // … and 2033's is past the two-year horizon
];

describe('repeating events', () => {
  it('blocks every instance of RRULE, RDATE and overrides, without the EXDATEs, up to two years ahead', async () => {
    const { unitId, feed } = await unitWithFeed(fixture('recurring.ics'));
    expect(feed).toMatchObject({ lastStatus: 'ok', lastError: null, lastNotice: null, eventsSeen: EXPANDED.length, eventsAdded: EXPANDED.length });
    expect(await nightsOf(unitId)).toEqual(EXPANDED);
  });

  it('cancels or moves one overridden instance alone and leaves the rest of the series untouched', async () => {
    const { unitId, feed, url } = await unitWithFeed(fixture('recurring.ics'));
    const before = await blocksOf(unitId);
    channels.serve(url, fixture('recurring-overrides.ics'));
    const next = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(next).toMatchObject({ lastStatus: 'ok', eventsAdded: 0, eventsChanged: 1, eventsRemoved: 1 });
    const after = await blocksOf(unitId);
    const gone = ['2031-03-31/2031-04-02', '2031-04-07/2031-04-09'];
    // The other instances keep their very blocks: the sync did not touch them.
    expect(after.filter((b) => b.nights !== '2031-04-08/2031-04-10')).toEqual(before.filter((b) => !gone.includes(b.nights)));
    expect(after.map((b) => b.nights)).toEqual(EXPANDED.filter((n) => !gone.includes(n)).concat('2031-04-08/2031-04-10').sort());
  });

  it('takes at most 5 000 instances of one event, and says so on the sync screen', async () => {
    const hourly = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:every-hour@example.lk', 'DTSTART:20310301T000000Z', 'DTEND:20310301T003000Z', 'RRULE:FREQ=HOURLY', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
    const { place, feed } = await unitWithFeed(hourly);
    expect(feed).toMatchObject({ lastStatus: 'ok', eventsSeen: 5000 });
    expect(feed.lastNotice).toMatch(/more dates than are imported \(at most 5 000 per event and 20 000 per calendar/);
    const screen = await syncOf(t, host, place.propertyId);
    expect(screen.units[0].feeds[0].lastNotice).toBe(feed.lastNotice);
  });
});

describe('a calendar that is not whole', () => {
  const cases: [string, (text: string) => string][] = [
    ['cut off inside an event', (text) => text.slice(0, text.indexOf('END:VEVENT', text.indexOf('plain-stay')))],
    ['cut off after an event, without END:VCALENDAR', (text) => text.slice(0, text.lastIndexOf('END:VCALENDAR'))],
    ['with an event left open', (text) => text.replace(/END:VEVENT\r\n(?=BEGIN:VEVENT\r\nUID:plain-stay)/, '')],
  ];
  it.each(cases)('changes nothing when the calendar arrives %s, and says why', async (_, cut) => {
    const { place, unitId, feed, url } = await unitWithFeed(fixture('recurring.ics'));
    const before = await blocksOf(unitId);
    channels.serve(url, cut(fixture('recurring.ics')));
    const reason = { lastStatus: 'error', lastError: 'The calendar arrived cut off part way, so nothing was changed. The next sync will try again.' };
    expect(feedOf(await syncApi(t).syncNow(host, feed.id))).toMatchObject(reason);
    expect((await syncOf(t, host, place.propertyId)).units[0].feeds[0]).toMatchObject({ ...reason, eventsSeen: EXPANDED.length });
    expect(await blocksOf(unitId)).toEqual(before);
  });

  it('changes nothing when the read fails, the channel answers an error or something else than a calendar', async () => {
    const { place, unitId, feed, url } = await unitWithFeed(fixture('recurring.ics'));
    const before = await blocksOf(unitId);
    const failures: [() => void, RegExp][] = [
      [() => channels.fail(url, 'The connection closed before the whole calendar arrived'), /^The connection closed/],
      [() => channels.fail(url, 'The channel answered 503 Service Unavailable: the channel is having trouble, and the next sync will try again'), /^The channel answered 503/],
      [() => channels.serve(url, fixture('not-a-calendar.html')), /did not return a calendar/],
      [() => channels.serve(url, ''), /did not return a calendar/],
    ];
    for (const [fail, reason] of failures) {
      fail();
      expect(feedOf(await syncApi(t).syncNow(host, feed.id))).toMatchObject({ lastStatus: 'error', lastError: expect.stringMatching(reason) });
      const shown = (await syncOf(t, host, place.propertyId)).units[0].feeds[0];
      expect(shown).toMatchObject({ lastStatus: 'error', lastError: expect.stringMatching(reason) });
      expect(await blocksOf(unitId)).toEqual(before);
    }
  });
});
