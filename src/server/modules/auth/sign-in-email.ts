import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { clearThrottle } from '../../lib/throttle';
import type { AppDeps } from '../../types';
import { throttleKey } from './auth-limits';
import { countFailure, refuseWhenThrottled } from './client-throttle';
import { findUserByEmail } from './find-user';
import { roleOf, signedInBody, twoStepChallengeBody } from './issue-session';
import { startSession } from './refresh-tokens';

export interface SignInEmailOptions {
  deps: AppDeps;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  /** The client address as Fastify sees it: X-Forwarded-For only counts from TRUST_PROXY. */
  ip: string;
  body: RequestBody<'signInEmail'>;
}

// One answer for "no such account", "no password (social-only account)" and "wrong password",
// so the response cannot be used to find out who has an account.
const refused = () => new HttpError(401, 'Email or password is incorrect');

// Only said after the right password, so it reveals nothing to someone guessing addresses.
const notVerified = () =>
  new HttpError(
    422,
    'Please confirm your email address first. We can send you a new code',
    { email: 'Please confirm your email address first. We can send you a new code' },
    'EMAIL_NOT_VERIFIED',
  );

/**
 * Email + password sign-in, throttled per account and per client address (failures only; the
 * limits are in auth-limits.ts). Unknown emails go through the same throttle and the same hashing
 * time as known ones.
 */
export async function signInEmail({ deps, reply, log, ip, body }: SignInEmailOptions): Promise<SuccessBody<'signInEmail'>> {
  const limits = [
    [throttleKey.account(body.email), deps.limits.signInPerAccount],
    [throttleKey.address(ip), deps.limits.signInPerAddress],
  ] as [string, typeof deps.limits.signInPerAccount][];
  try {
    await refuseWhenThrottled(deps, limits);
  } catch (error) {
    log.warn({ event: 'sign-in', outcome: 'throttled', ip }, 'sign-in refused: too many failures');
    throw error;
  }

  const user = await findUserByEmail(deps.db, body.email);
  const ok = user?.passwordHash
    ? await verifyPassword(body.password, user.passwordHash)
    : await verifyAgainstDummy(body.password);
  if (!user || !ok) {
    await countFailure(deps, limits);
    log.info({ event: 'sign-in', method: 'email', outcome: 'failure', userId: user?.id ?? null, ip }, 'sign-in refused');
    throw refused();
  }
  if (!user.emailVerifiedAt) {
    log.info({ event: 'sign-in', method: 'email', outcome: 'unverified', userId: user.id, ip }, 'sign-in refused: email not confirmed');
    throw notVerified();
  }
  await clearThrottle(deps.db, limits[0][0]);
  if (user.totpEnabledAt) {
    log.info({ event: 'sign-in', method: 'email', outcome: 'two-step', userId: user.id, ip }, 'password accepted; code asked');
    return twoStepChallengeBody(deps, reply, user, 'email');
  }
  const refresh = await startSession(deps.db, { userId: user.id, role: roleOf(user), now: deps.clock(), twoStep: false });
  log.info({ event: 'sign-in', method: 'email', outcome: 'success', userId: user.id, ip }, 'signed in');
  return signedInBody(deps, reply, user, refresh, 'Signed in');
}
