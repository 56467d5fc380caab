import type { SuccessBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { unauthenticated } from '../../lib/http-error';
import { findUserById } from '../auth/find-user';
import { recoveryCodesLeft } from './recovery-codes';

/** The caller's two-step verification: on or off, required (admins), recovery codes left, and whether changing it asks for the password. */
export async function getTwoStep(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SuccessBody<'getTwoStep'>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  const enabled = user.totpEnabledAt !== null;
  return {
    data: {
      enabled,
      required: user.role === 'ADMIN',
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(deps.db, user.id) : 0,
      passwordRequired: user.passwordHash !== null,
    },
  };
}
