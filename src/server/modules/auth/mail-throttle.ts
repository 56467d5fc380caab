import { tooManyAttempts } from '../../lib/http-error';
import { hitThrottle } from '../../lib/throttle';
import type { AppDeps } from '../../types';
import { throttleKey } from './auth-limits';

/**
 * At most one mail per address per 60 s (QUALITY.md). Counted per address whether or not it has
 * an account, so a 429 here says nothing about who is registered.
 */
export async function takeMailSlot(deps: Pick<AppDeps, 'db' | 'limits' | 'clock'>, email: string): Promise<void> {
  const rule = deps.limits.mailPerAddress;
  const state = await hitThrottle(deps.db, throttleKey.mail(email), rule, deps.clock());
  if (state.hits > rule.limit) throw tooManyAttempts(state.retryAfterMs);
}
