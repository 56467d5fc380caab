import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';
import { sealSecret } from './secret-box';
import { enrolment, newTotpSecret } from './totp';

export const ALREADY_ON_MESSAGE = 'Two-step verification is already on. Turn it off first to set it up again';

/**
 * A new secret for the caller, kept sealed until a code confirms it (enable-two-step.ts). This is
 * the one answer that carries the secret; a second setup replaces an unconfirmed one.
 */
export async function startTwoStepSetup(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, userId: number): Promise<SuccessBody<'startTwoStepSetup'>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (user.totpEnabledAt) throw new HttpError(409, ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ totpSecret: sealSecret(deps.config.jwtSecret, user.id, secret), totpLastStep: null, updatedAt: deps.clock() })
    .where(eq(users.id, user.id));
  return {
    message: 'Scan the code with your authenticator app, then enter the 6-digit code it shows',
    data: { secret, ...enrolment(secret, user.email) },
  };
}
