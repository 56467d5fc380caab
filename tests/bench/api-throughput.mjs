// Authenticated small JSON route throughput: GET /api/v1/web/cancellation-policies with a bearer
// token (a signed-in route: the token is verified on every request; 683 bytes of JSON), as a ratio to a bare node:http hello world measured in the same run. Servers pinned to core 0,
// autocannon (in its own process) pinned to core 1, alternating bare/ours (ABBA order) for N
// rounds, each a warm-up then a measurement. Medians are reported.
import { fileURLToPath } from 'node:url';
import { canPin, cpuTimeMs, freePort, runNode, startNode, waitForHttp } from './lib/proc.mjs';
import { existsSync } from 'node:fs';
import { SERVER_ENTRY, csrfOf, signIn, startPortal } from './lib/portal-server.mjs';
import { fmt, median, metric } from './lib/stats.mjs';

const BARE = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const RUNNER = fileURLToPath(new URL('./lib/load-runner.mjs', import.meta.url));
const ROUTE = '/api/v1/web/cancellation-policies';

export const BARS = { ratio: 0.7, p99Ms: 15, calendarRatio: 0.5 };
export const id = 'api';
export const title = `API throughput: GET ${ROUTE} (bearer) vs bare node:http`;

async function load(url, headers, serverPid, { connections, warmupSeconds, durationSeconds, loadCore }) {
  const args = [RUNNER, JSON.stringify({ url, headers, connections, warmupSeconds, durationSeconds })];
  const cpuStart = cpuTimeMs(serverPid);
  const t0 = performance.now();
  const r = await runNode(args, { core: loadCore, timeoutMs: (warmupSeconds + durationSeconds + 60) * 1000 });
  const wallMs = performance.now() - t0;
  if (r.code !== 0) throw new Error(`autocannon run failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
  const line = r.stdout.trim().split('\n').pop();
  const result = JSON.parse(line);
  // Server CPU over warm-up + measurement + runner start-up (so a slight underestimate of load-time use).
  const cpuEnd = cpuTimeMs(serverPid);
  result.serverCpuPercent = cpuStart === null || cpuEnd === null ? null : ((cpuEnd - cpuStart) / wallMs) * 100;
  return result;
}

export async function run({ log = console.log, options = {} } = {}) {
  const rounds = Math.max(1, Math.min(20, Number(options.rounds ?? 5)));
  const durationSeconds = Math.max(1, Math.min(120, Number(options.duration ?? 10)));
  const warmupSeconds = Math.max(0, Math.min(30, Number(options.warmup ?? 3)));
  const connections = Math.max(1, Math.min(1000, Number(options.connections ?? 100)));
  const serverCore = Number(options['server-core'] ?? 0);
  const loadCore = Number(options['load-core'] ?? 1);
  if (![serverCore, loadCore].every((c) => Number.isInteger(c) && c >= 0) || serverCore === loadCore) {
    throw new Error(`--server-core and --load-core must be two different core numbers (got ${serverCore}, ${loadCore})`);
  }
  const warnings = [];
  if (!existsSync(SERVER_ENTRY)) return { skipped: `${SERVER_ENTRY} does not exist: the server bundle was not built (is src/server/main.ts there?)` };
  if (!canPin()) warnings.push('taskset is unavailable: servers and load generator are NOT pinned to separate cores');

  // Bare baseline.
  const barePort = await freePort();
  const bare = startNode([BARE], { core: serverCore, label: 'bare server', env: { PORT: String(barePort), HOST: '127.0.0.1' } });
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitForHttp(bare, bareUrl, 10000);

    // Our server.
    log('  starting the portal server (fresh data dir)…');
    const portal = await startPortal({ core: serverCore });
    try {
      log(`  portal ready in ${fmt(portal.readyMs, 0)} ms (pid ${portal.pid}); signing in…`);
      // Signed in as a person is: a minted token would name no live session, which the server checks.
      const { token, how } = await signIn(portal.base);
      const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
      const oursUrl = `${portal.base}${ROUTE}`;
      const check = await fetch(oursUrl, { headers, signal: AbortSignal.timeout(10000) });
      const checkBody = await check.text();
      if (!check.ok) throw new Error(`GET ${ROUTE} with the token answered ${check.status}: ${checkBody.slice(0, 300)}`);

      const cfg = { connections, warmupSeconds, durationSeconds, loadCore };
      const results = { bare: [], ours: [] };
      for (let i = 0; i < rounds; i++) {
        const order = i % 2 === 0 ? ['bare', 'ours'] : ['ours', 'bare'];
        for (const which of order) {
          const r = which === 'bare' ? await load(bareUrl, {}, bare.pid, cfg) : await load(oursUrl, headers, portal.pid, cfg);
          results[which].push(r);
          log(`  round ${i + 1}/${rounds} ${which.padEnd(4)} ${fmt(r.requestsPerSec, 0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  cpu server ${fmt(r.serverCpuPercent, 0)} % client ${fmt(r.clientCpuPercent, 0)} %${r.non2xx || r.errors ? `  non2xx ${r.non2xx} errors ${r.errors}` : ''}`);
        }
      }

      // QUALITY.md's second throughput bar: a 31-day calendar for one unit, and for reference the
      // demo guest house's (two units), each against the same bare server in rounds of its own.
      const calendars = await calendarRoutes(portal.base, headers);
      const calendarRounds = {};
      for (const [name, calendar] of Object.entries(calendars)) {
        const measured = (calendarRounds[name] = { ours: [], bare: [] });
        for (let i = 0; i < rounds; i++) {
          const order = i % 2 === 0 ? ['bare', 'ours'] : ['ours', 'bare'];
          for (const which of order) {
            const r = which === 'bare' ? await load(bareUrl, {}, bare.pid, cfg) : await load(`${portal.base}${calendar.path}`, headers, portal.pid, cfg);
            measured[which].push(r);
            log(`  calendar (${calendar.units} unit${calendar.units === 1 ? '' : 's'}) round ${i + 1}/${rounds} ${which.padEnd(4)} ${fmt(r.requestsPerSec, 0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms${r.non2xx || r.errors ? `  non2xx ${r.non2xx} errors ${r.errors}` : ''}`);
          }
        }
        const bad = measured.ours.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
        if (bad) warnings.push(`calendar (${calendar.units} units): ${bad} non-2xx/errors/timeouts during measurement — the rate is not a clean figure`);
      }
      const calendarRatio = (name) => median(calendarRounds[name].ours.map((r) => r.requestsPerSec)) / median(calendarRounds[name].bare.map((r) => r.requestsPerSec));
      const calendarMetrics = (name, bar) => {
        const { units } = calendars[name];
        const label = `31-day calendar (${units} unit${units === 1 ? '' : 's'})`;
        return [
          metric(`${label} ratio ours/bare (medians)`, calendarRatio(name), '×', bar, bar === undefined ? undefined : '>=', bar === undefined ? 'reference: the demo guest house' : undefined),
          metric(`${label} latency p99 (median of rounds)`, median(calendarRounds[name].ours.map((r) => r.latency.p99)), 'ms'),
        ];
      };

      const bareMed = median(results.bare.map((r) => r.requestsPerSec));
      const oursMed = median(results.ours.map((r) => r.requestsPerSec));
      const ratio = oursMed / bareMed;
      const pairedRatio = median(results.ours.map((o, i) => o.requestsPerSec / results.bare[i].requestsPerSec));
      const p50 = median(results.ours.map((r) => r.latency.p50));
      const p99 = median(results.ours.map((r) => r.latency.p99));
      const bad = results.ours.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
      if (bad) warnings.push(`ours: ${bad} non-2xx/errors/timeouts during measurement (statuses: ${JSON.stringify(results.ours.map((r) => r.statusCodeStats))}) — the rate is not a clean figure`);

      const clientBusy = median(results.bare.map((r) => r.clientCpuPercent));
      if (clientBusy >= 90) warnings.push(`the load generator used ${fmt(clientBusy, 0)} % of its core during the bare runs: it may limit the bare figure (the ratio is then flattering)`);
      const metrics = [
        metric('bare node:http req/s (median)', bareMed, 'req/s'),
        metric('ours req/s (median)', oursMed, 'req/s'),
        metric('ratio ours/bare (median ours / median bare)', ratio, '×', BARS.ratio, '>='),
        metric('ratio ours/bare (median of per-round ratios)', pairedRatio, '×', undefined, undefined, 'cross-check'),
        metric('ours latency p50 (median of rounds)', p50, 'ms'),
        metric(`ours latency p99 (median of rounds) @ ${connections} conns`, p99, 'ms', BARS.p99Ms, '<='),
        metric('bare latency p99 (median of rounds), for reference', median(results.bare.map((r) => r.latency.p99)), 'ms'),
        ...calendarMetrics('oneUnit', BARS.calendarRatio),
        ...(calendars.demo === calendars.oneUnit ? [] : calendarMetrics('demo')),
      ];
      const tables = [
        {
          title: `Rounds (servers on core ${serverCore}, load on core ${loadCore}; ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s each; ABBA order)`,
          headers: ['round', 'bare req/s', 'ours req/s', 'ratio', 'ours p50 ms', 'ours p99 ms', 'bare p99 ms', 'cpu% srv bare/ours', 'cpu% client bare/ours'],
          rows: [
            ...results.ours.map((o, i) => {
              const b = results.bare[i];
              return [
                String(i + 1),
                fmt(b.requestsPerSec, 0),
                fmt(o.requestsPerSec, 0),
                fmt(o.requestsPerSec / b.requestsPerSec, 3),
                String(o.latency.p50),
                String(o.latency.p99),
                String(b.latency.p99),
                `${fmt(b.serverCpuPercent, 0)}/${fmt(o.serverCpuPercent, 0)}`,
                `${fmt(b.clientCpuPercent, 0)}/${fmt(o.clientCpuPercent, 0)}`,
              ];
            }),
            ['median', fmt(bareMed, 0), fmt(oursMed, 0), fmt(ratio, 3), fmt(p50, 1), fmt(p99, 1), fmt(median(results.bare.map((r) => r.latency.p99)), 1), '', ''],
          ],
        },
      ];
      return {
        metrics,
        tables,
        warnings,
        details: {
          route: ROUTE,
          calendarRoutes: Object.fromEntries(Object.entries(calendars).map(([name, c]) => [name, c.path])),
          token: how,
          pinned: canPin(),
          config: { rounds, serverCore, ...cfg },
          portalReadyMs: Math.round(portal.readyMs),
          responseBytes: Buffer.byteLength(checkBody),
          rounds: { ...results, calendar: calendarRounds },
        },
      };
    } finally {
      await portal.stop();
    }
  } finally {
    await bare.stop();
  }
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const calendarPath = (propertyId) => `/api/v1/web/properties/${propertyId}/calendar?from=${day(0)}&to=${day(31)}`;

/**
 * The two calendars measured, each from today for 31 nights: the bar's own, a property with one
 * unit (QUALITY.md: "31-day calendar for one unit"), and for reference the demo host's property
 * with the fewest units (the demo guest house has two rooms). The demo host has no one-unit
 * property, so one is started through the API as a host would (a draft Room listing and its one
 * room); a draft's calendar is read by the same statement and serialiser as a listed one's.
 */
async function calendarRoutes(base, headers) {
  const call = async (method, path, body, extra = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10000),
    });
    const json = await response.json().catch(() => null);
    return { status: response.status, json };
  };
  const get = async (path) => {
    const { status, json } = await call('GET', path);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const unitsOf = async (propertyId) => (await get(calendarPath(propertyId))).units.length;

  let demo = null;
  for (const property of (await get('/api/v1/web/properties/host/listed-properties')).items.filter((p) => p.status !== 'draft')) {
    const units = await unitsOf(property.id);
    if (units > 0 && (!demo || units < demo.units)) demo = { path: calendarPath(property.id), units };
  }
  if (!demo) throw new Error('the demo host has no property with units for the calendar route');
  if (demo.units === 1) return { oneUnit: demo, demo };

  const { token: csrfToken, cookie } = await csrfOf(base);
  const csrf = { 'x-csrf-token': csrfToken, cookie };
  const roomType = (await get('/api/v1/property-types')).find((t) => t.name === 'Room');
  const starter = (await get('/api/v1/plans')).find((p) => p.name === 'STARTER');
  const bedroomType = (await get('/api/v1/bed-room-types'))[0];
  if (!roomType || !starter || !bedroomType) throw new Error('the reference data has no Room type, STARTER plan or bedroom type');
  const created = await call('POST', '/api/v1/web/properties', { propertyTypeId: roomType.id, planId: starter.id }, csrf);
  const draftId = created.status === 201 ? created.json.data.id : created.json?.error?.fields?.draftId;
  if (!draftId) throw new Error(`starting a draft answered ${created.status}: ${JSON.stringify(created.json).slice(0, 300)}`);
  if ((await unitsOf(draftId)) === 0) {
    const { version } = await get(`/api/v1/web/properties/${draftId}`);
    const unit = { version, name: 'Sea view room', guestCount: 2, pricePerNight: 40, bedrooms: [{ beds: [{ bedroomTypeId: bedroomType.id, count: 1 }] }], amenityIds: [] };
    const added = await call('POST', `/api/v1/web/properties/${draftId}/units`, unit, csrf);
    if (added.status !== 201) throw new Error(`adding the room answered ${added.status}: ${JSON.stringify(added.json).slice(0, 300)}`);
  }
  const units = await unitsOf(draftId);
  if (units !== 1) throw new Error(`the one-unit property ${draftId} has ${units} units`);
  return { oneUnit: { path: calendarPath(draftId), units }, demo };
}
