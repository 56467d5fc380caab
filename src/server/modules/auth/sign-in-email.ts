import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../../types';
import { findUserByEmail } from './find-user';
import { signedInBody } from './issue-session';
import { startSession } from './refresh-tokens';

export interface SignInEmailOptions {
  deps: AppDeps;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  body: RequestBody<'signInEmail'>;
}

// One answer for "no such account", "no password (social-only account)" and "wrong password",
// so the response cannot be used to find out who has an account.
const refused = () => new HttpError(401, 'Email or password is incorrect');

export async function signInEmail({ deps, reply, log, body }: SignInEmailOptions): Promise<SuccessBody<'signInEmail'>> {
  const user = await findUserByEmail(deps.db, body.email);
  const ok = user?.passwordHash
    ? await verifyPassword(body.password, user.passwordHash)
    : await verifyAgainstDummy(body.password);
  if (!user || !ok) {
    log.info({ event: 'sign-in', outcome: 'failure', userId: user?.id ?? null }, 'sign-in refused');
    throw refused();
  }
  // Unverified sign-ups and throttling per account/IP arrive with the accounts issue.
  const role = user.role === 'ADMIN' ? 'ADMIN' : 'HOST';
  const refresh = await startSession(deps.db, user.id, role);
  log.info({ event: 'sign-in', outcome: 'success', userId: user.id }, 'signed in');
  return signedInBody(deps, reply, user, refresh, 'Signed in');
}
