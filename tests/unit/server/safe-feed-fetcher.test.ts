import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFeedFetcher } from '../../../src/server/modules/sync/safe-feed-fetcher';
import { startLocalServer, type LocalServer } from './local-http-server';

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
const ETAG = '"feed-v3"';
const LAST_MODIFIED = 'Tue, 01 Sep 2026 10:00:00 GMT';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A channel that answers 304 to a request carrying its current validators, like Airbnb's export. */
async function channel(status = 200, body: string | Buffer = FEED, headers: Record<string, string> = {}) {
  server = await startLocalServer((req, res) => {
    if (req.headers['if-none-match'] === ETAG || req.headers['if-modified-since'] === LAST_MODIFIED) return void res.writeHead(304).end();
    res.writeHead(status, { 'content-type': 'text/calendar; charset=utf-8', etag: ETAG, 'last-modified': LAST_MODIFIED, ...headers }).end(body);
  });
  return { server, fetchFeed: createSafeFeedFetcher({ allowHosts: [server.hostPort] }) };
}

describe('the production feed fetcher', () => {
  it('returns the calendar with the validators for the next conditional GET', async () => {
    const { server, fetchFeed } = await channel();
    expect(await fetchFeed(server.url('/cal.ics'), {})).toEqual({ notModified: false, body: FEED, etag: ETAG, lastModified: LAST_MODIFIED });
    expect(server.hits[0].headers['if-none-match']).toBeUndefined();
  });

  it('sends If-None-Match and If-Modified-Since and reports a 304 as not modified', async () => {
    const { server, fetchFeed } = await channel();
    expect(await fetchFeed(server.url(), { etag: ETAG, lastModified: null })).toEqual({ notModified: true });
    expect(await fetchFeed(server.url(), { etag: null, lastModified: LAST_MODIFIED })).toEqual({ notModified: true });
    expect(server.hits.map((hit) => [hit.headers['if-none-match'], hit.headers['if-modified-since']])).toEqual([
      [ETAG, undefined],
      [undefined, LAST_MODIFIED],
    ]);
  });

  it('gives null validators when the channel sends none', async () => {
    server = await startLocalServer((_req, res) => res.end(FEED));
    const fetchFeed = createSafeFeedFetcher({ allowHosts: [server.hostPort] });
    expect(await fetchFeed(server.url(), {})).toEqual({ notModified: false, body: FEED, etag: null, lastModified: null });
  });

  it.each([
    [404, 'The channel answered 404 Not Found: check the link'],
    [410, 'The channel answered 410 Gone: check the link'],
    [403, 'The channel answered 403 Forbidden: the link may have been replaced; copy it again from the channel'],
    [503, 'The channel answered 503 Service Unavailable: the channel is having trouble, and the next sync will try again'],
  ])('turns a %i into a sentence for the host', async (status, message) => {
    const { server, fetchFeed } = await channel(status, 'nope');
    await expect(fetchFeed(server.url(), {})).rejects.toThrow(message);
  });

  it.each([
    ['a Content-Length it never reaches', { 'content-length': String(FEED.length) }],
    ['chunks it never ends', {}],
  ])('refuses a calendar whose connection closes part way through %s', async (_, headers: Record<string, string>) => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', ...headers });
      // Part of the body written, then the connection cut: as on a network that drops mid-read.
      res.write(FEED.slice(0, 20), () => res.socket?.destroy());
    });
    const fetchFeed = createSafeFeedFetcher({ allowHosts: [server.hostPort] });
    await expect(fetchFeed(server.url(), {})).rejects.toThrow("The calendar's server sent a broken answer");
  });

  it('reads gzip, drops a byte-order mark and honours a declared charset', async () => {
    const gz = await channel(200, gzipSync(`\uFEFF${FEED}`), { 'content-encoding': 'gzip' });
    expect(await gz.fetchFeed(gz.server.url(), {})).toMatchObject({ body: FEED });
    await gz.server.close();
    const latin = await channel(200, Buffer.from('SUMMARY:Café\r\n', 'latin1'), { 'content-type': 'text/calendar; charset=ISO-8859-1' });
    expect(await latin.fetchFeed(latin.server.url(), {})).toMatchObject({ body: 'SUMMARY:Café\r\n' });
  });

  it('refuses a private address when the allow-list is empty, in the words the host will see', async () => {
    const { server } = await channel();
    const fetchFeed = createSafeFeedFetcher({ allowHosts: [] });
    await expect(fetchFeed('http://127.0.0.1/cal.ics', {})).rejects.toThrow("This address points to a private network and can't be fetched");
    await expect(fetchFeed(server.url(), {})).rejects.toThrow('Calendar links must use the standard web ports (80 or 443)');
    expect(server.hits).toHaveLength(0);
  });
});
