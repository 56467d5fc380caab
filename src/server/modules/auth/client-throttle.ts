import { tooManyAttempts } from '../../lib/http-error';
import { clearThrottle, giveBackThrottle, hitThrottle, type ThrottleRule } from '../../lib/throttle';
import type { AppDeps } from '../../types';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface ThrottleCheck {
  key: string;
  rule: ThrottleRule;
  /** A success forgets this key's earlier failures (the person proved who they are from here). */
  clearOnSuccess?: boolean;
}

/** What a caller does with an attempt it was allowed: report a success (failures keep their count). */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Takes one attempt from every key, most specific first, BEFORE the guess is checked: each hit is
 * one atomic upsert that returns the new count, so of N concurrent guesses at most `limit` get past
 * a key, however they interleave (reading the count and counting the failure after the slow check
 * let every concurrent guess through). Refused with 429 at the first key over its limit; the hits
 * already taken from the keys before it are given back, so a refused attempt counts only where it
 * was refused and an attacker locked out of one pair does not eat the account's or address's budget.
 */
export async function takeAttempt(deps: Deps, checks: ThrottleCheck[]): Promise<Attempt> {
  const now = deps.clock();
  const taken: ThrottleCheck[] = [];
  for (const check of checks) {
    const state = await hitThrottle(deps.db, check.key, check.rule, now);
    if (state.hits > check.rule.limit) {
      await giveBack(deps, taken);
      throw tooManyAttempts(state.retryAfterMs);
    }
    taken.push(check);
  }
  return {
    // A right guess is not a failure: give its hit back (and forget the pair's earlier typos).
    async succeeded() {
      for (const check of taken) {
        if (check.clearOnSuccess) await clearThrottle(deps.db, check.key);
        else await giveBackThrottle(deps.db, check.key);
      }
    },
  };
}

async function giveBack(deps: Deps, checks: ThrottleCheck[]): Promise<void> {
  for (const check of checks) await giveBackThrottle(deps.db, check.key);
}
