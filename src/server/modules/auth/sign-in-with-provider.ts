import type { Locale } from '../../../shared/locales';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isValidName } from '../../../shared/name';
import { userIdentities, users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';
import type { AppDeps } from '../../types';
import { welcomeMail } from '../mail/account-mails';
import { findUserByEmail, findUserById } from './find-user';
import { PROVIDER_NAMES, type Provider, type VerifiedIdentity } from './id-token-verifiers';
import { roleOf, signedInBody, twoStepChallengeBody } from './issue-session';
import { startSession } from './refresh-tokens';

export interface SignInWithProviderOptions {
  deps: AppDeps;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  ip: string;
  provider: Provider;
  body: RequestBody<'signInGoogle'>;
  /** The language of the welcome mail to a new account: the request's (request-locale.ts). */
  locale?: Locale;
}

type UserRow = typeof users.$inferSelect;

/** A provider's name only if it passes our name rule; otherwise the person fills it in later. */
const nameOrBlank = (value: string | undefined) => (value && isValidName(value) ? value.trim() : '');

/**
 * The account for a verified identity: the one linked to it before; else the account with the
 * same confirmed email, which gets linked; else a new HOST. An unconfirmed local account with that
 * email loses its password: whoever set it never proved owning the address, and the provider now
 * has, so a squatter's password must not keep working on the owner's account.
 */
async function accountFor(deps: AppDeps, provider: Provider, identity: VerifiedIdentity, body: SignInWithProviderOptions['body']) {
  const [link] = await deps.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  if (link) return { user: await findUserById(deps.db, link.userId), created: false };
  if (!identity.email || !identity.emailVerified) {
    throw new HttpError(401, `Your ${PROVIDER_NAMES[provider]} account did not share a confirmed email address. Please sign up with your email instead`);
  }
  const now = deps.clock();
  let user: UserRow | undefined = await findUserByEmail(deps.db, identity.email);
  let created = false;
  if (user && !user.emailVerifiedAt) {
    [user] = await deps.db.update(users).set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now }).where(eq(users.id, user.id)).returning();
  } else if (!user) {
    try {
      [user] = await deps.db
        .insert(users)
        .values({
          email: identity.email,
          firstName: nameOrBlank(body.firstName ?? identity.firstName),
          lastName: nameOrBlank(body.lastName ?? identity.lastName),
          role: 'HOST',
          emailVerifiedAt: now,
        })
        .returning();
      created = true;
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      user = await findUserByEmail(deps.db, identity.email);
    }
  }
  if (!user) throw new HttpError(401, `We could not confirm your ${PROVIDER_NAMES[provider]} sign-in. Please try again`);
  await deps.db.insert(userIdentities).values({ userId: user.id, provider, subject: identity.subject }).onConflictDoNothing();
  return { user, created };
}

/** Google, Facebook and Apple sign-in: verify the ID token, find or create the host, sign in. */
export async function signInWithProvider({ deps, reply, log, ip, provider, body, locale = 'en' }: SignInWithProviderOptions): Promise<SuccessBody<'signInGoogle'>> {
  let identity: VerifiedIdentity;
  try {
    identity = await deps.idTokens.verify(provider, body.idToken);
  } catch (error) {
    const reason = (error as { reason?: string }).reason;
    if (reason) log.info({ event: 'sign-in', method: provider, outcome: 'failure', reason, ip }, 'sign-in refused: ID token not valid');
    throw error;
  }
  const { user, created } = await accountFor(deps, provider, identity, body);
  if (!user) throw new HttpError(401, `We could not confirm your ${PROVIDER_NAMES[provider]} sign-in. Please try again`);
  if (created) await deps.mailer.send(welcomeMail({ to: user.email, name: user.firstName, publicUrl: deps.config.publicUrl }, locale));
  if (user.totpEnabledAt) {
    log.info({ event: 'sign-in', method: provider, outcome: 'two-step', userId: user.id, ip }, 'provider accepted; code asked');
    return twoStepChallengeBody(deps, reply, user, provider);
  }
  const refresh = await startSession(deps.db, { userId: user.id, role: roleOf(user), now: deps.clock(), twoStep: false });
  log.info({ event: 'sign-in', method: provider, outcome: 'success', userId: user.id, created, ip }, 'signed in');
  return signedInBody(deps, reply, user, refresh, 'Signed in');
}
