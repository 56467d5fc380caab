// The rooms calendar with 20 rooms and a year of stays (issue 24): the demo host's property in a
// fresh DATA_DIR gets 20 rooms, 1 140 stays and 380 host blocks (scale/seed-rooms-calendar.ts),
// then the built server answers:
//   - the calendar call over HTTP: 365 nights of the 20 rooms (the most one call gives) and the
//     three months the screen loads; p50/p95 over `--runs` after warm-ups, and the body's size;
//   - the rooms view in Chromium at 375 × 812 and 1280 × 800: from navigation to the first frame
//     painted with the grid's rows (median of `--page-runs` cold loads), the time a move to the
//     next nights takes to paint, and a selection drag over the grid: each pointer move to the
//     frame painted after it (median and worst of 24 moves).
//
//   npm run bench -- --only=rooms [--runs=100] [--page-runs=5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { onCleanup } from './lib/cleanup.mjs';
import { startPortal, signIn } from './lib/portal-server.mjs';
import { runNode } from './lib/proc.mjs';
import { fmt, median, metric } from './lib/stats.mjs';
import { CHROME_PATH, CHROMIUM_ARGS } from './web/chromium.mjs';
import { sessionCookies } from './web/lighthouse-runs.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SEED = fileURLToPath(new URL('./scale/seed-rooms-calendar.ts', import.meta.url));

export const id = 'rooms';
export const title = 'Rooms calendar: 20 rooms × a year of stays (server call, first paint, drag)';
/** A frame at 60 Hz: a drag that paints within it feels attached to the finger. */
export const BARS = { callP95: 50, firstPaint375: 1500, firstPaint1280: 1500, dragFrame: 16.7 };

const sriLankaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function quantiles(samples) {
  const xs = [...samples].sort((a, b) => a - b);
  const at = (q) => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: xs[xs.length - 1] };
}

async function timeCall(url, headers, runs, warmups) {
  let bytes = 0;
  const once = async () => {
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    bytes = body.byteLength;
  };
  for (let i = 0; i < warmups; i++) await once();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return { ...quantiles(samples), bytes };
}

// In the page: the first frame after the grid's last room row is in the DOM, in ms from navigation start.
const WATCH_GRID = () => {
  const seen = () => document.querySelectorAll('[role="grid"] [role="rowheader"]').length >= 20;
  const done = () => requestAnimationFrame(() => (window.__gridPainted = performance.now()));
  const observer = new MutationObserver(() => {
    if (seen()) {
      observer.disconnect();
      done();
    }
  });
  document.addEventListener('DOMContentLoaded', () => (seen() ? done() : observer.observe(document.body, { childList: true, subtree: true })));
};

async function measurePage(browser, base, cookies, propertyId, viewport, runs) {
  const paints = [];
  const nextPaints = [];
  let drag = null;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(WATCH_GRID);
    await page.goto(`${base}/calendar?propertyId=${propertyId}&view=rooms`);
    await page.waitForFunction(() => window.__gridPainted !== undefined, null, { timeout: 30_000 });
    paints.push(await page.evaluate(() => window.__gridPainted));
    // The next nights: a click to the frame that shows them (the window is loaded already for 14 nights; a month may load).
    nextPaints.push(
      await page.evaluate(async () => {
        const first = () => document.querySelector('[role="grid"] [role="columnheader"]:nth-child(2)')?.getAttribute('aria-label');
        const before = first();
        const start = performance.now();
        document.querySelector('button[aria-label^="Next"]').click();
        while (first() === before) await new Promise((resolve) => setTimeout(resolve, 0));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return performance.now() - start;
      }),
    );
    if (run === runs - 1) {
      // A drag: press on the first free night of the first room, then move over 24 cells down and across.
      drag = await page.evaluate(async () => {
        const cells = [...document.querySelectorAll('[role="gridcell"][data-status="available"]:not([data-past])')];
        const rows = new Map();
        for (const cell of cells) (rows.get(cell.dataset.row) ?? rows.set(cell.dataset.row, []).get(cell.dataset.row)).push(cell);
        const path = [...rows.values()].slice(0, 12).flatMap((row) => row.slice(0, 2));
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        path[0].dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0, buttons: 1 }));
        await frame();
        const samples = [];
        for (const cell of path.slice(1)) {
          const start = performance.now();
          cell.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', buttons: 1 }));
          await frame();
          samples.push(performance.now() - start);
        }
        window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
        const selected = document.querySelectorAll('[role="gridcell"][aria-selected="true"]').length;
        return { samples, selected };
      });
    }
    await context.close();
  }
  const moves = drag ? quantiles(drag.samples) : null;
  return { firstPaint: median(paints), firstPaints: paints, next: median(nextPaints), dragMedian: moves?.p50, dragWorst: moves?.max, dragSelected: drag?.selected };
}

export async function run({ log = console.log, options = {} } = {}) {
  const runs = Number(options.runs ?? 100);
  const pageRuns = Number(options['page-runs'] ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-rooms-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const today = sriLankaToday();

  log('  first start (demo host and listing), then 20 rooms and a year of stays…');
  const seeding = await startPortal({ dataDir });
  await seeding.stop();
  const seeded = await runNode(['--import', 'tsx', SEED, dataDir, today], { cwd: ROOT, timeoutMs: 10 * 60_000 });
  if (seeded.code !== 0) throw new Error(`seed-rooms-calendar failed (exit ${seeded.code}): ${seeded.stderr.slice(-2000)}`);
  const data = JSON.parse(seeded.stdout.trim().split('\n').pop());

  const portal = await startPortal({ dataDir, core: 0 });
  const auth = await signIn(portal.base);
  const headers = { authorization: `Bearer ${auth.token}`, accept: 'application/json' };
  const calendarUrl = (from, to) => `${portal.base}/api/v1/web/properties/${data.propertyId}/calendar?from=${from}&to=${to}`;
  log('  the calendar call…');
  const year = await timeCall(calendarUrl(today, addDays(today, 365)), headers, runs, 10);
  const month = today.slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const threeMonthsTo = `${m + 3 > 12 ? y + 1 : y}-${String(((m + 2) % 12) + 1).padStart(2, '0')}-01`;
  const window = await timeCall(calendarUrl(`${month}-01`, threeMonthsTo), headers, runs, 10);
  // The baseline of the same run on this shared machine: a round trip that reads nothing.
  const health = await timeCall(`${portal.base}/api/v1/health`, {}, runs, 10);

  log('  the rooms view in Chromium…');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true });
  const closeBrowser = onCleanup(() => browser.close());
  // Playwright takes a cookie's url or its domain and path, not both.
  const cookies = sessionCookies(portal.base, auth).map(({ url, ...cookie }) => ({ ...cookie, domain: new URL(url).hostname }));
  const phone = await measurePage(browser, portal.base, cookies, data.propertyId, { width: 375, height: 812 }, pageRuns);
  const desktop = await measurePage(browser, portal.base, cookies, data.propertyId, { width: 1280, height: 800 }, pageRuns);
  await closeBrowser();
  await portal.stop();

  const metrics = [
    metric('365 nights × 20 rooms, calendar call p95', year.p95, 'ms', BARS.callP95),
    metric('3 months × 20 rooms (what the screen loads) p95', window.p95, 'ms', BARS.callP95),
    metric('365 nights × 20 rooms / health round trip (p50, same run)', year.p50 / health.p50, '×', undefined),
    metric('rooms view first paint at 375 px (median)', phone.firstPaint, 'ms', BARS.firstPaint375),
    metric('rooms view first paint at 1280 px (median)', desktop.firstPaint, 'ms', BARS.firstPaint1280),
    metric('drag: pointer move to painted frame at 1280 px (median)', desktop.dragMedian, 'ms', BARS.dragFrame),
    metric('drag: pointer move to painted frame at 375 px (median)', phone.dragMedian, 'ms', BARS.dragFrame),
  ];
  const tables = [
    {
      title: `Rooms calendar: ${data.units} rooms, ${data.stays} stays, ${data.blocks} host blocks`,
      headers: ['figure', 'p50 / median', 'p95 / worst', 'note'],
      rows: [
        ['calendar call, 365 nights', fmt(year.p50, 1), fmt(year.p95, 1), `${fmt(year.bytes / 1024, 0)} KiB body, ${runs} runs`],
        ['calendar call, 3 months', fmt(window.p50, 1), fmt(window.p95, 1), `${fmt(window.bytes / 1024, 0)} KiB body`],
        ['health round trip (baseline)', fmt(health.p50, 1), fmt(health.p95, 1), 'same run'],
        ['first paint of the grid, 375 px', fmt(phone.firstPaint, 0), fmt(Math.max(...phone.firstPaints), 0), `${pageRuns} cold loads, 14 nights`],
        ['first paint of the grid, 1280 px', fmt(desktop.firstPaint, 0), fmt(Math.max(...desktop.firstPaints), 0), `${pageRuns} cold loads, 30 nights`],
        ['next nights painted, 375 px', fmt(phone.next, 1), '', ''],
        ['next nights painted, 1280 px', fmt(desktop.next, 1), '', 'may load the next three months'],
        ['drag move → frame, 375 px', fmt(phone.dragMedian, 1), fmt(phone.dragWorst, 1), `${phone.dragSelected} cells selected`],
        ['drag move → frame, 1280 px', fmt(desktop.dragMedian, 1), fmt(desktop.dragWorst, 1), `${desktop.dragSelected} cells selected`],
      ],
      align: [false, true, true, false],
    },
  ];
  return { metrics, tables, warnings: [], details: { data, year, window, health, phone, desktop } };
}
