import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const GENERATOR = 'tests/bench/load/open-loop.mjs';
const servers = [];
const folders = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A stand-in for the portal on 127.0.0.1: every call of the mix answered after `delayMs`. */
async function fakePortal({ delayMs = 0, status } = {}) {
  let version = 1;
  let codes = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        const booking = req.method === 'POST';
        const data = req.method === 'PUT' ? { version: ++version } : booking ? { code: `CODE${++codes}` } : {};
        res.writeHead(status ?? (booking ? 201 : 200), { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data }));
      }, delayMs),
    );
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

function runGenerator(base, settings) {
  const folder = mkdtempSync(join(tmpdir(), 'open-loop-test-'));
  folders.push(folder);
  const file = join(folder, 'settings.json');
  const hosts = [{ propertyId: 1, unitIds: [1, 2], token: 't', version: 1 }];
  writeFileSync(file, JSON.stringify({ base, hosts, csrf: { token: 'c', cookie: 'c=1' }, calendarDays: 62, seed: 1, ...settings }));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [GENERATOR, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stderr, result: code === 0 ? JSON.parse(stdout.trim().split('\n').pop()) : null }));
  });
}

describe('the open-loop generator', () => {
  it('keeps offering while answers are slow, and counts the wait from when each call was due', async () => {
    // One host has 6 connections; at 100 ms an answer they carry 60 calls/s, and 150/s are offered.
    const base = await fakePortal({ delayMs: 100 });
    const { code, result } = await runGenerator(base, { ratePerSecond: 150, warmupSeconds: 0, durationSeconds: 1 });
    expect(code).toBe(0);
    const calls = Object.values(result.byKind).reduce((n, s) => n + s.count, 0);
    expect(calls).toBe(result.offered);
    expect(calls).toBeGreaterThan(100);
    // Measured from the send, every call would take about 100 ms; from its due time the queue
    // shows (about 150 calls at 60/s: the last ones wait over a second).
    expect(Math.max(...Object.values(result.byKind).map((s) => s.p99 ?? 0))).toBeGreaterThan(700);
  }, 20_000);

  it('acknowledges every save and booking the server answered as success', async () => {
    const base = await fakePortal();
    const { result } = await runGenerator(base, { ratePerSecond: 50, warmupSeconds: 0, durationSeconds: 2 });
    expect(result.failures).toEqual({});
    // One of each was made in the check before the load, outside the measured calls.
    expect(result.acknowledged.bookings.length).toBe(result.byKind.booking.count + 1);
    expect(result.acknowledged.saves[1].saves).toBe(result.byKind.wizardSave.count + 1);
    expect(new Set(result.acknowledged.bookings).size).toBe(result.acknowledged.bookings.length);
  }, 20_000);

  it('stops at once, naming the route, when the server answers 404', async () => {
    const base = await fakePortal({ status: 404 });
    const { code, stderr } = await runGenerator(base, { ratePerSecond: 50, warmupSeconds: 0, durationSeconds: 5 });
    expect(code).toBe(3);
    expect(stderr).toMatch(/answered 404 .*load-calls\.mjs/);
  }, 20_000);

  it('stops before the load when a call of the mix fails, naming it', async () => {
    const base = await fakePortal({ status: 500 });
    const { code, stderr } = await runGenerator(base, { ratePerSecond: 50, warmupSeconds: 0, durationSeconds: 5 });
    expect(code).toBe(4);
    expect(stderr).toMatch(/^dashboard: GET \/api\/v1\/web\/dashboard answered 500 before the load began/);
  }, 20_000);

  it('sends traffic only to 127.0.0.1', async () => {
    const { code, stderr } = await runGenerator('http://localhost:9', { ratePerSecond: 1, warmupSeconds: 0, durationSeconds: 1 });
    expect(code).toBe(2);
    expect(stderr).toMatch(/only sends traffic to 127\.0\.0\.1/);
  });
});
