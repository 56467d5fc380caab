import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../unit/server/local-http-server';
import { feedOf, syncApi } from './helpers/feeds';
import { api, bookableProperty, type PropertyCalendar } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * The calendar corpus (tests/fixtures/ical/corpus, see SOURCES.md): each file imported through
 * the API and its blocked nights read back from the property calendar, compared with
 * <name>.expected.json, which expected.py computed with python's dateutil and zoneinfo rather
 * than with the product's parser. Files written here sit at the top; verbatim public files in
 * public/. Each file has its own "today" (real files have old dates): the clock is set to it.
 */
const DIR = 'tests/fixtures/ical/corpus';
const names = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ics'))
  .map((name) => name.replaceAll('\\', '/'))
  .sort();
interface Expected {
  today: string;
  to: string;
  nights: string[];
  /** Events whose dates cannot be read (they hold nothing); the feed's eventsUnreadable once it has one. */
  unreadable: number;
}
const expectedOf = (name: string) => JSON.parse(readFileSync(`${DIR}/${name.replace(/\.ics$/, '.expected.json')}`, 'utf8')) as Expected;

// Each file goes out over HTTP, byte for byte, and the app fetches it with its own fetcher
// (safeFetch), the server's address let through by ICAL_FETCH_ALLOW_HOSTS.
let channel: LocalServer;
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  channel = await startLocalServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/corpus\//, ''));
    if (!names.includes(name)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(readFileSync(`${DIR}/${name}`));
  });
  t = await buildTestApp({ env: { ICAL_FETCH_ALLOW_HOSTS: channel.hostPort } });
  host = await t.createUser();
});
afterAll(async () => {
  await t?.close();
  await channel?.close();
});

/** Nine in the morning of `day` in Sri Lanka. */
const setToday = (day: string) => t.clock.advance(Date.parse(`${day}T09:00:00+05:30`) - t.clock().getTime());

/** The blocked nights of the property's first unit in [from, to), read a year at a time (the calendar's longest range). */
async function blockedNights(propertyId: number, from: string, to: string): Promise<string[]> {
  const nights: string[] = [];
  for (let start = from; start < to; ) {
    const next = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
    const end = next < to ? next : to;
    const response = await api(t).calendar(host, propertyId, start, end);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    const calendar = response.json().data as PropertyCalendar;
    nights.push(...calendar.units[0].nights.filter((night) => night.status === 'blocked').map((night) => night.date));
    start = end;
  }
  return nights;
}

describe('the real-feed corpus', () => {
  it('has files, each with its expected nights or unreadable events', () => {
    expect(names.filter((name) => name.startsWith('public/')).length).toBeGreaterThanOrEqual(15);
    for (const name of names) expect(expectedOf(name).nights.length + expectedOf(name).unreadable, name).toBeGreaterThan(0);
  });

  it.each(names)('blocks the nights an independent expansion finds in %s', async (name) => {
    const expected = expectedOf(name);
    setToday(expected.today);
    const place = await bookableProperty(t, host);
    const url = channel.url(`/corpus/${name}`);
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name: name.slice(-60), channel: 'other', url }), 201);
    expect(feed).toMatchObject({ lastStatus: 'ok', lastError: null });
    if (expected.unreadable === 0) expect(feed.lastNotice).toBeNull();
    expect(await blockedNights(place.propertyId, expected.today, expected.to)).toEqual(expected.nights);
  });
});
