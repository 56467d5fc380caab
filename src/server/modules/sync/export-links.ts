import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { icalExports } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { FEED_CHANNELS } from '../../../shared/ical-feed';

type ExportLink = components['schemas']['IcalExportLink'];

/** 256 random bits, base64url: 43 characters, unguessable, safe in a path. */
const newExportToken = () => randomBytes(32).toString('base64url');

/**
 * The export secret of each unit, made the first time a unit's links are shown (units made before
 * synchronization existed, and new ones, get theirs the same way).
 */
export async function ensureExportTokens(db: Queryable, unitIds: number[]): Promise<Map<number, string>> {
  if (unitIds.length === 0) return new Map();
  const read = async () => new Map((await db.select().from(icalExports).where(inArray(icalExports.unitId, unitIds))).map((row) => [row.unitId, row.token]));
  const tokens = await read();
  const missing = unitIds.filter((id) => !tokens.has(id));
  if (missing.length === 0) return tokens;
  // Two first visits at once: one insert wins, the other keeps the winner's token.
  await db
    .insert(icalExports)
    .values(missing.map((unitId) => ({ unitId, token: newExportToken() })))
    .onConflictDoNothing({ target: icalExports.unitId });
  return read();
}

/** A new secret for the unit: every link made with the old one answers 404 from now on. */
export async function rotateExportToken(db: Queryable, unitId: number): Promise<string> {
  const token = newExportToken();
  await db
    .insert(icalExports)
    .values({ unitId, token })
    .onConflictDoUpdate({ target: icalExports.unitId, set: { token, createdAt: sql`now()` } });
  return token;
}

/** The unit owning an export secret, or null. */
export async function unitOfExportToken(db: Queryable, token: string): Promise<number | null> {
  const [row] = await db.select({ unitId: icalExports.unitId }).from(icalExports).where(eq(icalExports.token, token)).limit(1);
  return row?.unitId ?? null;
}

/** One link per channel: the one for channel X leaves out what came from X, so nothing loops back. */
export function exportLinks(publicUrl: string, token: string): ExportLink[] {
  return FEED_CHANNELS.map((channel) => ({ channel, url: `${publicUrl}/api/v1/ical/${token}/${channel}.ics` }));
}
