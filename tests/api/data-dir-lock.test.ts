import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/hold-lock.ts', dir], {
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
