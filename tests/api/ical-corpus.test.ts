import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeChannels, feedOf, syncApi } from './helpers/feeds';
import { api, bookableProperty, type PropertyCalendar } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * The calendar corpus (tests/fixtures/ical/corpus, see SOURCES.md): each file imported through
 * the API and its blocked nights read back from the property calendar, compared with
 * <name>.expected.json, which expected.py computed with python's dateutil and zoneinfo rather
 * than with the product's parser. "Today" is the one expected.py used.
 */
const DIR = 'tests/fixtures/ical/corpus';
const names = readdirSync(DIR).filter((name) => name.endsWith('.ics')).sort();
const expectedOf = (name: string) => JSON.parse(readFileSync(`${DIR}/${name.replace(/\.ics$/, '.expected.json')}`, 'utf8')) as { today: string; to: string; nights: string[] };

const channels = fakeChannels();
let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ feedFetcher: channels.fetcher });
  host = await t.createUser();
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(Date.parse(`${expectedOf(names[0]).today}T09:00:00+05:30`) - t.clock().getTime()));

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
  it('has files, each with its expected nights', () => {
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) expect(expectedOf(name).nights.length, name).toBeGreaterThan(0);
  });

  it.each(names)('blocks the nights an independent expansion finds in %s', async (name) => {
    const expected = expectedOf(name);
    const place = await bookableProperty(t, host);
    const url = `https://calendar.example.com/corpus/${name}`;
    channels.serve(url, readFileSync(`${DIR}/${name}`, 'utf8'));
    const feed = feedOf(await syncApi(t).add(host, place.unitIds[0], { name, channel: 'other', url }), 201);
    expect(feed).toMatchObject({ lastStatus: 'ok', lastError: null, lastNotice: null });
    expect(await blockedNights(place.propertyId, expected.today, expected.to)).toEqual(expected.nights);
  });
});
