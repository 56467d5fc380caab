import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';
/** A directory: only the process that created it may remove a stale lock (see takeOver). */
const TAKEOVER_NAME = 'server.lock.takeover';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (${pid === null ? 'one that is still starting' : `PID ${pid}`}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export type DataDirLockOptions = {
  /** How often the holder renews its lease (the lock file's modification time). */
  renewEveryMs?: number;
  /** A lease not renewed for this long is stale whoever held it: its process is gone (or frozen). */
  staleAfterMs?: number;
  /** Called when the holder finds its lock taken over (it was frozen past staleAfterMs): stop writing. */
  onLost?: () => void;
  /** Tests: pose as another machine sharing the folder (a re-created container). */
  hostname?: string;
};

interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Tells two holders with the same PID apart (a container restarted gets its PID back). */
  token: string;
}

type Seen = { content: LockContent | null; modifiedMs: number; raw: string };

const RENEW_EVERY_MS = 5_000;
const STALE_AFTER_MS = 30_000;
/** Taking over takes milliseconds; a takeover directory this old was left by a crash. */
const TAKEOVER_STALE_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(raw: string): LockContent | null {
  try {
    const value = JSON.parse(raw) as Partial<LockContent>;
    return typeof value.pid === 'number' && typeof value.hostname === 'string' ? (value as LockContent) : null;
  } catch {
    return null;
  }
}

function look(file: string): Seen | null {
  try {
    const modifiedMs = fs.statSync(file).mtimeMs;
    const raw = fs.readFileSync(file, 'utf8');
    return { content: parse(raw), modifiedMs, raw };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Creates the lock file with its content in one step: written to a private name, then hard-linked
 * to server.lock, which fails if it exists. Nobody ever sees the lock file empty or half-written.
 */
function tryCreate(file: string, content: LockContent): boolean {
  const draft = `${file}.${content.token}`;
  fs.writeFileSync(draft, JSON.stringify(content), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Whether the holder is provably gone: its lease has not been renewed within staleAfterMs (any
 * machine), or it ran on this machine and its process is dead (a crash, kill -9, power loss: the
 * restart need not wait), or it holds our own PID (a restarted container often gets it back). An
 * unreadable lock (an older version's, half-written) counts as held until its lease runs out.
 */
function isStale(seen: Seen, hostname: string, staleAfterMs: number): boolean {
  if (Date.now() - seen.modifiedMs > staleAfterMs) return true;
  const holder = seen.content;
  if (!holder || holder.hostname !== hostname) return false;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

/**
 * Removes the stale lock `seen`, one taker at a time: whoever creates the takeover directory
 * checks the lock is still the very file it judged stale and only then deletes it. Without this,
 * two starters that both judged the old lock stale could each delete it, the second deleting the
 * lock the first had meanwhile taken, and both would run on one folder.
 */
function takeOver(dataDir: string, file: string, seen: Seen): void {
  const mutex = path.join(dataDir, TAKEOVER_NAME);
  try {
    fs.mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another starter is taking over; a takeover directory left by a crash is cleared.
    const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) fs.rmSync(mutex, { recursive: true, force: true });
    sleep(20);
    return;
  }
  try {
    const now = look(file);
    if (now && now.raw === seen.raw && now.modifiedMs === seen.modifiedMs) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

/**
 * PGlite has no cross-process lock, and two processes on one folder silently lose writes. The
 * server holds DATA_DIR/server.lock: created atomically with its owner (PID, machine, a token),
 * and a lease the owner renews every few seconds by touching the file. A lock whose owner is
 * provably gone is taken over (isStale), so a crash never blocks a restart for good, on this
 * machine or another mounting the same folder; a live owner's lock never is.
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  const { renewEveryMs = RENEW_EVERY_MS, staleAfterMs = STALE_AFTER_MS, hostname = os.hostname(), onLost } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = { pid: process.pid, hostname, startedAt: new Date().toISOString(), token: randomUUID() };

  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file, content)) return hold(file, content, { renewEveryMs, onLost });
    const seen = look(file);
    if (!seen) continue; // released meanwhile
    if (!isStale(seen, hostname, staleAfterMs)) throw new DataDirLockedError(dataDir, seen.content?.pid ?? null);
    takeOver(dataDir, file, seen);
  }
  throw new Error(`Could not take the lock ${file}; other processes keep racing for it`);
}

/** Ours while the file holds our token: renewed on a timer that never keeps the process alive. */
function hold(file: string, content: LockContent, { renewEveryMs, onLost }: { renewEveryMs: number; onLost?: () => void }): DataDirLock {
  const ours = () => look(file)?.content?.token === content.token;
  const timer = setInterval(() => {
    try {
      if (!ours()) {
        clearInterval(timer);
        onLost?.();
        return;
      }
      const now = new Date();
      fs.utimesSync(file, now, now);
    } catch {
      // A passing file-system error: the next renewal tries again, well within the lease.
    }
  }, renewEveryMs);
  timer.unref();
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      // Only remove the file if it is still ours.
      if (ours()) fs.rmSync(file, { force: true });
    },
  };
}
