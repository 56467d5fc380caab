import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (browser downloads are impossible here) against the
// built app served by the real server on an empty embedded database. `npm test` builds first and
// picks a free port; run alone, `npm run build && npx playwright test`.
const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://127.0.0.1:${port}`;
// The server's data directory, made once here: workers inherit the runner's environment, so the
// tests (tests/e2e/helpers/outbox.ts) read the same DATA_DIR/outbox the server writes to.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Many tests sign a host up, build a listing and upload photos through the screens: ~25 s on a
  // quiet machine, so 30 s failed them whenever CI shared the two cores with other work.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    // A failed test keeps its trace's DOM snapshots, network and console; the screencast is left
    // out: encoding frames through every test took 13 % of the CPU of a run of every-route.spec.ts.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--no-first-run', '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    // Readiness: the port opens once the app is ready; this one also asks the database.
    url: `${baseURL}/api/v1/health`,
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
