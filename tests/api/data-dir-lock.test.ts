import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../src/server/lib/data-dir-lock';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};

/** Another process holding the lock on dir, started with tsx like the dev server. */
function holdLockInAnotherProcess(dir: string, options?: object): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/hold-lock.ts', dir, ...(options ? [JSON.stringify(options)] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited early with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', (code) => resolve(code)));

describe('data directory lock', () => {
  it('refuses a second opener with a message naming the directory and the other PID', async () => {
    const dir = tempDir();
    const holder = await holdLockInAnotherProcess(dir);
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`PID ${holder.pid}`);
  });

  it('takes over a stale lock left by a process killed with -9', async () => {
    const dir = tempDir();
    const holder = await holdLockInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await exited(holder);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);

    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('is free again after the holder shuts down cleanly', async () => {
    const dir = tempDir();
    const holder = await holdLockInAnotherProcess(dir);
    holder.kill('SIGTERM');
    expect(await exited(holder)).toBe(0);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });
});

/** The racer bundled into one plain script, so twenty processes start within milliseconds. */
let racer: string;
let racerDir: string;
beforeAll(async () => {
  racerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-racer-'));
  racer = path.join(racerDir, 'race-lock.mjs');
  await build({ entryPoints: ['tests/api/helpers/race-lock.ts'], bundle: true, platform: 'node', format: 'esm', outfile: racer, logLevel: 'silent' });
});
afterAll(() => fs.rmSync(racerDir, { recursive: true, force: true }));

/** Twenty processes try to take the lock at the same moment; what each said. */
async function twentyStartAtOnce(dir: string): Promise<string[]> {
  // Late enough for all twenty to be waiting on a busy machine.
  const startAt = Date.now() + 4000;
  const runs = Array.from({ length: 20 }, () => {
    const child = spawn(process.execPath, [racer, dir, String(startAt)], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    // The winner keeps running (afterEach stops it); the others say so and exit.
    return new Promise<string>((resolve) => {
      child.stdout!.on('data', () => said.includes('\n') && resolve(said.trim()));
      child.once('exit', () => resolve(said.trim()));
    });
  });
  return Promise.all(runs);
}

const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await exited(child);
  return child.pid!;
};

const lockFile = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const writeLock = (dir: string, content: string, ageMs = 0) => {
  fs.writeFileSync(lockFile(dir), content);
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(lockFile(dir), then, then);
};

describe('twenty processes starting on one folder at the same moment: exactly one runs', () => {
  it.each([
    ['a clean folder', async (_dir: string) => undefined],
    ['a lock left by a dead process on this machine', async (dir: string) => writeLock(dir, JSON.stringify({ pid: await deadPid(), hostname: os.hostname(), startedAt: '2026-01-01T00:00:00Z', token: 'gone' }))],
    ['a lock from another machine whose lease ran out', async (dir: string) => writeLock(dir, JSON.stringify({ pid: 1, hostname: 'old-container', startedAt: '2026-01-01T00:00:00Z', token: 'old' }), 60_000)],
    ['an empty lock file an older version left long ago', async (dir: string) => writeLock(dir, '', 60_000)],
  ])('%s', async (_name, prepare) => {
    const dir = tempDir();
    await prepare(dir);
    const said = await twentyStartAtOnce(dir);
    expect(said.filter((line) => line === 'won')).toHaveLength(1);
    expect(said.filter((line) => line === 'refused')).toHaveLength(19);
  }, 60_000);
});

describe('the lease', () => {
  it('keeps a live holder on another machine from being taken over, and frees its folder once it stops renewing', async () => {
    const dir = tempDir();
    const lease = { renewEveryMs: 100, staleAfterMs: 800 };
    const holder = await holdLockInAnotherProcess(dir, { ...lease, hostname: 'machine-a' });
    // Well past one lease: only the renewals keep it held.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(() => acquireDataDirLock(dir, { ...lease, hostname: 'machine-b' })).toThrow(DataDirLockedError);

    holder.kill('SIGKILL');
    await exited(holder);
    // machine-b cannot see machine-a's processes: it waits for the lease to run out.
    expect(() => acquireDataDirLock(dir, { ...lease, hostname: 'machine-b' })).toThrow(DataDirLockedError);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const lock = acquireDataDirLock(dir, { ...lease, hostname: 'machine-b' });
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, hostname: 'machine-b' });
    lock.release();
  }, 30_000);

  it('counts a lock file being written right now as held, not as stale', () => {
    const dir = tempDir();
    writeLock(dir, '');
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process \(one that is still starting\)/);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe('');
  });

  it('tells a holder whose lock was taken over while it was frozen, and its release leaves the new lock alone', async () => {
    const dir = tempDir();
    const onLost = vi.fn();
    const lock = acquireDataDirLock(dir, { renewEveryMs: 50, onLost });
    const newcomer = JSON.stringify({ pid: 1, hostname: 'machine-b', startedAt: new Date().toISOString(), token: 'newcomer' });
    fs.writeFileSync(lock.file, newcomer);
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledOnce(), { timeout: 2000 });
    lock.release();
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(newcomer);
  });
});
