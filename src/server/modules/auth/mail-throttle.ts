import type { AppDeps } from '../../types';
import { throttleKey } from './auth-limits';
import { takeAttempt } from './client-throttle';

/**
 * A few mails per address a minute, an hour and a day (auth-limits.ts), so nobody can use us to
 * flood an inbox. Counted per address whether or not it has an account, so a 429 here says nothing
 * about who is registered; a refused mail does not count.
 */
export async function takeMailSlot(deps: Pick<AppDeps, 'db' | 'limits' | 'clock'>, email: string): Promise<void> {
  await takeAttempt(deps, deps.limits.mailPerAddress.map((rule) => ({ key: throttleKey.mail(email, rule), rule })));
}
