// Web performance (QUALITY.md, issue 9): Lighthouse (mobile preset, median of 5) on /, /login,
// /dashboard, /calendar and /reservation-manage — the last three signed in as the demo host (issue 22) —, the page weight of / on a
// cold load and a repeat visit, first-load JS of those pages from the Vite manifest, and start-up
// on an existing data dir. All against the built app and server on a fresh temp DATA_DIR.
//
//   npm run bench -- --only=web [--lighthouse-runs=5 --startup-runs=5]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './lib/cleanup.mjs';
import { firstLoad, readManifest, findChunkBySource } from './lib/manifest.mjs';
import { ROOT, signIn, startPortal } from './lib/portal-server.mjs';
import { runNode } from './lib/proc.mjs';
import { fmt, kib, median, metric } from './lib/stats.mjs';
import { LighthouseRuntimeError, lighthouseOnce, sessionCookies } from './web/lighthouse-runs.mjs';
import { pageWeight } from './web/page-weight.mjs';
import { timeEmptyNode, timeStartUp } from './web/start-up.mjs';

export const id = 'web';
export const title = 'Web performance: Lighthouse, page weight, first-load JS per page, start-up';

export const BARS = {
  performance: 95,
  loginPerformance: 100,
  accessibility: 100,
  bestPractices: 95,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  coldKiB: 250,
  repeatKiB: 20,
  startUpMs: 500,
};

/** The pages measured, the screen module whose lazy chunk renders each, and whether they need a session. */
const PAGES = [
  { path: '/', screen: 'src/screens/landing/landing-screen.tsx', signedIn: false },
  { path: '/login', screen: 'src/screens/auth/login-screen.tsx', signedIn: false },
  { path: '/dashboard', screen: 'src/screens/dashboard/dashboard-screen.tsx', signedIn: true },
  { path: '/calendar', screen: 'src/screens/calendar/calendar-screen.tsx', signedIn: true },
  { path: '/reservation-manage', screen: 'src/screens/reservations/reservation-manage-screen.tsx', signedIn: true },
];
const REPORTS = join(ROOT, 'tests/bench/results/web');
const WEB_OUT = join(ROOT, 'dist/web');

const clampInt = (value, fallback, min, max) => Math.max(min, Math.min(max, Math.round(Number(value ?? fallback)) || fallback));
const pathOf = (url) => new URL(url).pathname;

/** Lighthouse `runs` times on one page; medians of every figure, the runs, and the median run's screenshot. */
async function lighthousePage(base, page, runs, cookies, log) {
  const results = [];
  const retried = [];
  for (let i = 0; i < runs; i++) {
    const r = await lighthouseWithRetries(base + page.path, { cookies: page.signedIn ? cookies : [] }, (error, attempt) => {
      retried.push({ run: i + 1, attempt, error: error.message });
      log(`    ${page.path} run ${i + 1}/${runs}: ${error.message} — retrying (${attempt}/${RUNTIME_ERROR_RETRIES})`);
    });
    log(`    ${page.path} run ${i + 1}/${runs}: performance ${r.performance}, LCP ${fmt(r.lcpMs, 0)} ms, TBT ${fmt(r.tbtMs, 0)} ms, CLS ${fmt(r.cls, 3)}${pathOf(r.finalUrl) === page.path ? '' : ` (ended on ${pathOf(r.finalUrl)})`}`);
    results.push(r);
  }
  const figures = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];
  const medians = Object.fromEntries(figures.map((f) => [f, median(results.map((r) => r[f]))]));
  // The run whose performance score is the median (Lighthouse's own advice for picking one run).
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const middle = byScore[byScore.length >> 1];
  return { medians, runs: results.map(({ screenshot, lhr, ...rest }) => rest), middle, retried };
}

/**
 * Lighthouse now and then fails a run of its own accord (NO_NAVSTART, NO_FCP, a protocol timeout:
 * "Something went wrong with recording the trace… Please run Lighthouse again"). Such a run is
 * tried again, at most RUNTIME_ERROR_RETRIES times, and every retry is reported; a page that
 * fails that often is a real failure and the benchmark stops on it.
 */
const RUNTIME_ERROR_RETRIES = 2;
async function lighthouseWithRetries(url, options, onRetry) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= RUNTIME_ERROR_RETRIES) throw error;
      onRetry(error, attempt + 1);
    }
  }
}

/** The median run's final screenshot and full report, to look at and to find out why a figure is short. */
function saveMedianRun(page, run) {
  mkdirSync(REPORTS, { recursive: true });
  const name = join(REPORTS, page.path === '/' ? 'landing' : page.path.slice(1));
  writeFileSync(`${name}.lhr.json`, JSON.stringify(run.lhr));
  if (!run.screenshot) return null;
  writeFileSync(`${name}.jpg`, Buffer.from(run.screenshot.split(',')[1], 'base64'));
  return `${name}.jpg`.replace(ROOT, '');
}

/** A metric shown with `digits` decimals (scores are whole numbers, CLS needs three). */
const withDigits = (m, digits) => ({ ...m, digits });

function lighthouseMetrics(page, m) {
  const performanceBar = page.path === '/login' ? BARS.loginPerformance : page.path === '/' ? BARS.performance : undefined;
  return [
    withDigits(metric(`${page.path} Lighthouse performance`, m.performance, '', performanceBar, '>=', performanceBar === undefined ? 'QUALITY.md sets this bar for / and /login only' : undefined), 0),
    withDigits(metric(`${page.path} Lighthouse accessibility`, m.accessibility, '', BARS.accessibility, '>='), 0),
    withDigits(metric(`${page.path} Lighthouse best practices`, m.bestPractices, '', BARS.bestPractices, '>='), 0),
    withDigits(metric(`${page.path} LCP`, m.lcpMs, 'ms', BARS.lcpMs, '<='), 0),
    withDigits(metric(`${page.path} TBT`, m.tbtMs, 'ms', BARS.tbtMs, '<='), 0),
    withDigits(metric(`${page.path} CLS`, m.cls, '', BARS.cls, '<='), 3),
  ];
}

export async function run({ log = console.log, skipBuild = false, options = {} } = {}) {
  const lighthouseRuns = clampInt(options['lighthouse-runs'], 5, 1, 9);
  const startUpRuns = clampInt(options['startup-runs'], 5, 1, 20);
  const metrics = [];
  const tables = [];
  const warnings = [];
  const details = {};

  if (!skipBuild) {
    log('  building the app and the server (scripts/build.mjs)…');
    const build = await runNode(['scripts/build.mjs'], { cwd: ROOT, timeoutMs: 300_000 });
    if (build.code !== 0) return { metrics, tables, warnings, failed: `scripts/build.mjs failed (exit ${build.code}): ${(build.stderr || build.stdout).slice(-2000)}` };
  }

  // First-load JS per page, from the manifest of the build being measured.
  const manifest = readManifest(WEB_OUT);
  for (const page of PAGES) {
    const key = findChunkBySource(manifest, { src: page.screen });
    if (!key) warnings.push(`no manifest chunk for ${page.screen}: ${page.path}'s first-load JS counts the entry only`);
    const load = firstLoad(WEB_OUT, manifest, key);
    metrics.push(metric(`${page.path} first-load JS (gzip)`, kib(load.js.total.gzip), 'KiB', undefined, undefined, `${load.js.files.length} files, brotli ${fmt(kib(load.js.total.brotli))} KiB; bars in the bundle benchmark`));
  }

  // One server on a data dir of its own, kept for the start-up runs afterwards.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  log('  starting the portal server (fresh data dir, demo data seeded)…');
  const portal = await startPortal({ dataDir });
  try {
    const auth = await signIn(portal.base);
    const cookies = sessionCookies(portal.base, auth);

    log(`  Lighthouse, mobile preset, ${lighthouseRuns} runs per page…`);
    const rows = [];
    details.lighthouse = {};
    for (const page of PAGES) {
      const result = await lighthousePage(portal.base, page, lighthouseRuns, cookies, log);
      const ended = pathOf(result.middle.finalUrl);
      if (ended !== page.path) warnings.push(`Lighthouse on ${page.path} ended on ${ended}: the figures are not of ${page.path}`);
      const screenshot = saveMedianRun(page, result.middle);
      metrics.push(...lighthouseMetrics(page, result.medians));
      const m = result.medians;
      rows.push([page.path, fmt(m.performance, 0), fmt(m.accessibility, 0), fmt(m.bestPractices, 0), fmt(m.fcpMs, 0), fmt(m.lcpMs, 0), fmt(m.tbtMs, 0), fmt(m.cls, 3), ended, screenshot ?? '']);
      for (const r of result.retried) warnings.push(`Lighthouse on ${page.path}, run ${r.run}: ${r.error} (retry ${r.attempt} of ${RUNTIME_ERROR_RETRIES})`);
      for (const [category, audits] of Object.entries(result.middle.shortfalls)) {
        if (audits.length) warnings.push(`${page.path} ${category} lost points on: ${audits.join(', ')}`);
      }
      details.lighthouse[page.path] = { medians: m, runs: result.runs, retried: result.retried, screenshot };
    }
    tables.push({
      title: `Lighthouse medians of ${lighthouseRuns} runs (mobile preset, simulated throttling); the screenshot and report (.lhr.json beside it) are of the median run`,
      headers: ['page', 'perf', 'a11y', 'best pr.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'ended on', 'screenshot'],
      align: [false, true, true, true, true, true, true, true, false, false],
      rows,
    });

    log('  page weight of / in Chromium (cold, then a repeat visit)…');
    const weight = await pageWeight(`${portal.base}/`);
    metrics.push(
      metric('/ page weight, cold load', kib(weight.cold.bytes), 'KiB', BARS.coldKiB, '<=', `${weight.cold.requests} requests`),
      metric('/ page weight, repeat visit', kib(weight.repeat.bytes), 'KiB', BARS.repeatKiB, '<=', `${weight.repeat.fromNetwork.length} of ${weight.repeat.requests} requests over the network: ${weight.repeat.fromNetwork.map((r) => `${pathOf(r.url)} ${r.status}`).join(', ')}`),
    );
    details.pageWeight = weight;
  } finally {
    await portal.stop();
  }

  log(`  start-up on the existing data dir, ${startUpRuns} runs, beside node -e ''…`);
  const startUps = [];
  const emptyNodes = [];
  for (let i = 0; i < startUpRuns; i++) {
    emptyNodes.push(await timeEmptyNode());
    startUps.push(await timeStartUp(dataDir));
  }
  const startUpMs = median(startUps.map((s) => s.healthMs));
  const readyMs = median(startUps.map((s) => s.readyMs));
  const emptyNodeMs = median(emptyNodes);
  metrics.push(
    metric('start-up to /health on an existing data dir', startUpMs, 'ms', BARS.startUpMs, '<=', `runs ${startUps.map((s) => fmt(s.healthMs, 0)).join(', ')}`),
    metric("node -e '' (same runs)", emptyNodeMs, 'ms'),
    metric("start-up / node -e ''", startUpMs / emptyNodeMs, '×'),
    metric('start-up to the first API answer (/api/v1/health: database open, routes ready)', readyMs, 'ms', undefined, undefined, `runs ${startUps.map((s) => fmt(s.readyMs, 0)).join(', ')}`),
  );
  details.startUp = { startUps, emptyNodes };

  return { metrics, tables, warnings, details };
}
