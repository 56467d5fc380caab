// Child processes for benchmarks: optional CPU pinning with taskset, free ports, readiness
// polling and stopping a process by its own PID (never by name).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { onCleanup } from './cleanup.mjs';

let tasksetOk;
/** True when `taskset -c 0,1` can be used here (the binary exists and both cores are allowed). */
export function canPin() {
  if (tasksetOk === undefined) {
    const r = spawnSync('taskset', ['-c', '0,1', process.execPath, '-e', ''], { stdio: 'ignore' });
    tasksetOk = r.status === 0;
  }
  return tasksetOk;
}

/** The command line for `node args…`, pinned to `core` when taskset works (taskset execs node, so the PID is node's). */
export function nodeCommand(args, core) {
  if (core !== undefined && canPin()) return ['taskset', ['-c', String(core), process.execPath, ...args]];
  return [process.execPath, args];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Start `node args…` (pinned to `core` if given). Output is kept (last 64 KiB) for error reports.
 * Returns { child, pid, output(), stop() }; stop() is also registered as a cleanup.
 */
export function startNode(args, { core, env, cwd, label = 'process' } = {}) {
  const [cmd, argv] = nodeCommand(args, core);
  const child = spawn(cmd, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk) => {
    out += chunk.toString();
    if (out.length > 65536) out = out.slice(-65536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
    child.on('error', (err) => {
      exited = true;
      keep(`spawn error: ${err.message}\n`);
      resolve({ code: -1, signal: null });
    });
  });

  const stop = onCleanup(async () => {
    if (exited) return;
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timeout = sleep(5000).then(() => 'timeout');
    if ((await Promise.race([exitPromise, timeout])) === 'timeout' && !exited) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {}
      await Promise.race([exitPromise, sleep(2000)]);
    }
  });

  return {
    child,
    pid: child.pid,
    label,
    get exited() {
      return exited;
    },
    exitPromise,
    output: () => out,
    stop,
  };
}

/** Poll `url` until it answers 2xx, the process exits, or `timeoutMs` passes (bounded). */
export async function waitForHttp(proc, urls, timeoutMs = 60000) {
  const list = Array.isArray(urls) ? urls : [urls];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exited) throw new Error(`${proc.label} exited before it was ready:\n${proc.output().slice(-4000)}`);
    for (const url of list) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) return url;
      } catch {}
    }
    await sleep(200);
  }
  throw new Error(`${proc.label} not ready after ${timeoutMs} ms (${list.join(', ')}):\n${proc.output().slice(-4000)}`);
}

/** Run `node args…` to completion (pinned if `core` is given) and return { code, stdout, stderr }. */
export function runNode(args, { core, env, cwd, timeoutMs = 120000 } = {}) {
  const [cmd, argv] = nodeCommand(args, core);
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let closed = false;
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      if (closed) return;
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {}
      stderr += `\n(killed after ${timeoutMs} ms)`;
    }, timeoutMs);
    const stop = onCleanup(async () => {
      if (closed) return;
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {}
    });
    child.on('close', (code) => {
      closed = true;
      clearTimeout(timer);
      stop();
      resolve({ code, stdout, stderr });
    });
    child.on('error', (err) => {
      closed = true;
      clearTimeout(timer);
      stop();
      resolve({ code: -1, stdout, stderr: `${stderr}\nspawn error: ${err.message}` });
    });
  });
}

/** CPU time (ms, user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuTimeMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
