// The open-loop schedule: when each call is offered, by which host, of which kind. Arrivals
// come from a Poisson process at the offered rate (exponential gaps), fixed in advance and
// independent of the answers, so a slow server does not slow the offer. The generator is
// seeded: the before and after servers get the very same sequence.

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The gap to the next arrival of a Poisson process of `ratePerSecond`, in ms. */
export const exponentialGapMs = (random, ratePerSecond) => (-Math.log(1 - random()) / ratePerSecond) * 1000;

/** The row whose share covers `r` in [0, 1). */
export function pickByShare(rows, r) {
  let left = r;
  for (const row of rows) if ((left -= row.share) < 0) return row;
  return rows[rows.length - 1];
}

/**
 * Every arrival from 0 to `untilMs`: { at (ms from the start), host (index), kind }. The hosts
 * are chosen uniformly, which is the same as each host acting on its own Poisson clock at
 * rate / hosts (200 hosts at 100 req/s: each every 2 s on average).
 */
export function scheduleArrivals({ ratePerSecond, hosts, calls, untilMs, seed = 1 }) {
  const random = seededRandom(seed);
  const arrivals = [];
  for (let at = exponentialGapMs(random, ratePerSecond); at < untilMs; at += exponentialGapMs(random, ratePerSecond)) {
    arrivals.push({ at, host: Math.floor(random() * hosts), kind: pickByShare(calls, random()).kind });
  }
  return arrivals;
}
