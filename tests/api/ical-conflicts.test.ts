import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarBlocks, icalConflicts } from '../../src/server/db/schema/index';
import { fakeChannels, feedOf, syncApi, syncOf } from './helpers/feeds';
import { api, bookableProperty, guest, reservationOf, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/** "Today" is 1 March 2031 in Sri Lanka; the calendars below are written inline. */
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  [host, otherHost] = await Promise.all([t.createUser({ firstName: 'Anura' }), t.createUser()]);
});
afterAll(() => t?.close());
beforeEach(() => {
  t.clock.advance(Date.parse('2031-03-01T09:00:00+05:30') - t.clock().getTime());
  t.mails.length = 0;
});

const day = (d: string) => d.replaceAll('-', '');
function calendar(...events: { uid: string; from: string; to: string; summary?: string }[]) {
  const body = events.map((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTART;VALUE=DATE:${day(e.from)}`, `DTEND;VALUE=DATE:${day(e.to)}`, `SUMMARY:${e.summary ?? 'Reserved'}`, 'END:VEVENT']);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', ...body.flat(), 'END:VCALENDAR', ''].join('\r\n');
}

let counter = 0;
async function addFeed(place: Bookable, text: string, channel = 'airbnb') {
  const url = `https://calendar.example.com/conflicts/${++counter}.ics`;
  channels.serve(url, text);
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: `${channel} – Room 1`, channel, url }), 201);
  return { feed, url };
}
async function syncAgain(feedId: number, url: string, text?: string) {
  if (text) channels.serve(url, text);
  return feedOf(await syncApi(t).syncNow(host, feedId));
}
const bookStay = async (place: Bookable, checkIn: string, checkOut: string) =>
  reservationOf(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn, checkOut }));
const blocksOf = async (unitId: number) =>
  (await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.unitId, unitId)).orderBy(asc(calendarBlocks.startsOn))).map((b) => [b.startsOn, b.endsOn, b.source]);

describe('conflicts between imported events and bookings', () => {
  it('shows an imported stay on a booked night beside the booking, and blocks its free nights', async () => {
    const place = await bookableProperty(t, host);
    const stay = await bookStay(place, '2031-03-11', '2031-03-12');
    const { feed } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    expect(feed.openConflicts).toBe(1);
    const sync = await syncOf(t, host, place.propertyId);
    expect(sync.conflicts).toEqual([
      {
        id: expect.any(Number),
        propertyId: place.propertyId,
        propertyName: 'Lagoon Villa',
        unitId: place.unitIds[0],
        unitName: 'Room 1',
        feedId: feed.id,
        feedName: 'airbnb – Room 1',
        channel: 'airbnb',
        event: { uid: 'airbnb-1', startsOn: '2031-03-10', endsOn: '2031-03-13', nights: 3, kind: 'reserved' },
        reservation: { code: stay.code, guestName: guest.guestName, checkIn: '2031-03-11', checkOut: '2031-03-12', nights: 1, channel: 'manual', status: 'confirmed' },
        block: null,
        detectedAt: expect.any(String),
      },
    ]);
    expect(await blocksOf(place.unitIds[0])).toEqual([
      ['2031-03-10', '2031-03-11', 'import'],
      ['2031-03-12', '2031-03-13', 'import'],
    ]);
  });

  it('emails the host once per conflict, in HTML and text, with both bookings and a link to the sync screen', async () => {
    const place = await bookableProperty(t, host);
    const stay = await bookStay(place, '2031-03-11', '2031-03-12');
    const { feed, url } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    const sent = t.mails.filter((m) => m.kind === 'sync-conflict');
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(host.email);
    expect(sent[0].subject).toBe('Calendar conflict at Lagoon Villa: Airbnb and a booking share 10 Mar 2031');
    for (const part of [sent[0].text, sent[0].html!]) {
      expect(part).toContain('Hello Anura');
      expect(part).toContain('10 Mar 2031 to 13 Mar 2031 (3 nights)');
      expect(part).toContain(`Booking ${stay.code}: Nimal Perera (Recorded by you), 11 Mar 2031 to 12 Mar 2031 (1 night)`);
      expect(part).toContain(`${t.config.publicUrl}/synchronize/${place.propertyId}`);
    }
    // The same conflict at the next syncs: no second mail, same conflict.
    const before = (await syncOf(t, host, place.propertyId)).conflicts[0].id;
    await syncAgain(feed.id, url);
    await syncAgain(feed.id, url);
    expect(t.mails.filter((m) => m.kind === 'sync-conflict')).toHaveLength(1);
    expect((await syncOf(t, host, place.propertyId)).conflicts.map((c) => c.id)).toEqual([before]);
  });

  it('tries the mail again at the next sync when it could not be sent', async () => {
    const place = await bookableProperty(t, host);
    await bookStay(place, '2031-03-11', '2031-03-12');
    t.breakMail((m) => m.kind === 'sync-conflict');
    const { feed, url } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    expect(feed).toMatchObject({ lastStatus: 'ok', openConflicts: 1 });
    t.breakMail(null);
    await syncAgain(feed.id, url);
    expect(t.mails.filter((m) => m.kind === 'sync-conflict')).toHaveLength(1);
  });

  it('clears the conflict when the reservation is cancelled, and the next sync blocks all the nights', async () => {
    const place = await bookableProperty(t, host);
    const stay = await bookStay(place, '2031-03-11', '2031-03-12');
    const { feed, url } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    await api(t).act(host, stay.code, 'cancel', { reason: 'The guest booked on Airbnb instead' });
    // Shown as resolved at once...
    expect((await syncOf(t, host, place.propertyId)).conflicts).toEqual([]);
    // ...and the next sync gives the event its nights and drops the row.
    const synced = await syncAgain(feed.id, url);
    expect(synced).toMatchObject({ openConflicts: 0, eventsAdded: 0, eventsChanged: 0 });
    expect(await blocksOf(place.unitIds[0])).toEqual([['2031-03-10', '2031-03-13', 'import']]);
    expect(await t.db.select().from(icalConflicts).where(eq(icalConflicts.feedId, feed.id))).toEqual([]);
  });

  it('clears the conflict when the channel moves the event off the booked nights', async () => {
    const place = await bookableProperty(t, host);
    await bookStay(place, '2031-03-11', '2031-03-12');
    const { feed, url } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    const moved = await syncAgain(feed.id, url, calendar({ uid: 'airbnb-1', from: '2031-03-20', to: '2031-03-23' }));
    expect(moved).toMatchObject({ openConflicts: 0, eventsChanged: 1 });
    expect(await blocksOf(place.unitIds[0])).toEqual([['2031-03-20', '2031-03-23', 'import']]);
  });

  it('names a host block in the way, and lets the event in once the host opens those nights', async () => {
    const place = await bookableProperty(t, host);
    const blocked = await api(t).writeCalendar(host, place.propertyId, 'block', { unitIds: place.unitIds, from: '2031-03-10', to: '2031-03-12', note: 'Painting' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const { feed, url } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-11', to: '2031-03-14' }));
    const [conflict] = (await syncOf(t, host, place.propertyId)).conflicts;
    expect(conflict).toMatchObject({ reservation: null, block: { startsOn: '2031-03-10', endsOn: '2031-03-12', note: 'Painting' } });
    await api(t).writeCalendar(host, place.propertyId, 'open', { unitIds: place.unitIds, from: '2031-03-10', to: '2031-03-12' });
    expect((await syncOf(t, host, place.propertyId)).conflicts).toEqual([]);
    await syncAgain(feed.id, url);
    expect(await blocksOf(place.unitIds[0])).toEqual([['2031-03-11', '2031-03-14', 'import']]);
  });

  it("leaves another feed's nights to it without a conflict (two channels closing the same nights)", async () => {
    const place = await bookableProperty(t, host);
    await addFeed(place, calendar({ uid: 'booking-1', from: '2031-03-10', to: '2031-03-15', summary: 'CLOSED - Not available' }), 'booking_com');
    const { feed } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-12', to: '2031-03-17' }));
    expect(feed.openConflicts).toBe(0);
    expect((await blocksOf(place.unitIds[0])).map(([from, to]) => [from, to])).toEqual([
      ['2031-03-10', '2031-03-15'],
      ['2031-03-15', '2031-03-17'],
    ]);
    expect(t.mails.filter((m) => m.kind === 'sync-conflict')).toEqual([]);
  });

  it("never shows one host's conflicts to another", async () => {
    const place = await bookableProperty(t, host);
    await bookStay(place, '2031-03-11', '2031-03-12');
    await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    const theirs = await bookableProperty(t, otherHost);
    expect((await syncOf(t, otherHost, theirs.propertyId)).conflicts).toEqual([]);
    expect((await syncApi(t).get(otherHost, place.propertyId)).statusCode).toBe(404);
  });
});

describe('the dashboard', () => {
  it("lists the host's open conflicts and failed feeds with their property, and nobody else's", async () => {
    const place = await bookableProperty(t, host);
    const stay = await bookStay(place, '2031-03-11', '2031-03-12');
    const { feed } = await addFeed(place, calendar({ uid: 'airbnb-1', from: '2031-03-10', to: '2031-03-13' }));
    const brokenUrl = `https://calendar.example.com/conflicts/${++counter}.ics`;
    channels.fail(brokenUrl, 'The channel answered 404 Not Found: check the link');
    const broken = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Vrbo – Room 1', channel: 'vrbo', url: brokenUrl }), 201);

    const mine = (await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(host) })).json().data;
    expect(mine.sync.conflicts).toContainEqual(
      expect.objectContaining({ feedId: feed.id, propertyId: place.propertyId, reservation: expect.objectContaining({ code: stay.code }) }),
    );
    expect(mine.sync.feedErrors).toContainEqual({
      feedId: broken.id,
      feedName: 'Vrbo – Room 1',
      channel: 'vrbo',
      propertyId: place.propertyId,
      propertyName: 'Lagoon Villa',
      unitId: place.unitIds[0],
      unitName: 'Room 1',
      lastError: 'The channel answered 404 Not Found: check the link',
      lastFetchedAt: expect.any(String),
      emptySince: null,
    });
    const theirs = (await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(otherHost) })).json().data;
    expect(theirs.sync).toEqual({ feedErrors: [], conflicts: [] });
  });
});
