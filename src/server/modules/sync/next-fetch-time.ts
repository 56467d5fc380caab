/** How far each feed's schedule may drift from the interval, so feeds added together spread out. */
export const JITTER_SHARE = 0.1;

/** When a feed synced at `now` is due again: the interval, ± 10 % (random in [0, 1) picks where). */
export function nextFetchTime(now: Date, intervalMinutes: number, random: () => number = Math.random): Date {
  const intervalMs = intervalMinutes * 60_000;
  const jitter = (random() * 2 - 1) * JITTER_SHARE * intervalMs;
  return new Date(now.getTime() + Math.round(intervalMs + jitter));
}
