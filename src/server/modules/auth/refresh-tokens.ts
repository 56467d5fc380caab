import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, sessions } from '../../db/schema/index';
import type { Role } from '../../lib/access-tokens';

// Absolute session lifetime from the sign-in, never extended by renewal (QUALITY.md).
const SESSION_LIFETIME_MS: Record<Role, number> = {
  HOST: 30 * 24 * 3600 * 1000,
  ADMIN: 24 * 3600 * 1000,
};
// Two tabs renewing at once both present the same token; the loser must not be treated as a thief.
const REUSE_GRACE_MS = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url'); // 256 bits, opaque

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The session (sessions.id, the token's family) the access token names as `sid`. */
  sessionId: string;
}

export interface StartSessionOptions {
  userId: number;
  role: Role;
  now: Date;
  /** This sign-in passed two-step verification (a code, not only the account's setting). */
  twoStep: boolean;
  /** The session's id when it was promised earlier (a two-step challenge names its session): at most one session gets it. */
  sessionId?: string;
}

/** Starts a new session and its first refresh token at sign-in. */
export async function startSession(db: Database, { userId, role, now, twoStep, sessionId = randomUUID() }: StartSessionOptions): Promise<IssuedRefreshToken> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[role]);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ id: sessionId, userId, twoStepAt: twoStep ? now : null, expiresAt });
    await tx.insert(refreshTokens).values({ family: sessionId, tokenHash: hashToken(token), userId, expiresAt });
  });
  return { token, expiresAt, sessionId };
}

export type RotateResult =
  | ({ ok: true; userId: number } & IssuedRefreshToken)
  | { ok: false; reason: 'unknown' | 'expired' | 'raced' | 'reused' | 'ended' };

/**
 * Exchanges a refresh token for its successor. A token that was already exchanged more than
 * REUSE_GRACE_MS ago means a copy is in someone else's hands: the whole session is revoked.
 */
export async function rotateRefreshToken(db: Database, presented: string, now: Date): Promise<RotateResult> {
  const [row] = await db
    .select({ token: refreshTokens, sessionRevokedAt: sessions.revokedAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.family))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  const { token: presentedRow } = row;
  if (row.sessionRevokedAt) return { ok: false, reason: 'ended' };
  if (presentedRow.revokedAt) {
    const withinGrace = presentedRow.replacedBy !== null && now.getTime() - presentedRow.revokedAt.getTime() < REUSE_GRACE_MS;
    if (withinGrace) return { ok: false, reason: 'raced' };
    await revokeSession(db, presentedRow.family);
    return { ok: false, reason: 'reused' };
  }
  if (presentedRow.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  return db.transaction(async (tx) => {
    // Claim the old token first; of two concurrent renewals only one gets the row.
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, presentedRow.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return { ok: false, reason: 'raced' } as const;
    const token = newToken();
    const [next] = await tx
      .insert(refreshTokens)
      .values({ family: presentedRow.family, tokenHash: hashToken(token), userId: presentedRow.userId, expiresAt: presentedRow.expiresAt })
      .returning({ id: refreshTokens.id });
    await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, presentedRow.id));
    return { ok: true, userId: presentedRow.userId, token, expiresAt: presentedRow.expiresAt, sessionId: presentedRow.family } as const;
  });
}

/** Ends one session: its access tokens stop working on their next request, its refresh tokens too. */
async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Logout: revokes the session of the presented token, if it is one of ours. */
export async function revokeSessionOf(db: Database, presented: string): Promise<boolean> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) return false;
  await revokeSession(db, row.family);
  return true;
}

/**
 * Every session of the account ends (a password change or reset), or every one but `except` (the
 * device that turned two-step verification on or off keeps its own).
 */
export async function revokeAllSessions(db: Database, userId: number, except?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
}

/** Records whether this session has passed two-step verification (enrolment proves a code; turning it off clears it). */
export async function markSessionTwoStep(db: Database, sessionId: string, at: Date | null): Promise<void> {
  await db.update(sessions).set({ twoStepAt: at }).where(eq(sessions.id, sessionId));
}

/** Whether a session with this id was ever started (a used two-step challenge names one). */
export async function sessionExists(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return rows.length > 0;
}

/** A live session's facts for a signed-in request, or null when it has ended, expired or is not this user's. */
export async function findLiveSession(db: Database, sessionId: string, userId: number, now: Date): Promise<{ twoStep: boolean } | null> {
  const [row] = await db
    .select({ userId: sessions.userId, twoStepAt: sessions.twoStepAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row || row.userId !== userId || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return { twoStep: row.twoStepAt !== null };
}
