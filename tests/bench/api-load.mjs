// API load (QUALITY.md, issue 9): 100 signed-in hosts at once for 60 s on loopback, each on its
// own connection in a loop of a realistic mix for its own data — dashboard, a two-month calendar,
// the reservation list, and a wizard save — against the built server on the scale data (200 hosts,
// 2 000 units, 200 000 stays), on PGlite and, when a server is given, on PostgreSQL. The server
// is pinned to one core and the load generator to the other. Reports requests per second,
// p50/p95/p99, 5xx answers, and lost writes: saves the server acknowledged that the database does
// not hold afterwards (each property's version must have risen by exactly its acknowledged saves,
// and its name must be the last one acknowledged), read after the server has stopped.
//
//   npm run bench -- --only=load [--hosts=100 --duration=60 --warmup=5 --calendar-days=62 --no-postgres --no-pglite]
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onCleanup } from './lib/cleanup.mjs';
import { ROOT, SERVER_ENTRY, csrfOf } from './lib/portal-server.mjs';
import { canPin, freePort, runNode, startNode, waitForHttp } from './lib/proc.mjs';
import { fmt, metric } from './lib/stats.mjs';

export const id = 'load';
export const title = 'API load: 100 signed-in hosts for 60 s (dashboard, calendar, reservations, wizard saves)';
const DATABASE_SCRIPT = join(ROOT, 'tests/bench/load/load-database.ts');
const MIX_SCRIPT = join(ROOT, 'tests/bench/load/load-mix.mjs');

async function database(step, settings, timeoutMs = 10 * 60_000) {
  const r = await runNode(['--import', 'tsx', DATABASE_SCRIPT, JSON.stringify({ step, ...settings })], { cwd: ROOT, timeoutMs });
  if (r.code !== 0) throw new Error(`load-database ${step} failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}


async function measure(kind, { hosts, durationSeconds, warmupSeconds, calendarDays, postgresUrl }, log) {
  const jwtSecret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const removeDir = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  let dropDatabase = async () => {};
  let databaseUrl = null;
  if (kind === 'postgres') {
    const name = `portal_load_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = onCleanup(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
  }
  try {
    log(`  ${kind}: seeding the scale data…`);
    const { hosts: seeded } = await database('prepare', { dataDir, postgresUrl: databaseUrl, hosts, jwtSecret });
    const port = await freePort();
    const server = startNode([SERVER_ENTRY], {
      core: 0,
      cwd: ROOT,
      label: `portal server (${kind})`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'false',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    let result;
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(server, `${base}/api/v1/health`, 90_000);
      log(`  ${kind}: ${seeded.length} hosts for ${durationSeconds} s after a ${warmupSeconds} s warm-up…`);
      const settings = { base, hosts: seeded, csrf: await csrfOf(base), warmupSeconds, durationSeconds, calendarDays };
      const r = await runNode([MIX_SCRIPT, JSON.stringify(settings)], { core: 1, cwd: ROOT, timeoutMs: (warmupSeconds + durationSeconds + 120) * 1000 });
      if (r.code !== 0) throw new Error(`load-mix failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
      result = JSON.parse(r.stdout.trim().split('\n').pop());
    } finally {
      // Stopped (SIGTERM) before the check: the embedded database is read after the server closed it.
      await server.stop();
    }
    const { properties } = await database('verify', { dataDir, postgresUrl: databaseUrl, propertyIds: seeded.map((h) => h.propertyId) });
    const stored = new Map(properties.map((p) => [p.id, p]));
    let lostWrites = 0;
    let saves = 0;
    for (const host of seeded) {
      const ack = result.acknowledged[host.propertyId] ?? { saves: 0, lastName: null };
      saves += ack.saves;
      const row = stored.get(host.propertyId);
      const versionGap = ack.saves - (row.version - host.version);
      if (versionGap !== 0 || (ack.lastName !== null && row.name !== ack.lastName)) lostWrites += Math.max(1, Math.abs(versionGap));
    }
    const serverErrors = Object.entries(result.statuses).reduce((n, [key, count]) => n + (/ 5\d\d$/.test(key) ? count : 0), 0);
    const networkErrors = Object.values(result.errors).reduce((n, count) => n + count, 0);
    return { ...result, saves, lostWrites, serverErrors, networkErrors };
  } finally {
    await dropDatabase();
    await removeDir();
  }
}

function metricsOf(r, label) {
  return [
    metric(`${label} requests per second`, r.requestsPerSec, 'req/s'),
    metric(`${label} latency p50 / p95`, `${fmt(r.overall.p50, 1)} / ${fmt(r.overall.p95, 1)}`, 'ms'),
    metric(`${label} latency p99`, r.overall.p99, 'ms'),
    metric(`${label} 5xx answers`, r.serverErrors, '', 0),
    metric(`${label} lost writes (of ${r.saves} acknowledged saves)`, r.lostWrites, '', 0),
  ];
}

function tableOf(r, label) {
  return {
    title: `${label}: ${fmt(r.requestsPerSec, 0)} req/s over ${fmt(r.seconds, 0)} s; statuses ${JSON.stringify(r.statuses)}`,
    headers: ['call', 'requests', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows: Object.entries(r.byKind).map(([kind, s]) => [kind, s.count, fmt(s.p50, 1), fmt(s.p95, 1), fmt(s.p99, 1)]),
    align: [false, true, true, true, true],
  };
}

export async function run({ log = console.log, options = {} } = {}) {
  if (!existsSync(SERVER_ENTRY)) return { skipped: `${SERVER_ENTRY} does not exist: the server bundle was not built` };
  const settings = {
    hosts: Math.max(1, Math.min(200, Number(options.hosts ?? 100))),
    durationSeconds: Math.max(5, Math.min(300, Number(options.duration ?? 60))),
    warmupSeconds: Math.max(0, Math.min(60, Number(options.warmup ?? 5))),
    // The calendar window each read asks for (the 365-day calendar is the heaviest read a host makes).
    calendarDays: Math.max(1, Math.min(366, Number(options['calendar-days'] ?? 62))),
  };
  const metrics = [];
  const tables = [];
  const warnings = canPin() ? [] : ['taskset is unavailable: server and load generator are NOT pinned to separate cores'];
  const details = {};
  if (!options['no-pglite']) {
  details.pglite = await measure('pglite', settings, log);
  metrics.push(...metricsOf(details.pglite, 'PGlite'));
  tables.push(tableOf(details.pglite, 'PGlite'));
  }
  const postgresUrl = options['no-postgres'] ? null : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null);
  if (postgresUrl) {
    details.postgres = await measure('postgres', { ...settings, postgresUrl }, log);
    metrics.push(...metricsOf(details.postgres, 'PostgreSQL'));
    tables.push(tableOf(details.postgres, 'PostgreSQL'));
  } else warnings.push('PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created');
  for (const [label, r] of Object.entries(details)) if (r.networkErrors) warnings.push(`${label}: ${r.networkErrors} requests failed on the network: ${JSON.stringify(r.errors)}`);
  return { metrics, tables, warnings, details };
}
