import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeChannels, feedOf, syncApi, syncOf } from './helpers/feeds';
import { api, bookableProperty, reservationOf, type Bookable } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Counts and conflicts concern today and later (issue 21, item 7). "Today" is 1 March 2031 in Sri
 * Lanka unless a test moves the clock; bookings on nights before it are made while they were ahead.
 */
const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser({ firstName: 'Anura' });
});
afterAll(() => t?.close());
beforeEach(() => {
  setToday('2031-03-01');
  t.mails.length = 0;
});

/** 09:00 in Colombo on `day`. */
const setToday = (day: string) => t.clock.advance(Date.parse(`${day}T09:00:00+05:30`) - t.clock().getTime());
const compact = (d: string) => d.replaceAll('-', '');
const vevent = (uid: string, from: string, to: string, ...extra: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20310201T000000Z',
  `DTSTART;VALUE=DATE:${compact(from)}`,
  `DTEND;VALUE=DATE:${compact(to)}`,
  ...extra,
  'SUMMARY:Reserved',
  'END:VEVENT',
];
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

let counter = 0;
async function addFeed(place: Bookable, text: string) {
  const url = `https://calendar.example.com/today-on/${++counter}.ics`;
  channels.serve(url, text);
  const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Airbnb – Room 1', channel: 'airbnb', url }), 201);
  return { feed, url };
}
const bookStay = async (place: Bookable, checkIn: string, checkOut: string) =>
  reservationOf(await api(t).manual(host, { propertyId: place.propertyId, unitId: place.unitIds[0], checkIn, checkOut }));
const conflictMails = () => t.mails.filter((m) => m.kind === 'sync-conflict');

describe('events seen and past events', () => {
  it('counts events that end after today as seen and those that ended by today as past', async () => {
    const place = await bookableProperty(t, host);
    const { feed } = await addFeed(
      place,
      calendar(
        vevent('long-ago', '2031-02-10', '2031-02-14'),
        vevent('left-this-morning', '2031-02-26', '2031-03-01'),
        vevent('staying', '2031-02-27', '2031-03-03'),
        vevent('coming', '2031-03-10', '2031-03-13'),
      ),
    );
    expect(feed).toMatchObject({ lastStatus: 'ok', eventsSeen: 2, eventsPast: 2, eventsAdded: 2 });
    const shown = (await syncOf(t, host, place.propertyId)).units[0].feeds[0];
    expect(shown).toMatchObject({ eventsSeen: 2, eventsPast: 2 });
  });

  it('moves an event from seen to past once the day after its last night comes', async () => {
    const place = await bookableProperty(t, host);
    const { feed, url } = await addFeed(place, calendar(vevent('staying', '2031-02-27', '2031-03-03'), vevent('coming', '2031-03-10', '2031-03-13')));
    expect(feed).toMatchObject({ eventsSeen: 2, eventsPast: 0 });
    setToday('2031-03-03');
    channels.serve(url, calendar(vevent('staying', '2031-02-27', '2031-03-03'), vevent('coming', '2031-03-10', '2031-03-13')));
    expect(feedOf(await syncApi(t).syncNow(host, feed.id))).toMatchObject({ eventsSeen: 1, eventsPast: 1 });
  });
});

describe('conflicts concern nights from today on', () => {
  it('raises no conflict and sends no mail for an event that shares only past nights with a booking', async () => {
    const place = await bookableProperty(t, host);
    setToday('2031-02-20');
    await bookStay(place, '2031-02-26', '2031-02-28');
    setToday('2031-03-01');
    t.mails.length = 0;
    const { feed } = await addFeed(place, calendar(vevent('airbnb-1', '2031-02-26', '2031-03-03')));
    expect(feed.openConflicts).toBe(0);
    expect((await syncOf(t, host, place.propertyId)).conflicts).toEqual([]);
    expect(conflictMails()).toHaveLength(0);
    // Its nights from today on are blocked all the same.
    const nights = (await api(t).calendar(host, place.propertyId, '2031-03-01', '2031-03-03')).json().data.units[0].nights;
    expect(nights.map((n: { status: string }) => n.status)).toEqual(['blocked', 'blocked']);
  });

  it('raises and mails a conflict for an event that shares tonight with a booking, with the dates the channel sent', async () => {
    const place = await bookableProperty(t, host);
    setToday('2031-02-20');
    const stay = await bookStay(place, '2031-02-26', '2031-03-02');
    setToday('2031-03-01');
    t.mails.length = 0;
    const { feed } = await addFeed(place, calendar(vevent('airbnb-2', '2031-02-26', '2031-03-03')));
    expect(feed.openConflicts).toBe(1);
    const [conflict] = (await syncOf(t, host, place.propertyId)).conflicts;
    expect(conflict.event).toEqual({ uid: 'airbnb-2', startsOn: '2031-02-26', endsOn: '2031-03-03', nights: 5, kind: 'reserved' });
    expect(conflict.reservation?.code).toBe(stay.code);
    expect(conflictMails()).toHaveLength(1);
  });

  it('drops a conflict at the next sync once the nights it shared have all passed', async () => {
    const place = await bookableProperty(t, host);
    await bookStay(place, '2031-03-01', '2031-03-02');
    const text = calendar(vevent('airbnb-3', '2031-02-27', '2031-03-05'));
    const { feed, url } = await addFeed(place, text);
    expect(feed.openConflicts).toBe(1);
    setToday('2031-03-02');
    channels.serve(url, text);
    expect(feedOf(await syncApi(t).syncNow(host, feed.id)).openConflicts).toBe(0);
    expect((await syncOf(t, host, place.propertyId)).conflicts).toEqual([]);
  });
});

describe('conflict mails that waited', () => {
  it('does not mail a conflict whose shared nights passed while its mail waited, and mails the one still ahead', async () => {
    const place = await bookableProperty(t, host);
    const tonight = await bookStay(place, '2031-03-01', '2031-03-02');
    const later = await bookStay(place, '2031-03-10', '2031-03-11');
    t.mails.length = 0;
    t.breakMail((m) => m.kind === 'sync-conflict');
    const url = `https://calendar.example.com/today-on/${++counter}.ics`;
    // With an ETag the next read is answered 304: the events are not placed again, only the mail is retried.
    channels.serve(url, calendar(vevent('airbnb-4', '2031-02-28', '2031-03-02'), vevent('airbnb-5', '2031-03-09', '2031-03-12')), '"v1"');
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: 'Airbnb – Room 1', channel: 'airbnb', url }), 201);
    expect(feed.openConflicts).toBe(2);
    expect(conflictMails()).toHaveLength(0);
    t.breakMail(null);
    setToday('2031-03-02');
    await syncApi(t).syncNow(host, feed.id);
    expect(channels.calls.at(-1)?.validators.etag).toBe('"v1"');
    const mails = conflictMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(later.code);
    expect(mails[0].text).not.toContain(tonight.code);
  });
});

describe('conflicts of repeating events', () => {
  it("shows the series' own UID for an instance, not the key it is stored under", async () => {
    const place = await bookableProperty(t, host);
    await bookStay(place, '2031-03-11', '2031-03-12');
    const weekly = vevent('weekly-cleaning@example.com', '2031-03-04', '2031-03-05', 'RRULE:FREQ=WEEKLY;COUNT=3');
    await addFeed(place, calendar(weekly));
    const conflicts = (await syncOf(t, host, place.propertyId)).conflicts;
    expect(conflicts.map((c) => [c.event.uid, c.event.startsOn, c.event.endsOn])).toEqual([['weekly-cleaning@example.com', '2031-03-11', '2031-03-12']]);
  });
});
