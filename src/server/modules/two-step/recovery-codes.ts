import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { twoStepRecoveryCodes } from '../../db/schema/index';

const RECOVERY_CODE_COUNT = 10;
// 31 symbols without look-alikes (0/o, 1/l/i): 10 of them are ~49.5 bits, too many to guess.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What people may type: any case, with or without the hyphen and spaces. */
const normaliseRecoveryCode = (text: string) => text.replace(/[\s-]/g, '').toLowerCase();
export const looksLikeRecoveryCode = (text: string) => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(text));
const hashOf = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the account's codes with ten new ones; answers them in clear, to show once. */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const list = [...codes];
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.insert(twoStepRecoveryCodes).values(list.map((code) => ({ userId, codeHash: hashOf(code) })));
  return list;
}

/** Marks the code used if it is one of the account's unused ones; true when it was. */
export async function useRecoveryCode(db: Database, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoStepRecoveryCodes.userId, userId), eq(twoStepRecoveryCodes.codeHash, hashOf(code)), isNull(twoStepRecoveryCodes.usedAt)))
    .returning({ id: twoStepRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(db: Database, userId: number): Promise<void> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
}
