// Starting the built portal server (dist/server/main.js) on a fresh temp DATA_DIR, and getting
// an access token for the seeded demo host.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.mjs';
import { freePort, startNode, waitForHttp } from './proc.mjs';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// BENCH_SERVER_ENTRY lets the harness be tried against another server file.
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? join(ROOT, 'dist/server/main.js');
export const DEMO_HOST = { email: 'host@demo.lk', password: 'Ceylon2026' };

/**
 * Start the portal pinned to `core`; resolves once /api/v1/health (or /health) answers 2xx. On a
 * fresh temp DATA_DIR removed when it stops, or on the caller's `dataDir`, which is kept.
 */
export async function startPortal({ core, readyTimeoutMs = 90000, dataDir: givenDataDir } = {}) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} does not exist (the server bundle was not built)`);
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'bench-portal-data-'));
  const port = await freePort();
  const proc = startNode([SERVER_ENTRY], {
    core,
    cwd: ROOT,
    label: 'portal server',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  // Stop the server before removing its data dir (cleanups run last-registered first).
  const removeDir = onCleanup(() => givenDataDir || rmSync(dataDir, { recursive: true, force: true }));
  const stop = onCleanup(async () => {
    await proc.stop();
    await removeDir();
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  try {
    await waitForHttp(proc, [`${base}/api/v1/health`, `${base}/health`], readyTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, port, pid: proc.pid, dataDir, readyMs: performance.now() - t0, stop, output: proc.output };
}

function cookiesFrom(res) {
  const list = typeof res.headers.getSetCookie === 'function' ? res.headers.getSetCookie() : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Sign in as the demo host and return the access token, with the answer's data (user,
 * isProfileCompleted) and its Set-Cookie headers (the refresh token) for a browser session. Tries without a CSRF token first, then
 * with one from /api/v1/auth/csrf-token (header X-CSRF-Token, its cookies echoed back).
 * BENCH_TOKEN in the environment overrides all of this.
 */
export async function signIn(base, creds = DEMO_HOST) {
  if (process.env.BENCH_TOKEN) return { token: process.env.BENCH_TOKEN, how: 'BENCH_TOKEN', data: null, setCookies: [] };
  const url = `${base}/api/v1/web/auth/sign-in/email`;
  const body = JSON.stringify(creds);
  const attempts = [];
  const post = async (extra = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...extra },
      body,
      signal: AbortSignal.timeout(15000),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {}
    attempts.push(`${res.status} ${text.slice(0, 200)}`);
    return { res, json };
  };
  let { res, json } = await post();
  if (!res.ok && (res.status === 403 || res.status === 400 || res.status === 401)) {
    try {
      const c = await fetch(`${base}/api/v1/auth/csrf-token`, { signal: AbortSignal.timeout(5000) });
      const cj = await c.json().catch(() => ({}));
      const csrf = cj?.data?.csrfToken;
      if (c.ok && csrf) {
        const cookie = cookiesFrom(c);
        ({ res, json } = await post({ 'x-csrf-token': csrf, ...(cookie ? { cookie } : {}) }));
      }
    } catch {}
  }
  const token = json?.data?.accessToken;
  if (!res.ok || !token) throw new Error(`sign-in as ${creds.email} failed: ${attempts.join(' | ')}`);
  return { token, how: 'POST /api/v1/web/auth/sign-in/email', data: json.data, setCookies: res.headers.getSetCookie() };
}

/** A CSRF token for state-changing calls, with the cookies it is bound to (sent back as `cookie`). */
export async function csrfOf(base) {
  const response = await fetch(`${base}/api/v1/auth/csrf-token`, { signal: AbortSignal.timeout(10_000) });
  const body = await response.json();
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { token: body.data.csrfToken, cookie };
}
