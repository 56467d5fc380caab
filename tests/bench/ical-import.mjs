// iCal import: synthetic Airbnb-shaped feeds of 500 / 5 000 / 20 000 events through the server's
// own sync code (tests/bench/ical/measure-ical-import.ts): parse alone, a first import into an
// empty unit, a re-sync of the unchanged calendar, and a re-sync with churn; median of 5 after a
// warm-up. PGlite (file-backed, as the server runs it) always; PostgreSQL as well when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL / DATABASE_URL) names a server where a database may be created.
//
//   npm run bench -- --only=ical
//   npm run bench -- --only=ical --runs=5 --sizes=500,5000,20000 --no-postgres
import { fileURLToPath } from 'node:url';
import { runNode } from './lib/proc.mjs';
import { fmt, metric } from './lib/stats.mjs';

const MEASURE = fileURLToPath(new URL('./ical/measure-ical-import.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** QUALITY.md: 5 000 events parse ≤ 50 ms, parse + diff + store ≤ 150 ms; 20 000 ≤ 4.5× the 5 000 time. */
export const BARS = { parse5000: 50, total5000: 150, linear: 4.5 };
export const id = 'ical';
export const title = 'iCal import: 500 / 5 000 / 20 000 events (parse; parse + diff + store)';

async function measure(settings, log) {
  log(`  measuring ${settings.parseOnly ? 'the parser alone' : settings.postgresUrl ? 'on PostgreSQL' : 'on PGlite'}…`);
  const r = await runNode(['--import', 'tsx', MEASURE, JSON.stringify(settings)], { cwd: ROOT, timeoutMs: 30 * 60_000 });
  if (r.code !== 0) throw new Error(`measure-ical-import failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

function parseMetrics(result) {
  const five = result.results.find((r) => r.events === 5000);
  const twenty = result.results.find((r) => r.events === 20000);
  const metrics = [];
  if (five) metrics.push(metric('5 000 events: parse', five.parse, 'ms', BARS.parse5000, '<=', `CPU ${fmt(five.parseCpu, 1)} ms`));
  if (five && twenty) metrics.push(metric('20 000 / 5 000: parse', twenty.parse / five.parse, '×', BARS.linear, '<=', `CPU ${fmt(twenty.parseCpu / five.parseCpu, 2)}×`));
  return metrics;
}

function parseTable(result) {
  return {
    title: `Parser alone: median of ${result.runs} (ms)`,
    headers: ['events', 'feed size', 'parse', 'parse CPU'],
    rows: result.results.map((r) => [String(r.events), `${fmt(r.bytes / 1024 / 1024, 2)} MB`, fmt(r.parse, 1), fmt(r.parseCpu, 1)]),
    align: [true, true, true, true],
  };
}

function metricsOf(result, label) {
  const at = (n) => result.results.find((r) => r.events === n);
  const five = at(5000);
  const twenty = at(20000);
  const metrics = [];
  if (five) {
    metrics.push(metric(`${label} 5 000 events: re-sync, unchanged (parse + diff + store)`, five.resync, 'ms', BARS.total5000, '<=', `CPU ${fmt(five.resyncCpu, 1)} ms${result.database === 'postgres' ? ' (this process only)' : ''}`));
    metrics.push(metric(`${label} 5 000 events: first import (parse + diff + store)`, five.firstImport, 'ms', BARS.total5000, '<=', `database floor for the same rows: ${fmt(five.floor, 0)} ms`));
  }
  if (five && twenty) {
    metrics.push(metric(`${label} 20 000 / 5 000: re-sync, unchanged`, twenty.resync / five.resync, '×', BARS.linear, '<=', `CPU ${fmt(twenty.resyncCpu / five.resyncCpu, 2)}×`));
    metrics.push(metric(`${label} 20 000 / 5 000: first import`, twenty.firstImport / five.firstImport, '×', BARS.linear, '<=', `database floor: ${fmt(twenty.floor / five.floor, 2)}×`));
  }
  return metrics;
}

function tableOf(result, label) {
  return {
    title: `${label}: median of ${result.runs} (ms)`,
    headers: ['events', 're-sync unchanged', 're-sync CPU', 're-sync with churn', 'first import', 'database floor (events + blocks + feed occupancy only)'],
    rows: result.results.map((r) => [
      String(r.events),
      fmt(r.resync, 1),
      fmt(r.resyncCpu, 1),
      fmt(r.churn, 1),
      fmt(r.firstImport, 1),
      fmt(r.floor, 1),
    ]),
    align: [true, true, true, true, true, true],
  };
}

export async function run({ log = console.log, options = {} } = {}) {
  const settings = {
    runs: Number(options.runs ?? 5),
    sizes: typeof options.sizes === 'string' ? options.sizes.split(',').map(Number) : [500, 5000, 20000],
  };
  const metrics = [];
  const tables = [];
  const warnings = [];
  const details = {};

  details.parse = await measure({ ...settings, parseOnly: true }, log);
  metrics.push(...parseMetrics(details.parse));
  tables.push(parseTable(details.parse));

  details.pglite = await measure(settings, log);
  metrics.push(...metricsOf(details.pglite, 'PGlite'));
  tables.push(tableOf(details.pglite, 'PGlite'));

  const postgresUrl = options['no-postgres'] ? null : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null);
  if (postgresUrl) {
    details.postgres = await measure({ ...settings, postgresUrl }, log);
    metrics.push(...metricsOf(details.postgres, 'PostgreSQL'));
    tables.push(tableOf(details.postgres, 'PostgreSQL'));
  } else warnings.push('PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created');
  warnings.push(
    'first import: every event becomes a stored event and a block; the feed\'s nights are ONE occupancy row (a datemultirange kept by the blocks\' statement trigger) under the EXCLUDE USING gist constraint; the floor column is those inserts alone, one bare statement per table',
  );
  return { metrics, tables, warnings, details };
}
