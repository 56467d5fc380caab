import { TWO_STEP_MESSAGES } from '../../../shared/two-step';
import type { users } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../../types';
import { takeAttempt } from '../auth/client-throttle';
import { codeLimits } from './check-code';

type UserRow = typeof users.$inferSelect;

// The same words as changing the password (update-password.ts); the first is shared with the app.
const ENTER_CURRENT_PASSWORD = TWO_STEP_MESSAGES.enterPassword;
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/**
 * Turning two-step verification on or off needs the account's password, not just a session: a
 * borrowed device or a stolen token must not be able to lock the owner out (on) or strip the
 * second factor (off). Wrong passwords count as wrong sign-in guesses.
 */
export async function requireCurrentPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'limits'>,
  user: UserRow,
  ip: string,
  currentPassword: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  if (!currentPassword) throw HttpError.unprocessable({ currentPassword: ENTER_CURRENT_PASSWORD });
  // Taken before the hash is checked, so concurrent guesses stop at the limit (client-throttle.ts).
  const attempt = await takeAttempt(deps, codeLimits(deps, user.id, ip));
  if (!(await verifyPassword(currentPassword, user.passwordHash))) throw HttpError.unprocessable({ currentPassword: WRONG_CURRENT_PASSWORD });
  await attempt.succeeded();
}
