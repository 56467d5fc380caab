import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens } from '../../db/schema/index';
import type { Role } from '../../lib/access-tokens';

// Absolute session lifetime from the sign-in, never extended by renewal (QUALITY.md).
const SESSION_LIFETIME_MS: Record<Role, number> = {
  HOST: 30 * 24 * 3600 * 1000,
  ADMIN: 24 * 3600 * 1000,
};
// Two tabs renewing at once both present the same token; the loser must not be treated as a thief.
export const REUSE_GRACE_MS = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url'); // 256 bits, opaque

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

/** Starts a new session family at sign-in. */
export async function startSession(db: Database, userId: number, role: Role, now: Date): Promise<IssuedRefreshToken> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[role]);
  await db.insert(refreshTokens).values({ family: randomUUID(), tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export type RotateResult =
  | { ok: true; userId: number; token: string; expiresAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'raced' | 'reused' };

/**
 * Exchanges a refresh token for its successor. A token that was already exchanged more than
 * REUSE_GRACE_MS ago means a copy is in someone else's hands: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, presented: string, now: Date): Promise<RotateResult> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented))).limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    const withinGrace = row.replacedBy !== null && now.getTime() - row.revokedAt.getTime() < REUSE_GRACE_MS;
    if (withinGrace) return { ok: false, reason: 'raced' };
    await revokeFamily(db, row.family);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  return db.transaction(async (tx) => {
    // Claim the old token first; of two concurrent renewals only one gets the row.
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return { ok: false, reason: 'raced' } as const;
    const token = newToken();
    const [next] = await tx
      .insert(refreshTokens)
      .values({ family: row.family, tokenHash: hashToken(token), userId: row.userId, expiresAt: row.expiresAt })
      .returning({ id: refreshTokens.id });
    await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, row.id));
    return { ok: true, userId: row.userId, token, expiresAt: row.expiresAt } as const;
  });
}

export async function revokeFamily(db: Database, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family of the presented token, if it is one of ours. */
export async function revokeSessionOf(db: Database, presented: string): Promise<boolean> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) return false;
  await revokeFamily(db, row.family);
  return true;
}

/** Password change or reset: every session of the account ends (each device must sign in again). */
export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
