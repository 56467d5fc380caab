import { tooManyAttempts } from '../../lib/http-error';
import { hitThrottle, readThrottle, type ThrottleRule } from '../../lib/throttle';
import type { AppDeps } from '../../types';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Refuses with 429 when any of the keys has used up its rule. Checked before the expensive work
 * (password hashing), so a locked-out guesser costs us one small query.
 */
export async function refuseWhenThrottled(deps: Deps, checks: [key: string, rule: ThrottleRule][]): Promise<void> {
  const now = deps.clock();
  const states = await Promise.all(checks.map(([key, rule]) => readThrottle(deps.db, key, rule, now)));
  const blocked = states.map((state, i) => ({ state, rule: checks[i][1] })).filter(({ state, rule }) => state.hits >= rule.limit);
  if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map(({ state }) => state.retryAfterMs)));
}

/** Counts one failed attempt against every key. */
export async function countFailure(deps: Deps, checks: [key: string, rule: ThrottleRule][]): Promise<void> {
  const now = deps.clock();
  for (const [key, rule] of checks) await hitThrottle(deps.db, key, rule, now);
}
