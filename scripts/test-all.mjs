// `npm test`: every suite, one summary. Lint (layers and unused code), type-check per project, Vitest (unit, component, API on PGlite),
// the API suite again on PostgreSQL when TEST_DATABASE_URL is set, then the built app in
// Chromium through Playwright. The last line is `N passed, N failed` summed over all of them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const tmp = '.tmp/test-results';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
// Every failed test by suite, file and name, repeated just above the summary so that the tail
// of a CI log names what failed even when the suite's own report scrolled far above.
const failures = [];
const node = process.execPath;

/** A failure that is not one test's: counted once and named in the list. */
function fail(what) {
  totals.failed += 1;
  failures.push(what);
}

function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function countVitest(suite, file, exitCode) {
  if (!existsSync(file)) return fail(`${suite}: no report was written`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${suite}: ${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${suite}: ${relative(file.name)}: ${firstLine([file.message])}`);
  }
  // A suite that failed to load has no failed test but a non-zero exit: count it.
  if (exitCode !== 0 && report.numFailedTests === 0) fail(`${suite}: exited with ${exitCode} (a file failed to load, above)`);
}

// The layers (eslint.config.js) and unused code (knip.jsonc): one step, passed or failed.
const eslint = run('lint: ESLint layer rules', ['node_modules/eslint/bin/eslint.js', '.']);
const knip = run('lint: knip unused files, exports and dependencies', ['node_modules/knip/bin/knip.js']);
if (eslint === 0 && knip === 0) totals.passed += 1;
else fail(`lint: ${[eslint && 'ESLint', knip && 'knip'].filter(Boolean).join(' and ')} reported problems (above)`);

// Each TypeScript project is its own step (tsconfig.json lists them), so a failure names the side.
for (const project of ['client', 'server', 'tooling']) {
  const typecheck = run(`type-check: ${project}`, ['node_modules/typescript/bin/tsc', '-b', `tsconfig.${project}.json`]);
  if (typecheck === 0) totals.passed += 1;
  else fail(`type-check (${project}): tsc reported errors (above)`);
}

const vitest = 'node_modules/vitest/vitest.mjs';
const pglite = { TEST_DATABASE_URL: '' };
const code = run('vitest: unit, component, API on PGlite', [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`], pglite);
countVitest('vitest (PGlite)', `${tmp}/vitest.json`, code);

if (process.env.TEST_DATABASE_URL) {
  const pgCode = run('vitest: API on PostgreSQL', [vitest, 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest-pg.json`]);
  countVitest('vitest (PostgreSQL)', `${tmp}/vitest-pg.json`, pgCode);
}

if (run('build', ['scripts/build.mjs']) !== 0) fail('build: failed (above)');
else {
  const port = await e2eBasePort();
  const e2eCode = run('playwright: end-to-end in Chromium', ['node_modules/@playwright/test/cli.js', 'test'], {
    E2E_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json`,
  });
  const file = `${tmp}/playwright.json`;
  if (existsSync(file)) {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    for (const failure of playwrightFailures(suites)) failures.push(`playwright: ${failure}`);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (e2eCode !== 0 && stats.unexpected === 0) fail(`playwright: exited with ${e2eCode} (above)`);
  } else fail('playwright: no report was written');
}

if (failures.length) {
  console.log(`\n=== failed (${failures.length})`);
  for (const failure of failures) console.log(`- ${failure}`);
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);

function relative(path) {
  return path.startsWith(process.cwd()) ? path.slice(process.cwd().length + 1) : path;
}

function firstLine(messages = []) {
  const text = messages.find(Boolean) ?? '';
  // Strip colour codes; keep the assertion's first line, which says what differed.
  return text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}

function* playwrightFailures(suites = [], titles = []) {
  for (const suite of suites) {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const errors = test.results.flatMap((result) => result.errors ?? []).map((error) => error.message);
        yield `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(errors)}`;
      }
    }
    yield* playwrightFailures(suite.suites, path);
  }
}

/**
 * The end-to-end servers' base port: the shared server listens on it and a test's own servers on
 * it + 50 to 60 (tests/e2e/helpers/own-server.ts). It lies below Linux's ephemeral range (32768
 * and up), from which the tests' own outgoing connections take their local ports: one of those
 * once held base + 53 when a test's server wanted it (EADDRINUSE). Every port from the base to
 * base + 60 is checked free.
 */
async function e2eBasePort() {
  const SPAN = 61;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * (32768 - 20000 - SPAN));
    let free = true;
    for (let port = base; free && port < base + SPAN; port += 1) free = await isFree(port);
    if (free) return base;
  }
  throw new Error('no run of 61 free ports between 20000 and 32767 for the end-to-end servers');
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
