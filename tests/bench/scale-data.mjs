// Scale data: 200 hosts, 2 000 units, 200 000 reservations (tests/bench/scale/seed-scale-data.ts),
// seeded into a fresh embedded database (PGlite in a temp dir, like the server's) and, when a
// PostgreSQL server is given, into a new database on it. The server's own service functions are
// timed without HTTP: the 365-day calendar of a 5-unit property, a host's reservation list (first
// page and the deepest page, keyset) and the host's yearly earnings; p50/p95 over 300 runs after
// 20 warm-ups, plus the statements' plans checked for sequential scans of large tables.
//
//   npm run bench -- --only=scale                                   PGlite, and PostgreSQL at
//                                                                    BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL
//   npm run bench -- --only=scale --runs=300 --warmups=20 --no-postgres
import { fileURLToPath } from 'node:url';
import { runNode } from './lib/proc.mjs';
import { fmt, metric } from './lib/stats.mjs';

const MEASURE = fileURLToPath(new URL('./scale/measure-scale.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const BARS = { calendarPglite: 3, calendarPostgres: 1.5, listFirst: 2, deepOverFirst: 1.5, earnings: 5 };
export const id = 'scale';
export const title = 'Scale data (200 hosts, 2 000 units, 200 000 reservations): calendar, reservation list, earnings';

async function measure(settings, log) {
  log(`  seeding and measuring on ${settings.postgresUrl ? 'PostgreSQL' : 'PGlite'} (a few minutes)…`);
  const r = await runNode(['--import', 'tsx', MEASURE, JSON.stringify(settings)], { cwd: ROOT, timeoutMs: 30 * 60_000 });
  if (r.code !== 0) throw new Error(`measure-scale failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

function metricsOf(result, label, calendarBar) {
  const seq = Object.entries(result.plans).filter(([, p]) => p.seqScans.length > 0).map(([name, p]) => `${name}: ${p.seqScans.join(', ')}`);
  return [
    metric(`${label} 365-day calendar p95`, result.calendar365.p95, 'ms', calendarBar),
    metric(`${label} reservation list first page p95`, result.listFirst.p95, 'ms', BARS.listFirst),
    metric(`${label} reservation list page ${result.deepPageNumber} / first page (p50)`, result.listDeep.p50 / result.listFirst.p50, '×', BARS.deepOverFirst),
    metric(`${label} yearly earnings p95`, result.earningsYear.p95, 'ms', BARS.earnings),
    metric(`${label} sequential scans of large tables`, seq.length === 0 ? 'none' : seq.join('; '), ''),
  ];
}

function tableOf(result, label) {
  const rows = ['calendar365', 'listFirst', 'listDeep', 'earningsYear'].map((name) => {
    const t = result[name];
    return [name, fmt(t.p50, 2), fmt(t.p95, 2), result.database === 'pglite' ? fmt(t.cpuPerCall, 2) : '—', String(result.plans[name].statements), t.runs];
  });
  return {
    title: `${label}: ${result.scale.hosts} hosts, ${result.scale.units} units, ${result.scale.reservations} reservations (seeded in ${fmt(result.seedMs / 1000, 0)} s)`,
    headers: ['call', 'p50 ms', 'p95 ms', 'CPU ms/call', 'statements', 'runs'],
    rows,
    align: [false, true, true, true, true, true],
  };
}

export async function run({ log = console.log, options = {} } = {}) {
  const settings = { runs: Number(options.runs ?? 300), warmups: Number(options.warmups ?? 20) };
  const metrics = [];
  const tables = [];
  const warnings = [];
  const details = {};

  details.pglite = await measure(settings, log);
  metrics.push(...metricsOf(details.pglite, 'PGlite', BARS.calendarPglite));
  tables.push(tableOf(details.pglite, 'PGlite'));

  const postgresUrl = options['no-postgres'] ? null : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null);
  if (postgresUrl) {
    details.postgres = await measure({ ...settings, postgresUrl }, log);
    metrics.push(...metricsOf(details.postgres, 'PostgreSQL', BARS.calendarPostgres));
    tables.push(tableOf(details.postgres, 'PostgreSQL'));
  } else warnings.push('PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created');
  return { metrics, tables, warnings, details };
}
