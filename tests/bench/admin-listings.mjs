// Admin listings at scale: 100 000 properties over 5 000 hosts (tests/bench/scale/seed-admin-listings.ts)
// seeded into a fresh embedded database (PGlite in a temp dir) and, when a PostgreSQL server is
// given, into a new database on it. The service behind GET /api/v1/web/admin/properties is timed
// without HTTP: the first page and page 200 (through the cursors) with a status filter and with a
// free-text filter, plus the unfiltered first page, a search by host email and a status sorted by
// name; p50/p95 after warm-ups, and every statement's plans (for its values, and the generic plan the
// server's connections run) checked for sequential scans.
// Bar (issue 8): ≤ 10 ms each on PostgreSQL; PGlite is reported beside it.
//
//   npm run bench -- --only=admin                              PGlite, and PostgreSQL at
//                                                               BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL
//   npm run bench -- --only=admin --runs=200 --warmups=20 --no-postgres
import { fileURLToPath } from 'node:url';
import { runNode } from './lib/proc.mjs';
import { fmt, metric } from './lib/stats.mjs';

const MEASURE = fileURLToPath(new URL('./scale/measure-admin-listings.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const BAR_MS = 10;
export const id = 'admin';
export const title = 'Admin listings (100 000 properties, 5 000 hosts): first page and page 200, status and text filters';

const CALLS = [
  ['firstStatus', 'first page, status pending_review'],
  ['deepStatus', 'page {deep}, status pending_review'],
  ['firstText', "first page, text 'cabana'"],
  ['deepText', "page {deep}, text 'cabana'"],
  ['firstUnfiltered', 'first page, no filter'],
  ['deepUnfiltered', 'page {deep}, no filter'],
  ['firstHostEmail', 'first page, text of a host email'],
  ['firstStatusByName', 'first page, status listed by name'],
  ['firstRareStatusByCreated', 'first page, status suspended, oldest first'],
];

async function measure(settings, log) {
  log(`  seeding and measuring on ${settings.postgresUrl ? 'PostgreSQL' : 'PGlite'} (a minute or two)…`);
  const r = await runNode(['--import', 'tsx', MEASURE, JSON.stringify(settings)], { cwd: ROOT, timeoutMs: 30 * 60_000 });
  if (r.code !== 0) throw new Error(`measure-admin-listings failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const nameOf = (label, deep) => label.replace('{deep}', String(deep));

function metricsOf(result, label, withBar) {
  const seq = Object.entries(result.plans).filter(([, p]) => p.seqScans.length > 0).map(([name, p]) => `${name}: ${p.seqScans.join(', ')}`);
  return [
    ...CALLS.slice(0, 4).map(([key, name]) => metric(`${label} ${nameOf(name, result.deepPage)} p95`, result.timings[key].p95, 'ms', withBar ? BAR_MS : undefined)),
    metric(`${label} sequential scans of large tables`, seq.length === 0 ? 'none' : seq.join('; '), ''),
  ];
}

function tableOf(result, label) {
  return {
    title: `${label}: ${result.scale.properties} properties, ${result.scale.hosts} hosts, ${result.scale.units} units (seeded in ${fmt(result.seedMs / 1000, 0)} s)`,
    headers: ['call', 'p50 ms', 'p95 ms', 'CPU ms/call', 'statements', 'seq scans', 'runs'],
    rows: CALLS.map(([key, name]) => {
      const t = result.timings[key];
      return [nameOf(name, result.deepPage), fmt(t.p50, 2), fmt(t.p95, 2), result.database === 'pglite' ? fmt(t.cpuPerCall, 2) : '—', String(result.plans[key].statements), result.plans[key].seqScans.join(', ') || 'none', t.runs];
    }),
    align: [false, true, true, true, true, false, true],
  };
}

export async function run({ log = console.log, options = {} } = {}) {
  const settings = { runs: Number(options.runs ?? 200), warmups: Number(options.warmups ?? 20) };
  const metrics = [];
  const tables = [];
  const warnings = [];
  const details = {};

  details.pglite = await measure(settings, log);
  metrics.push(...metricsOf(details.pglite, 'PGlite', false));
  tables.push(tableOf(details.pglite, 'PGlite'));

  const postgresUrl = options['no-postgres'] ? null : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null);
  if (postgresUrl) {
    details.postgres = await measure({ ...settings, postgresUrl }, log);
    metrics.push(...metricsOf(details.postgres, 'PostgreSQL', true));
    tables.push(tableOf(details.postgres, 'PostgreSQL'));
  } else warnings.push('PostgreSQL not measured (the bar is for PostgreSQL): set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created');
  return { metrics, tables, warnings, details };
}
