import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Browser, Page } from '@playwright/test';
import { expect, uncaughtErrorsOf } from '../fixtures';
import { DEMO_HOST, signIn } from './accounts';

/**
 * A server of the test's own, on its own port and data directory, for tests that stop and start
 * it (the shared e2e server must keep running for the other tests). It is the built server the
 * newcomer runs: dist/server/main.js on the embedded database, demo accounts seeded. `env` adds
 * settings, such as the guest site's channel credential.
 */
export type OwnServer = ReturnType<typeof ownServer>;

export function ownServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-own-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function waitForHealth() {
    // Migrating a fresh embedded database takes seconds, and longer on a busy CI machine.
    for (let attempt = 0; attempt < 450; attempt += 1) {
      if (child?.exitCode !== null) throw new Error(`the server stopped at start (exit ${child?.exitCode})`);
      // Readiness: /health answers as soon as the process listens, this one once the app is ready.
      const healthy = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then((answer) => answer.ok, () => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server on ${baseURL} never answered /api/v1/health`);
  }

  return {
    baseURL,
    /** The server's DATA_DIR (its embedded database is in pgdata/): a test may seed it while the server is stopped. */
    dataDir,
    async start() {
      child = spawn(process.execPath, ['dist/server/main.js'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      // A test that times out ends its worker before `finally` runs: never leave the server behind.
      const started = child;
      process.once('exit', () => started.kill('SIGKILL'));
      await waitForHealth();
    },
    /** SIGTERM, as a service manager stops it, and waits until the process is gone. */
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A clean stop takes a second or two; one that hangs must not eat the test's whole time.
      const stopped = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000))]);
      if (!stopped) {
        console.error(`own server on ${baseURL} did not stop 20 s after SIGTERM; killing it`);
        child.kill('SIGKILL');
        await exited;
      }
    },
    async remove() {
      await this.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` with a page signed in as the demo host on a server of the test's own (`portOffset`
 * above the shared e2e server's port), then closes both whatever happens.
 */
export async function asDemoHostOnOwnServer(
  browser: Browser,
  portOffset: number,
  use: (page: Page, server: OwnServer) => Promise<void>,
  env: Record<string, string> = {},
) {
  const server = ownServer(Number(process.env.E2E_PORT ?? 18080) + portOffset, env);
  await server.start();
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    const uncaught = uncaughtErrorsOf(page);
    await signIn(page, DEMO_HOST);
    await expect(page).toHaveURL(/\/dashboard$/);
    await use(page, server);
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
  } finally {
    await context.close();
    await server.remove();
  }
}
