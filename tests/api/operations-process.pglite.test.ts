import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from './helpers/server-process';

/**
 * What an operator of a real server process (src/server/main.ts) sees at the default log level with
 * METRICS=on: the access lines on stdout, and /metrics with both job queues' workers wired in.
 * Collected in the PGlite pass only (vitest.config.ts).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-operations-'));
afterAll(() => {
  killServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server process with METRICS=on at LOG_LEVEL=info', () => {
  it('writes an access line per request on stdout by route pattern, and serves /metrics with the mail and feed workers', { timeout: 120_000 }, async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', METRICS: 'on' });
    try {
      expect((await fetch(`${server.url}/api/v1/property-types`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/v1/web/reservations/LK7H3K9Q?q=perera@example.lk`)).status).toBe(401);
      const metrics = await fetch(`${server.url}/metrics`);
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toContain('http_requests_total{method="GET",route="/api/v1/property-types",status="200"} 1');
      expect(text).toContain('http_requests_total{method="GET",route="/api/v1/web/reservations/:code",status="401"} 1');
      // main.ts hands the feed scheduler its observer, app.ts the mail outbox's.
      expect(text).toContain('jobs_running{queue="ical_feeds"} 0');
      expect(text).toContain('jobs_running{queue="mail_outbox"} 0');
      expect(text).toContain('database_info{kind="pglite"} 1');
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const access = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'request');
    expect(access.map((entry) => `${String(entry.route)} ${String(entry.status)}`)).toEqual([
      '/api/v1/property-types 200',
      '/api/v1/web/reservations/:code 401',
      '/metrics 200',
    ]);
    for (const raw of ['LK7H3K9Q', 'perera']) expect(server.output()).not.toContain(raw);
  });
});
