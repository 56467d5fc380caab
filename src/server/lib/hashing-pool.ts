import { HttpError } from './http-error';

/**
 * Who a password hash is for. `account`: someone proving who they are (sign-in, the current
 * password, a reset after a valid key); `anonymous`: work anyone can ask for (a sign-up's hash).
 */
export type HashLane = 'account' | 'anonymous';

/**
 * A small queue in front of scrypt. Each hash holds a libuv thread for 0.3-0.8 s and 128 MiB;
 * libuv has 4 threads, shared with fs, dns and zlib, so an unbounded burst (50 sign-ups) queued
 * every sign-in and file read behind it. Hence:
 * - at most 2 hashes at once: scrypt is CPU- and memory-bound, more than the cores gains nothing,
 *   and 2 threads stay free for the rest of the server;
 * - account work goes first and may use both;
 * - anonymous work runs one at a time, only when no account work runs or waits, and only after
 *   the pool has rested as long as its last hash took. On a small machine two hashes at once each
 *   take about twice as long (measured: 1.9x on 2 shared cores), so running beside a sign-in is
 *   not free; resting keeps anonymous hashing to at most half of the time, and a sign-in right
 *   after another sign-in never meets a fresh sign-up hash (tests/api/hashing-pool.test.ts);
 * - the queues are bounded: past them the request is refused at once with 429, not held.
 * One pool per process, like the libuv pool it protects. A tiny queue rather than p-limit or
 * p-queue: neither caps one class inside a shared concurrency nor rests between jobs.
 */
const MAX_RUNNING = 2;
const MAX_WAITING: Record<HashLane, number> = { account: 100, anonymous: 10 };
const BUSY_RETRY_AFTER_SECONDS = 10;

const running: Record<HashLane, number> = { account: 0, anonymous: 0 };
const waiting: Record<HashLane, (() => void)[]> = { account: [], anonymous: [] };
let lastEndedAt = 0;
let lastTookMs = 0;
let restTimer: NodeJS.Timeout | undefined;

const restLeftMs = () => lastEndedAt + lastTookMs - performance.now();

function canStart(lane: HashLane): boolean {
  if (running.account + running.anonymous >= MAX_RUNNING) return false;
  if (lane === 'account') return true;
  return running.anonymous === 0 && running.account === 0 && waiting.account.length === 0 && restLeftMs() <= 0;
}

function busy(): HttpError {
  const error = new HttpError(429, `Too many requests at the moment. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds`, undefined, 'RATE_LIMITED');
  error.retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  return error;
}

// The slot is reserved here, before the waiter resumes (a microtask later), so one free slot
// never lets two waiters through.
function startNext(): void {
  for (const lane of ['account', 'anonymous'] as const) {
    while (waiting[lane].length > 0 && canStart(lane)) {
      running[lane] += 1;
      waiting[lane].shift()!();
    }
  }
  // Anonymous work held only by the rest: wake up when it is over (unref: never keeps a process alive).
  if (waiting.anonymous.length > 0 && !restTimer && restLeftMs() > 0) {
    restTimer = setTimeout(() => {
      restTimer = undefined;
      startNext();
    }, Math.ceil(restLeftMs()));
    restTimer.unref();
  }
}

/** Runs `job` when its lane may; throws 429 (RATE_LIMITED) when the lane's queue is full. */
export async function inHashingPool<T>(lane: HashLane, job: () => Promise<T>): Promise<T> {
  if (canStart(lane) && waiting[lane].length === 0) {
    running[lane] += 1;
  } else {
    if (waiting[lane].length >= MAX_WAITING[lane]) throw busy();
    const turn = new Promise<void>((resolve) => waiting[lane].push(resolve));
    startNext();
    await turn;
  }
  const startedAt = performance.now();
  try {
    return await job();
  } finally {
    running[lane] -= 1;
    lastEndedAt = performance.now();
    lastTookMs = lastEndedAt - startedAt;
    startNext();
  }
}
