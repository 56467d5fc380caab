import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (PID ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return null; // vanished or half-written: treat as stale
  }
}

/**
 * PGlite has no cross-process lock, and two processes on one directory silently lose writes.
 * We create DATA_DIR/server.lock with O_EXCL holding our PID. A lock whose process is dead (kill -9,
 * power loss) is stale and taken over, so a crash never blocks the restart. A lock holding our own
 * PID is stale too: in a container the restarted server often gets the same PID back.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(content), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          // Only remove the file if it is still ours.
          if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    const sameHost = !holder || holder.hostname === os.hostname();
    if (holder && holder.pid !== process.pid && (!sameHost || isAlive(holder.pid))) {
      throw new DataDirLockedError(dataDir, holder.pid);
    }
    // Stale: its process is gone. Re-read just before removing so we do not delete a lock another
    // starter has just taken over (the remaining window is a few microseconds).
    if (readLock(file)?.startedAt === holder?.startedAt) fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}; another process keeps racing for it`);
}
