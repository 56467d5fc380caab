import { executionAsyncResource } from 'node:async_hooks';

let pinned: object | undefined;

/**
 * Keeps one of Node's internal nextTick queue entries alive for the life of the process, so that
 * process.nextTick stays fast. Call it once at start-up, before the database opens.
 *
 * Why: process.nextTick builds each queue entry as `{ [async_id_symbol], [trigger_async_id_symbol],
 * callback, args }`. V8 keeps the hidden classes (maps) of that object only weakly: when a full GC
 * runs while no entry is alive, they are collected and the next nextTick makes new ones. The
 * inline caches of those property definitions inside nextTick see a new map each time and, after
 * four, turn megamorphic for good: every nextTick then does three generic runtime property
 * definitions instead of three stores. Opening PGlite (WebAssembly, a large heap, many full GCs
 * between ticks) does exactly that: in a CPU profile under load nextTick had ~10× the self time of
 * a bare node:http server (~3 µs per request; Node's stream/http internals call it ~8 times per
 * request). With PostgreSQL, or with this pin, the caches stay monomorphic.
 *
 * executionAsyncResource() inside a nextTick callback is that callback's queue entry (a public
 * async_hooks API; no hooks are enabled). Holding it keeps the whole map chain alive (each map
 * holds its parent), so the transitions, and the caches, stay as they are.
 */
export function pinNextTickShape(): Promise<void> {
  if (pinned) return Promise.resolve();
  return new Promise((resolve) => {
    process.nextTick(() => {
      pinned = executionAsyncResource();
      resolve();
    });
  });
}
