import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/server/lib/outbox/queue-mail';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'scraper-token-0123456789abcdef';

/** Prometheus text → { 'name{a="1",b="2"}': value }, labels sorted so a test need not know their order. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    const series = line.slice(0, space);
    const brace = series.indexOf('{');
    const name = brace < 0 ? series : series.slice(0, brace);
    const labels = brace < 0 ? '' : series.slice(brace + 1, -1).split('",').map((pair) => (pair.endsWith('"') ? pair : `${pair}"`)).sort().join(',');
    found.set(labels ? `${name}{${labels}}` : name, Number(line.slice(space + 1)));
  }
  return found;
}
const series = (name: string, labels: Record<string, string> = {}) => {
  const pairs = Object.entries(labels).map(([key, value]) => `${key}="${value}"`).sort().join(',');
  return pairs ? `${name}{${pairs}}` : name;
};

async function scrape(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return samples(response.body);
}

describe('metrics off (the default)', () => {
  let t: TestApp;
  let built: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><meta name="csp-nonce" content="" /></head><body></body></html>');
    [t, built] = await Promise.all([buildTestApp(), buildTestApp({ webDist })]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), built?.close()]);
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('answers /metrics 404 in the error shape, with or without a token, and never the web app in its place', async () => {
    expect(t.app.deps.metrics).toBeNull();
    for (const app of [t, built]) {
      expectErrorShape(await app.app.inject({ method: 'GET', url: '/metrics' }), 404);
      expectErrorShape(await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }), 404);
    }
    // Any other unknown path of a built app is still a page of the web app.
    expect((await built.app.inject({ method: 'GET', url: '/metrics-and-more' })).statusCode).toBe(200);
  });
});

describe('METRICS=on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS: 'on' } });
  });
  afterAll(() => t?.close());

  it('serves the Prometheus text format: process metrics, the database and, on PostgreSQL, the pool', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200); // the database answered: a connection is open
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    const now = samples(response.body);
    expect(now.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(now.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(now.get(series('database_info', { kind: t.database.kind }))).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(now.get('db_pool_max_connections')).toBe(10);
      expect(now.get('db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(now.get('db_pool_idle_connections')).toBeGreaterThanOrEqual(1);
      expect(now.get('db_pool_waiting_queries')).toBe(0);
    } else {
      // PGlite is one connection inside the process: there is no pool to report.
      expect(now.has('db_pool_connections')).toBe(false);
    }
  });

  it('counts requests and their durations by method, route pattern and status, never by the raw URL', async () => {
    const ok = { method: 'GET', route: '/api/v1/property-types', status: '200' };
    const refused = { method: 'GET', route: '/api/v1/web/reservations/:code', status: '401' };
    const before = await scrape(t);
    for (let n = 0; n < 3; n += 1) expect((await t.app.inject({ method: 'GET', url: '/api/v1/property-types' })).statusCode).toBe(200);
    for (const code of ['LK7H3K9Q', 'ABCD2345']) expect((await t.app.inject({ method: 'GET', url: `/api/v1/web/reservations/${code}?q=someone` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
    const after = await scrape(t);

    const moved = (name: string, labels: Record<string, string>) => (after.get(series(name, labels)) ?? 0) - (before.get(series(name, labels)) ?? 0);
    expect(moved('http_requests_total', ok)).toBe(3);
    expect(moved('http_request_duration_seconds_count', ok)).toBe(3);
    expect(moved('http_request_duration_seconds_sum', ok)).toBeGreaterThan(0);
    expect(moved('http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(3);
    expect(moved('http_requests_total', refused)).toBe(2);
    expect(moved('http_requests_total', { method: 'GET', route: '(no route)', status: '404' })).toBe(1);
    const text = [...after.keys()].join('\n');
    for (const raw of ['LK7H3K9Q', 'ABCD2345', 'someone', 'no-such-thing']) expect(text).not.toContain(raw);
  });

  it('shows the job queues from the database, and counts the jobs this process ran and how they ended', async () => {
    const queue = (state: string) => series('job_queue_jobs', { queue: 'mail_outbox', state });
    const before = await scrape(t);
    expect(before.get(queue('due'))).toBe(0);
    expect(before.get(series('job_queue_jobs', { queue: 'ical_feeds', state: 'due' }))).toBe(0);

    await queueMail(t.db, { to: 'down@example.lk', subject: 'Hello', text: 'Hello' }, t.clock());
    await queueMail(t.db, { to: 'up@example.lk', subject: 'Hello', text: 'Hello' }, t.clock());
    const waiting = await scrape(t);
    expect(waiting.get(queue('due'))).toBe(2);
    expect(waiting.get(queue('failing'))).toBe(0);

    t.breakMail((mail) => mail.to === 'down@example.lk');
    try {
      await t.app.deps.outbox.worker.runDue();
    } finally {
      t.breakMail(null);
    }
    const after = await scrape(t);
    expect(after.get(queue('due'))).toBe(0); // the failed one waits for its retry delay
    expect(after.get(queue('failing'))).toBe(1);
    expect(after.get(series('jobs_finished_total', { queue: 'mail_outbox', outcome: 'done' }))).toBe(1);
    expect(after.get(series('jobs_finished_total', { queue: 'mail_outbox', outcome: 'failed' }))).toBe(1);
    expect(after.get(series('jobs_running', { queue: 'mail_outbox' }))).toBe(0);
  });
});

describe('METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  it('serves /metrics only with the token as a bearer token; without it, or with a wrong one or a session token, 401', async () => {
    const host = await t.createUser();
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, t.authFor(host).authorization, TOKEN]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      const body = expectErrorShape(response, 401);
      expect(body.error.error_message).toBe('The metrics token is missing or wrong');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    expect((await scrape(t, { authorization: `Bearer ${TOKEN}` })).get(series('database_info', { kind: t.database.kind }))).toBe(1);
  });
});
