// Start-up on an existing data dir: from spawning the built server to the first 2xx of /health
// (the process answers: the bar), and on to the first answer of /api/v1/health (the database is
// open and every route compiled: the app is ready; a request sent earlier waits for it), on a data
// dir an earlier start already migrated and seeded, against `node -e ''` (the floor of any Node
// process here) timed the same way, so the ratio survives a busy machine.
import { spawn } from 'node:child_process';
import { freePort, startNode } from '../lib/proc.mjs';
import { ROOT, SERVER_ENTRY } from '../lib/portal-server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds from spawn to the first 2xx of /health (polled every 5 ms) and to the answer of
 * /api/v1/health sent right after it: `{ healthMs, readyMs }`. Then the server is stopped.
 */
export async function timeStartUp(dataDir, timeoutMs = 30_000) {
  const port = await freePort();
  const t0 = performance.now();
  const server = startNode([SERVER_ENTRY], { cwd: ROOT, label: 'portal server (start-up)', env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  try {
    while (performance.now() - t0 < timeoutMs) {
      if (server.exited) throw new Error(`the server exited while starting:\n${server.output().slice(-2000)}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        if (response.ok) {
          const healthMs = performance.now() - t0;
          const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(timeoutMs) });
          await ready.arrayBuffer();
          if (!ready.ok) throw new Error(`/api/v1/health answered ${ready.status}:\n${server.output().slice(-2000)}`);
          return { healthMs, readyMs: performance.now() - t0 };
        }
      } catch {}
      await sleep(5);
    }
    throw new Error(`/health did not answer within ${timeoutMs} ms:\n${server.output().slice(-2000)}`);
  } finally {
    await server.stop();
  }
}

/** Milliseconds for `node -e ''` to start and exit. */
export function timeEmptyNode() {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(performance.now() - t0));
  });
}
