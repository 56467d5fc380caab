// Landing page first-load JS (gzip, brotli as an extra column) against a stub app that imports
// only react, react-dom, react-router-dom and xstate, built in the same run with the same Vite
// build settings; plus each other route's own lazily-loaded chunk.
//
// First-load JS = the HTML entry chunk + its static imports (transitively) + the landing route's
// lazy chunk + its static imports, deduplicated; each file gzipped at zlib level 9 and summed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './lib/cleanup.mjs';
import { runNode } from './lib/proc.mjs';
import { findChunkBySource, firstLoad, jsSizes, readManifest, withStaticImports } from './lib/manifest.mjs';
import { fmt, kib, metric } from './lib/stats.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_OUT = join(ROOT, 'dist/web');
const LANDING_DIR = 'src/screens/landing/';
/** The interface languages (src/shared/locales.ts), each with its catalog chunk. */
const LOCALES = ['en', 'si', 'ta'];
const STUB_ROOT = fileURLToPath(new URL('./stub-app/', import.meta.url));

export const BARS = { landingGzipKiB: 125, landingWithoutXstateGzipKiB: 100, ratio: 1.15, ratioQuality: 1.3, routeChunkGzipKiB: 30 };

/** xstate's built-in init event type survives minification: a cheap "is xstate in this file" test. */
const XSTATE_MARK = 'xstate.init';

export const id = 'bundle';
export const title = 'Landing first-load JS and route chunks';

const NO_COLOR = { NO_COLOR: '1', FORCE_COLOR: '0' };
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
const excerpt = (r, n) => stripAnsi((r.stderr || r.stdout).trim()).split('\n').filter((l) => l.trim()).slice(0, n).join('\n');

/**
 * Build the portal (scripts/build.mjs; if that fails, the web part alone with vite).
 * Returns { ok, mode, ms, warnings, error }.
 */
async function buildPortal(log) {
  const t0 = performance.now();
  const full = await runNode(['scripts/build.mjs'], { cwd: ROOT, env: NO_COLOR, timeoutMs: 300000 });
  if (full.code === 0) return { ok: true, mode: 'scripts/build.mjs', ms: performance.now() - t0, warnings: [] };
  const why = excerpt(full, 12);
  log(`  scripts/build.mjs failed (exit ${full.code}); building only the web app with vite.`);
  const web = await runNode(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: ROOT, env: NO_COLOR, timeoutMs: 300000 });
  if (web.code !== 0) {
    return { ok: false, mode: 'failed', ms: performance.now() - t0, warnings: [], error: `vite build failed (exit ${web.code}):\n${excerpt(web, 25)}` };
  }
  return { ok: true, mode: 'vite build (web only)', ms: performance.now() - t0, warnings: [`scripts/build.mjs failed, so only the web app was built:\n${indent(why)}`] };
}

/** The project's build options, so the stub is built the same way (minus paths and inputs). */
async function projectBuildOptions(vite) {
  const loaded = await vite.loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, ROOT, 'silent');
  const build = { ...(loaded?.config?.build ?? {}) };
  delete build.outDir;
  delete build.emptyOutDir;
  for (const key of ['rollupOptions', 'rolldownOptions']) {
    if (build[key]) {
      build[key] = { ...build[key] };
      delete build[key].input;
    }
  }
  return build;
}

async function buildStub() {
  const vite = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-stub-'));
  const remove = onCleanup(() => rmSync(outDir, { recursive: true, force: true }));
  const t0 = performance.now();
  const buildOptions = await projectBuildOptions(vite);
  await vite.build({
    root: STUB_ROOT,
    configFile: false,
    envFile: false,
    publicDir: false,
    mode: 'production',
    plugins: [react()],
    build: { ...buildOptions, outDir, emptyOutDir: true, manifest: true, copyPublicDir: false },
    logLevel: 'silent',
  });
  return { outDir, remove, ms: performance.now() - t0, buildOptions };
}

const indent = (s) => s.replace(/^/gm, '    ');

export async function run({ log = console.log, skipBuild = false } = {}) {
  const warnings = [];
  const metrics = [];
  const tables = [];

  // 1. Our app.
  let build = { ok: true, mode: 'skipped (--no-build)', ms: 0, warnings: [] };
  if (!skipBuild) {
    log('  building the portal…');
    build = await buildPortal(log);
    warnings.push(...build.warnings);
  }

  // 2. The stub, same run, same settings (measured even when our build fails).
  log('  building the stub app…');
  const stub = await buildStub();
  let stubLoad;
  try {
    stubLoad = firstLoad(stub.outDir, readManifest(stub.outDir));
  } finally {
    await stub.remove();
  }
  const stubKiB = kib(stubLoad.js.total.gzip);
  const stubTable = {
    title: 'Stub first-load JS files',
    headers: ['app', 'file', 'raw KiB', 'gzip KiB', 'brotli KiB'],
    align: [false, false, true, true, true],
    rows: [
      ...stubLoad.js.files.map((f) => ['stub', f.file, fmt(kib(f.raw)), fmt(kib(f.gzip)), fmt(kib(f.brotli))]),
      ['stub', 'TOTAL', fmt(kib(stubLoad.js.total.raw)), fmt(kib(stubLoad.js.total.gzip)), fmt(kib(stubLoad.js.total.brotli))],
    ],
  };

  if (!build.ok) {
    metrics.push(
      metric('landing first-load JS (gzip)', NaN, 'KiB', BARS.landingGzipKiB, '<=', 'not measured: our build failed'),
      metric('stub first-load JS (gzip)', stubKiB, 'KiB'),
      metric('stub first-load JS (brotli)', kib(stubLoad.js.total.brotli), 'KiB'),
    );
    return { metrics, tables: [stubTable], warnings, failed: build.error, details: { build, stub: { files: stubLoad.js.files, total: stubLoad.js.total } } };
  }

  const manifest = readManifest(WEB_OUT);
  const landingKey = findChunkBySource(manifest, { dir: LANDING_DIR, names: ['landing-screen', 'landing', 'index', 'page', 'screen'] });
  if (!landingKey) warnings.push(`no manifest chunk from ${LANDING_DIR}: first-load JS counts the entry and its imports only`);
  else if (!manifest[landingKey].isDynamicEntry) warnings.push(`the landing module ${landingKey} is not lazily loaded (it is inside the entry's chunks)`);
  const ours = firstLoad(WEB_OUT, manifest, landingKey);

  const oursKiB = kib(ours.js.total.gzip);
  const ratio = ours.js.total.gzip / stubLoad.js.total.gzip;
  metrics.push(
    metric('landing first-load JS (gzip)', oursKiB, 'KiB', BARS.landingGzipKiB, '<='),
    metric('landing first-load JS (brotli)', kib(ours.js.total.brotli), 'KiB'),
    metric('stub first-load JS (gzip)', stubKiB, 'KiB'),
    metric('stub first-load JS (brotli)', kib(stubLoad.js.total.brotli), 'KiB'),
    metric('ratio ours/stub (gzip)', ratio, '×', BARS.ratio, '<=', `issue bar; QUALITY.md allows ≤ ${BARS.ratioQuality}`),
  );

  // Issue 27: the page loads its language's catalog before the first render (src/app/i18n/load-catalog.ts),
  // so each language's first load is the one above plus that catalog's chunk (and any import of it not already loaded).
  const firstLoadFiles = new Set(ours.keys.map((k) => manifest[k].file));
  for (const locale of LOCALES) {
    const catalogKey = findChunkBySource(manifest, { src: `src/locales/${locale}/messages.po` });
    if (!catalogKey) {
      warnings.push(`no chunk for the ${locale} catalog (src/locales/${locale}/messages.po)`);
      continue;
    }
    const own = jsSizes(WEB_OUT, manifest, withStaticImports(manifest, [catalogKey]).filter((k) => !firstLoadFiles.has(manifest[k].file))).total;
    metrics.push(metric(`landing first-load JS in ${locale} (gzip)`, kib(ours.js.total.gzip + own.gzip), 'KiB', BARS.landingGzipKiB, '<=', `catalog ${kib(own.gzip).toFixed(2)} KiB`));
  }

  // QUALITY.md: ≤ 100 KiB applies when xstate loads only with the screens that use it.
  const xstateFiles = ours.js.files.filter((f) => readFileSync(join(WEB_OUT, f.file), 'utf8').includes(XSTATE_MARK)).map((f) => f.file);
  metrics.push(
    metric(
      'xstate in first-load JS',
      xstateFiles.length ? 'yes' : 'no',
      '',
      undefined,
      undefined,
      xstateFiles.length ? `in ${xstateFiles.join(', ')}` : `so QUALITY.md's ≤ ${BARS.landingWithoutXstateGzipKiB} KiB bar applies`,
    ),
  );
  if (!xstateFiles.length) metrics.push(metric('landing first-load JS without xstate (gzip)', oursKiB, 'KiB', BARS.landingWithoutXstateGzipKiB, '<='));

  tables.push({
    title: 'First-load JS files',
    headers: ['app', 'file', 'raw KiB', 'gzip KiB', 'brotli KiB'],
    align: [false, false, true, true, true],
    rows: [
      ...ours.js.files.map((f) => ['ours', f.file, fmt(kib(f.raw)), fmt(kib(f.gzip)), fmt(kib(f.brotli))]),
      ['ours', 'TOTAL', fmt(kib(ours.js.total.raw)), fmt(kib(ours.js.total.gzip)), fmt(kib(ours.js.total.brotli))],
      ...stubTable.rows,
    ],
  });

  // 3. Every other lazily loaded chunk's own size (+ what it adds beyond first load): route
  //    screens under src/screens/, and lazily loaded components (not counted in first load).
  const routeKeys = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && k !== landingKey && /\.m?js$/.test(manifest[k].file),
  );
  const routeRows = [];
  for (const key of routeKeys.sort()) {
    const own = jsSizes(WEB_OUT, manifest, [key]).total;
    const extraKeys = withStaticImports(manifest, [key]).filter((k) => k !== key && !firstLoadFiles.has(manifest[k].file));
    const extra = jsSizes(WEB_OUT, manifest, extraKeys).total;
    const src = manifest[key].src ?? key;
    const kind = src.startsWith('src/screens/') && !src.startsWith(LANDING_DIR) ? 'route' : 'lazy part';
    const loadedBy = Object.keys(manifest)
      .filter((k) => (manifest[k].dynamicImports ?? []).includes(key))
      .map((k) => manifest[k].name ?? k)
      .join(', ');
    // What a first visit straight to this route loads before it renders (entry + route, static imports).
    const routeFirstLoad = firstLoad(WEB_OUT, manifest, key).js.total;
    const m = metric(`${kind} chunk ${src}`, kib(own.gzip), 'KiB', BARS.routeChunkGzipKiB, '<=');
    metrics.push({ ...m, group: 'routes', kind, loadedBy, extraGzipKiB: kib(extra.gzip), firstLoadGzipKiB: kib(routeFirstLoad.gzip), brotliKiB: kib(own.brotli), file: manifest[key].file });
    routeRows.push([src, kind, loadedBy, fmt(kib(own.raw)), fmt(kib(own.gzip)), fmt(kib(own.brotli)), fmt(kib(extra.gzip)), fmt(kib(routeFirstLoad.gzip)), `≤ ${BARS.routeChunkGzipKiB}`, m.meets ? 'yes' : 'NO']);
  }
  tables.push({
    title:
      'Other lazily loaded chunks, not in first load (own chunk; "+shared" = gzip of its static imports not already in first load; "first load" = gzip JS of a first visit straight to it: entry + chunk with their static imports)',
    headers: ['module', 'kind', 'loaded by', 'raw KiB', 'gzip KiB', 'brotli KiB', '+shared gzip', 'first load gzip', 'bar', 'meets'],
    align: [false, false, false, true, true, true, true, true, true, true],
    rows: routeRows.length ? routeRows : [['(no lazily loaded chunks in the manifest)', '', '', '', '', '', '', '', '', '']],
  });

  return {
    metrics,
    tables,
    warnings,
    details: {
      build: { mode: build.mode, ms: Math.round(build.ms) },
      landingChunkMatchedBy: LANDING_DIR,
      stubBuild: { ms: Math.round(stub.ms), buildOptions: stub.buildOptions },
      ours: {
        entry: ours.entry,
        landingChunk: landingKey,
        keys: ours.keys,
        files: ours.js.files,
        total: ours.js.total,
        css: ours.css,
      },
      stub: { entry: stubLoad.entry, keys: stubLoad.keys, files: stubLoad.js.files, total: stubLoad.js.total },
    },
  };
}
