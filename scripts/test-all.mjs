// `npm test`: every suite, one summary. Type-check, Vitest (unit, component, API on PGlite),
// the API suite again on PostgreSQL when TEST_DATABASE_URL is set, then the built app in
// Chromium through Playwright. The last line is `N passed, N failed` summed over all of them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const tmp = '.tmp/test-results';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const node = process.execPath;

function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function countVitest(file, exitCode) {
  if (!existsSync(file)) return void (totals.failed += 1);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that failed to load has no failed test but a non-zero exit: count it.
  if (exitCode !== 0 && report.numFailedTests === 0) totals.failed += 1;
}

const typecheck = run('type-check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
if (typecheck === 0) totals.passed += 1;
else totals.failed += 1;

const vitest = 'node_modules/vitest/vitest.mjs';
const pglite = { TEST_DATABASE_URL: '' };
const code = run('vitest: unit, component, API on PGlite', [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`], pglite);
countVitest(`${tmp}/vitest.json`, code);

if (process.env.TEST_DATABASE_URL) {
  const pgCode = run('vitest: API on PostgreSQL', [vitest, 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest-pg.json`]);
  countVitest(`${tmp}/vitest-pg.json`, pgCode);
}

if (run('build', ['scripts/build.mjs']) !== 0) totals.failed += 1;
else {
  const port = await freePort();
  const e2eCode = run('playwright: end-to-end in Chromium', ['node_modules/@playwright/test/cli.js', 'test'], {
    E2E_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json`,
  });
  const file = `${tmp}/playwright.json`;
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (e2eCode !== 0 && stats.unexpected === 0) totals.failed += 1;
  } else totals.failed += 1;
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
