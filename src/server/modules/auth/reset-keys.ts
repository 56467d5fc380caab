import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetKeys } from '../../db/schema/index';

// Long enough to type a new password twice, short enough that a key left in a browser's memory
// soon means nothing.
const RESET_KEY_TTL_MS = 15 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** What a correct FORGOT_PASSWORD code is exchanged for: one password change, 15 minutes. */
export async function issueResetKey(db: Database, userId: number, now: Date): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.insert(passwordResetKeys).values({ keyHash: sha256(key), userId, expiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS) });
  return key;
}

/** Uses the key up (once, atomically) and names its account; null for unknown, used or expired. */
export async function consumeResetKey(db: Database, key: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetKeys)
    .set({ usedAt: now })
    .where(and(eq(passwordResetKeys.keyHash, sha256(key)), isNull(passwordResetKeys.usedAt), gt(passwordResetKeys.expiresAt, now)))
    .returning({ userId: passwordResetKeys.userId });
  return row?.userId ?? null;
}
