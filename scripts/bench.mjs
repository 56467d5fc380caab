// `npm run bench`: runs the benchmarks, prints each figure beside its bar, and writes the results
// to tests/bench/results/<timestamp>.json and tests/bench/results/latest.json.
// Benchmarks measure; they never fail on a number. Exit 1 only when a benchmark crashed.
//
//   npm run bench                      all benchmarks
//   npm run bench -- --only=bundle     or --only=scale, --only=ical, --only=load, --only=admin, --only=web, --only=rooms, or --only=bundle,load
//   npm run bench -- --no-build        reuse dist/ as it is
//   npm run bench -- --only=load --before=3c391af   (the load mix against that commit's server too)
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCleanups } from '../tests/bench/lib/cleanup.mjs';
import { canPin, runNode } from '../tests/bench/lib/proc.mjs';
import { renderTable } from '../tests/bench/lib/table.mjs';
import { fmt } from '../tests/bench/lib/stats.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RESULTS = join(ROOT, 'tests/bench/results');

// Registry: later issues add calendar, reservations, scale data… here.
const BENCHMARKS = {
  bundle: () => import('../tests/bench/bundle-size.mjs'),
  scale: () => import('../tests/bench/scale-data.mjs'),
  ical: () => import('../tests/bench/ical-import.mjs'),
  load: () => import('../tests/bench/api-load.mjs'),
  admin: () => import('../tests/bench/admin-listings.mjs'),
  web: () => import('../tests/bench/web-perf.mjs'),
  rooms: () => import('../tests/bench/rooms-calendar.mjs'),
};

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`unknown argument ${a}`);
    return [m[1], m[2] ?? true];
  }),
);
const only = typeof args.only === 'string' ? args.only.split(',').map((s) => s.trim()).filter(Boolean) : Object.keys(BENCHMARKS);
for (const name of only) if (!BENCHMARKS[name]) throw new Error(`unknown benchmark "${name}" (known: ${Object.keys(BENCHMARKS).join(', ')})`);
const noBuild = args['no-build'] === true;

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${sig}: stopping servers and removing temp dirs…`);
    await runCleanups();
    process.exit(130);
  });
}

const log = (s) => console.log(s);
const gitCommit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
})();

const started = new Date();
const report = {
  startedAt: started.toISOString(),
  git: gitCommit,
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadavgAtStart: loadavg(),
  pinned: canPin(),
  args,
  benchmarks: {},
};

let crashed = false;
try {
  // The load benchmark needs an up-to-date server bundle; the bundle benchmark builds everything.
  if (only.includes('load') && (!only.includes('bundle') || noBuild) && !noBuild) {
    log('building the server bundle (scripts/build-server.mjs)…');
    const r = await runNode(['scripts/build-server.mjs'], { cwd: ROOT, timeoutMs: 120000 });
    if (r.code !== 0) log(`  server build failed (exit ${r.code}): ${(r.stderr || r.stdout).trim().split('\n').slice(-5).join('\n  ')}`);
  }
  for (const name of only) {
    const mod = await BENCHMARKS[name]();
    log(`\n== ${name}: ${mod.title} ==`);
    const t0 = performance.now();
    let result;
    try {
      result = await mod.run({ log, skipBuild: noBuild, options: args });
    } catch (err) {
      crashed = true;
      result = { error: String(err?.stack ?? err) };
      console.error(`  ${name} crashed: ${err?.message ?? err}`);
    } finally {
      await runCleanups();
    }
    if (result.failed) {
      crashed = true;
      console.error(`  ${name} could not complete: ${result.failed}`);
    }
    result.seconds = Math.round((performance.now() - t0) / 100) / 10;
    report.benchmarks[name] = result;
    printResult(name, result);
  }
} finally {
  await runCleanups();
}

report.finishedAt = new Date().toISOString();
report.loadavgAtEnd = loadavg();
mkdirSync(RESULTS, { recursive: true });
const stamp = started.toISOString().replace(/[:.]/g, '-');
const file = join(RESULTS, `${stamp}.json`);
writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(report, null, 2) + '\n');

log('\n== Summary ==');
const summary = [];
for (const [name, r] of Object.entries(report.benchmarks)) {
  if (r.error) summary.push([name, 'CRASHED (see above)', '', '', '']);
  else if (r.failed) {
    summary.push([name, `FAILED: ${r.failed.split('\n')[0]}`, '', '', '']);
    for (const m of r.metrics ?? []) summary.push([name, m.name, fmtValue(m), fmtBar(m), fmtMeets(m)]);
  } else if (r.skipped) summary.push([name, `not measured: ${r.skipped}`, '', '', '']);
  else for (const m of r.metrics.filter((m) => m.group !== 'routes' || m.meets === false)) summary.push([name, m.name, fmtValue(m), fmtBar(m), fmtMeets(m)]);
  if (!r.error && !r.skipped && !r.failed) {
    const routes = r.metrics.filter((m) => m.group === 'routes');
    if (routes.length) summary.push([name, `lazy chunks (routes and parts) within bar`, `${routes.filter((m) => m.meets).length}/${routes.length}`, '', routes.every((m) => m.meets) ? 'yes' : 'NO']);
  }
}
log(renderTable(['bench', 'figure', 'value', 'bar', 'meets'], summary, { align: [false, false, true, true, false] }));
log(`\nload average ${report.loadavgAtStart.map((x) => x.toFixed(2)).join(' ')} → ${report.loadavgAtEnd.map((x) => x.toFixed(2)).join(' ')}; pinned: ${report.pinned}`);
log(`results: ${file.replace(ROOT, '')} (and tests/bench/results/latest.json)`);
process.exit(crashed ? 1 : 0);

function fmtValue(m) {
  if (typeof m.value === 'string') return m.value;
  const digits = m.digits ?? (m.unit === '×' ? 3 : m.unit === 'req/s' ? 0 : 1);
  return `${fmt(m.value, digits)} ${m.unit}`;
}
function fmtBar(m) {
  return m.bar === null ? '' : `${m.op === '<=' ? '≤' : '≥'} ${m.bar}${m.unit === '×' ? '' : ` ${m.unit}`}`;
}
function fmtMeets(m) {
  if (m.meets === null) return m.bar === null ? '' : '—';
  return m.meets ? 'yes' : 'NO';
}

function printResult(name, r) {
  if (r.error) return;
  if (r.skipped) {
    log(`  not measured: ${r.skipped}`);
    return;
  }
  const main = r.metrics.filter((m) => m.group !== 'routes');
  log(renderTable(['figure', 'value', 'bar', 'meets', 'note'], main.map((m) => [m.name, fmtValue(m), fmtBar(m), fmtMeets(m), m.note ?? '']), { align: [false, true, true, false, false] }));
  for (const t of r.tables ?? []) {
    log(`\n  ${t.title}`);
    log(renderTable(t.headers, t.rows, { align: t.align }));
  }
  for (const w of r.warnings ?? []) log(`  ! ${w}`);
}
