import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarBlocks } from '../../src/server/db/schema/index';
import { fakeChannels, feedOf, syncApi, syncOf } from './helpers/feeds';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Events whose dates cannot be read are counted and named on the feed, not dropped in silence;
 * Windows zone names (Outlook, Exchange) land on the nights their sender meant. "Today" is
 * 1 March 2031 in Sri Lanka.
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

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

const READABLE = [
  ['UID:kept@example.lk', 'SUMMARY:Reserved', 'DTSTART;VALUE=DATE:20310410', 'DTEND;VALUE=DATE:20310413'],
  // Expected nights from Python's zoneinfo, not our parser: 23:30 PDT (UTC-7) on 12 June is 12:00
  // on the 13th in Colombo, and 23:30 on the 14th is 12:00 on the 15th.
  ['UID:pacific@example.lk', 'DTSTART;TZID="Pacific Standard Time":20310612T233000', 'DTEND;TZID="Pacific Standard Time":20310614T233000'],
  // Exchange's broken form, the time inside the TZID's quotes. 22:30 HST (UTC-10) on 1 July is
  // 14:00 on the 2nd in Colombo; 22:30 on the 4th is 14:00 on the 5th.
  ['UID:hawaii@example.lk', 'DTSTART;TZID="Hawaiian Standard Time:20310701T223000"', 'DTEND;TZID="Hawaiian Standard Time:20310704T223000"'],
];
const UNREADABLE = [
  ['UID:no-start@example.lk', 'SUMMARY:Reserved - Nimal Perera', 'DTEND;VALUE=DATE:20310505'],
  ['UID:reversed@example.lk', 'DTSTART;VALUE=DATE:20310520', 'DTEND;VALUE=DATE:20310518'],
  ['UID:bad-date@example.lk', 'DTSTART:2031-13-45', 'DTEND;VALUE=DATE:20310605'],
  // Read as Sri Lanka time: 15:00 on 20 August to 11:00 on the 22nd.
  ['UID:odd-zone@example.lk', 'DTSTART;TZID=Foo Standard Time:20310820T150000', 'DTEND;TZID=Foo Standard Time:20310822T110000'],
];

let counter = 0;
async function unitWithFeed(body: string) {
  const place = await bookableProperty(t, host);
  const url = `https://outlook.example.com/${++counter}/calendar.ics`;
  channels.serve(url, body);
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Outlook', channel: 'other', url }), 201);
  return { place, unitId: place.unitIds[0], url, feed };
}

async function nightsOf(unitId: number) {
  const rows = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, unitId)).orderBy(asc(calendarBlocks.startsOn));
  return rows.map((b) => `${b.startsOn}/${b.endsOn}`);
}

const byUid = <T extends { uid: string | null }>(list: T[]) => [...list].sort((a, b) => String(a.uid).localeCompare(String(b.uid)));

describe('unreadable events', () => {
  it('are counted and named with what was wrong, while the readable events of the feed block their nights', async () => {
    const { unitId, feed, place } = await unitWithFeed(calendar(...READABLE, ...UNREADABLE));
    expect(feed).toMatchObject({ lastStatus: 'ok', eventsSeen: 4, eventsUnreadable: 4 });
    expect(byUid(feed.unreadableEvents)).toEqual([
      { uid: 'bad-date@example.lk', reason: 'its start date could not be read (DTSTART:2031-13-45)' },
      { uid: 'no-start@example.lk', reason: 'it has no start date' },
      { uid: 'odd-zone@example.lk', reason: "its time zone 'Foo Standard Time' is unknown, so its times were read as Sri Lanka time" },
      { uid: 'reversed@example.lk', reason: 'it ends before it starts' },
    ]);
    expect(JSON.stringify(feed)).not.toContain('Nimal');
    expect(await nightsOf(unitId)).toEqual(['2031-04-10/2031-04-13', '2031-06-13/2031-06-15', '2031-07-02/2031-07-05', '2031-08-20/2031-08-22']);
    // The sync screen reads the same from the property's sync view.
    const shown = (await syncOf(t, host, place.propertyId)).units[0].feeds[0];
    expect(shown).toMatchObject({ eventsUnreadable: 4 });
    expect(byUid(shown.unreadableEvents)).toEqual(byUid(feed.unreadableEvents));
  });

  it('are no longer named once the channel sends them readable', async () => {
    const { url, feed } = await unitWithFeed(calendar(...READABLE, UNREADABLE[1]));
    expect(feed).toMatchObject({ eventsUnreadable: 1, unreadableEvents: [{ uid: 'reversed@example.lk', reason: 'it ends before it starts' }] });
    channels.serve(url, calendar(...READABLE, ['UID:reversed@example.lk', 'DTSTART;VALUE=DATE:20310518', 'DTEND;VALUE=DATE:20310520']));
    const next = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(next).toMatchObject({ lastStatus: 'ok', eventsSeen: 4, eventsAdded: 1, eventsUnreadable: 0, unreadableEvents: [] });
  });

  it('keep the nights an event held when the channel garbles it, and say so', async () => {
    const { unitId, url, feed } = await unitWithFeed(calendar(READABLE[0], ['UID:garbled@example.lk', 'SUMMARY:Reserved', 'DTSTART;VALUE=DATE:20310501', 'DTEND;VALUE=DATE:20310504']));
    expect(feed).toMatchObject({ eventsAdded: 2, eventsUnreadable: 0 });
    channels.serve(url, calendar(READABLE[0], ['UID:garbled@example.lk', 'SUMMARY:Reserved', 'DTSTART;VALUE=DATE:20310501', 'DTEND;VALUE=DATE:20310428']));
    const next = feedOf(await syncApi(t).syncNow(host, feed.id));
    expect(next).toMatchObject({ lastStatus: 'ok', eventsRemoved: 0, eventsChanged: 0, eventsUnreadable: 1 });
    expect(next.unreadableEvents).toEqual([{ uid: 'garbled@example.lk', reason: 'it ends before it starts; the nights it held before stay blocked' }]);
    expect(await nightsOf(unitId)).toEqual(['2031-04-10/2031-04-13', '2031-05-01/2031-05-04']);
    // Once the channel cancels it, its nights open.
    channels.serve(url, calendar(READABLE[0], ['UID:garbled@example.lk', 'SEQUENCE:1', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20310501', 'DTEND;VALUE=DATE:20310504']));
    expect(feedOf(await syncApi(t).syncNow(host, feed.id))).toMatchObject({ eventsRemoved: 1, eventsUnreadable: 0 });
    expect(await nightsOf(unitId)).toEqual(['2031-04-10/2031-04-13']);
  });

  it('are counted beyond the 20 named', async () => {
    const broken = Array.from({ length: 23 }, (_, i) => [`UID:broken-${i}@example.lk`, 'DTSTART;VALUE=DATE:20310410', 'DTEND;VALUE=DATE:20310401']);
    const { feed } = await unitWithFeed(calendar(...broken));
    expect(feed.eventsUnreadable).toBe(23);
    expect(feed.unreadableEvents).toHaveLength(20);
  });
});
