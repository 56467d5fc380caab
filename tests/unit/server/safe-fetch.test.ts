import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../src/server/lib/outbound-address';
import { OutboundFetchError } from '../../../src/server/lib/outbound-fetch-error';
import { safeFetch, type SafeFetchOptions } from '../../../src/server/lib/safe-fetch';
import { startLocalServer, type LocalServer } from './local-http-server';

const MB = 1024 * 1024;
const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
// A public address that is never a test server: where a pinned connection should go.
const PUBLIC_ADDRESS = '1.1.1.1';

let servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(...args: Parameters<typeof startLocalServer>): Promise<LocalServer> {
  const server = await startLocalServer(...args);
  servers.push(server);
  return server;
}

async function failure(url: string, options: SafeFetchOptions): Promise<OutboundFetchError> {
  const error = await safeFetch(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundFetchError);
  return error as OutboundFetchError;
}

describe('safeFetch against local servers', () => {
  it('returns a normal feed with its status, headers and final URL', async () => {
    const server = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED));
    const response = await safeFetch(server.url('/cal.ics'), { allowHosts: [server.hostPort] });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar');
    expect(response.body.toString()).toBe(FEED);
    expect(response.url).toBe(server.url('/cal.ics'));
  });

  it('names the portal and asks for a calendar', async () => {
    const server = await serve((_req, res) => res.end(FEED));
    await safeFetch(server.url(), { allowHosts: [server.hostPort] });
    expect(server.hits[0].headers['user-agent']).toMatch(/^HostPortal-CalendarSync\//);
    expect(server.hits[0].headers.accept).toMatch(/^text\/calendar/);
    expect(server.hits[0].headers['accept-encoding']).toContain('gzip');
  });

  it('passes conditional-GET headers through and returns 304 as it is', async () => {
    const server = await serve((req, res) => {
      const fresh = req.headers['if-none-match'] === '"v7"' && req.headers['if-modified-since'] === 'Tue, 01 Sep 2026 10:00:00 GMT';
      res.writeHead(fresh ? 304 : 200, { etag: '"v7"' }).end(fresh ? undefined : FEED);
    });
    const response = await safeFetch(server.url(), {
      allowHosts: [server.hostPort],
      headers: { 'If-None-Match': '"v7"', 'If-Modified-Since': 'Tue, 01 Sep 2026 10:00:00 GMT' },
    });
    expect(response.status).toBe(304);
    expect(response.body).toHaveLength(0);
    expect(response.headers.etag).toBe('"v7"');
  });

  it('decompresses a gzip feed', async () => {
    const server = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(FEED)));
    const response = await safeFetch(server.url(), { allowHosts: [server.hostPort] });
    expect(response.body.toString()).toBe(FEED);
  });

  it('allows a host:port entry on that port only', async () => {
    const server = await serve((_req, res) => res.end(FEED));
    const error = await failure(`http://127.0.0.1:${server.port === 65535 ? 65534 : server.port + 1}/`, { allowHosts: [server.hostPort] });
    expect(error.code).toBe('port_not_allowed');
    expect((await failure('http://127.0.0.1/', { allowHosts: [server.hostPort] })).code).toBe('address_not_allowed');
    expect(server.hits).toHaveLength(0);
  });

  it('allows every port of a host entry without one', async () => {
    const server = await serve((_req, res) => res.end(FEED));
    expect((await safeFetch(server.url(), { allowHosts: ['127.0.0.1'] })).status).toBe(200);
  });
});

describe('DNS rebinding', () => {
  it('connects to the address it checked and never asks DNS again, so a second answer of 127.0.0.1 is never reached', async () => {
    // Listens on IPv4 and IPv6 loopback: a fetch of "localhost" that re-resolved, through the
    // injected resolver or the system's, would land here on the port the link names.
    const server = await serve((_req, res) => res.end('internal secrets'), '::');
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? PUBLIC_ADDRESS : '127.0.0.1', family: 4 }];
    };
    // extraPorts only lifts the port rule, so the link can name the local server's free port;
    // every address check still applies (the allow-list is empty).
    const error = await failure(`http://localhost:${server.port}/cal.ics`, { lookup: rebinding, extraPorts: [server.port], timeoutMs: 1500 });
    expect(['connection_failed', 'timeout']).toContain(error.code);
    expect(error.address).toBe(PUBLIC_ADDRESS);
    expect(calls).toBe(1);
    expect(server.hits).toHaveLength(0);
  });
});

describe('redirects', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://localhost/',
    'http://2130706433/admin',
    'http://[::ffff:7f00:1]/',
    'http://10.0.0.1/',
  ])('refuses a 302 to %s from an allowed server', async (target) => {
    const server = await serve((_req, res) => res.writeHead(302, { location: target }).end());
    const error = await failure(server.url('/cal.ics'), { allowHosts: [server.hostPort] });
    expect(error.code).toBe('address_not_allowed');
    expect(server.hits).toHaveLength(1);
  });

  it('refuses a redirect to another scheme or port', async () => {
    const toFile = await serve((_req, res) => res.writeHead(301, { location: 'file:///etc/passwd' }).end());
    expect((await failure(toFile.url(), { allowHosts: [toFile.hostPort] })).code).toBe('scheme_not_allowed');
    const toPort = await serve((_req, res) => res.writeHead(307, { location: 'http://93.184.215.14:6379/' }).end());
    expect((await failure(toPort.url(), { allowHosts: [toPort.hostPort] })).code).toBe('port_not_allowed');
  });

  it('follows up to 5 redirects, relative ones too, and reports where it ended', async () => {
    const server = await serve((req, res) => {
      const step = Number(req.url!.split('/')[2]);
      if (step < 5) res.writeHead(step % 2 ? 301 : 308, { location: `/r/${step + 1}` }).end();
      else res.end(FEED);
    });
    const response = await safeFetch(server.url('/r/0'), { allowHosts: [server.hostPort] });
    expect(response.body.toString()).toBe(FEED);
    expect(response.url).toBe(server.url('/r/5'));
    expect(server.hits).toHaveLength(6);
  });

  it('stops at the sixth redirect', async () => {
    const server = await serve((req, res) => res.writeHead(302, { location: `${req.url}x` }).end());
    const error = await failure(server.url('/r'), { allowHosts: [server.hostPort] });
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toBe('The calendar link redirected more than 5 times');
    expect(server.hits).toHaveLength(6);
  });
});

describe('time and size limits', () => {
  it(
    'aborts a server that drips its body, at 10 seconds',
    async () => {
      let closedByClient = false;
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const drip = setInterval(() => res.write('B'), 200);
        res.on('close', () => {
          closedByClient = !res.writableFinished;
          clearInterval(drip);
        });
      });
      const started = performance.now();
      const error = await failure(server.url(), { allowHosts: [server.hostPort] });
      const elapsed = performance.now() - started;
      expect(error.code).toBe('timeout');
      expect(error.message).toBe('The calendar took longer than 10 seconds to answer');
      expect(elapsed).toBeGreaterThanOrEqual(9_500);
      expect(elapsed).toBeLessThanOrEqual(12_000);
      await expect.poll(() => closedByClient).toBe(true);
    },
    20_000,
  );

  it('times out a server that never answers the headers', async () => {
    const server = await serve(() => {});
    const error = await failure(server.url(), { allowHosts: [server.hostPort], timeoutMs: 300 });
    expect(error.code).toBe('timeout');
    expect(error.address).toBe('127.0.0.1');
  });

  it('refuses a 6 MB body announced by Content-Length, before reading it', async () => {
    const server = await serve((_req, res) => res.writeHead(200, { 'content-length': 6 * MB }).end(Buffer.alloc(6 * MB, 'A')));
    const error = await failure(server.url(), { allowHosts: [server.hostPort] });
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('The calendar is larger than 5 MB');
  });

  it('refuses a 6 MB body sent without Content-Length', async () => {
    let chunked = false;
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 6; i++) res.write(Buffer.alloc(MB, 'A'));
      chunked = res.getHeader('content-length') === undefined && res.getHeader('transfer-encoding') === undefined;
      res.end();
    });
    const error = await failure(server.url(), { allowHosts: [server.hostPort] });
    expect(error.code).toBe('too_large');
    expect(chunked).toBe(true);
  });

  it('closes the connection at the cap instead of downloading an endless body', async () => {
    let closed = false;
    const server = await serve((_req, res) => {
      const chunk = Buffer.alloc(64 * 1024, 'A');
      const pump = () => {
        while (!res.destroyed) if (!res.write(chunk)) return void res.once('drain', pump);
      };
      res.on('close', () => (closed = true));
      pump();
    });
    expect((await failure(server.url(), { allowHosts: [server.hostPort] })).code).toBe('too_large');
    await expect.poll(() => closed).toBe(true);
  });

  it('applies the cap to the decompressed size (a gzip bomb)', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * MB));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const server = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb));
    expect((await failure(server.url(), { allowHosts: [server.hostPort] })).code).toBe('too_large');
  });

  it('accepts a body of exactly the cap and refuses one byte more', async () => {
    const server = await serve((req, res) => res.end(Buffer.alloc(req.url === '/at' ? 1000 : 1001)));
    expect((await safeFetch(server.url('/at'), { allowHosts: [server.hostPort], maxBytes: 1000 })).body).toHaveLength(1000);
    const error = await failure(server.url('/over'), { allowHosts: [server.hostPort], maxBytes: 1000 });
    expect(error.code).toBe('too_large');
  });

  it('reports a broken gzip and an unknown compression in plain words', async () => {
    const broken = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end('this is not gzip'));
    expect((await failure(broken.url(), { allowHosts: [broken.hostPort] })).code).toBe('bad_response');
    const zstd = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'zstd' }).end('...'));
    const error = await failure(zstd.url(), { allowHosts: [zstd.hostPort] });
    expect(error.code).toBe('unsupported_encoding');
    expect(error.message).toBe('The calendar was sent compressed as "zstd", which we can\'t read');
  });
});
