import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { notFound } from '../../lib/http-error';

export type PropertyRow = typeof properties.$inferSelect;

/** Anything that runs queries: the database or a transaction. */
export type Queryable = Pick<Database, 'select' | 'update' | 'delete' | 'insert' | 'execute'>;

export const propertyNotFound = () => notFound('That property');

/**
 * The properties a caller may read and change: a host their own, an admin any. Every property
 * route goes through here, so a host asking for another host's property meets exactly the answer
 * for an id that does not exist (404), never a 403 that would confirm it exists.
 */
export function propertiesOf(caller: AccessClaims, propertyId: number): SQL {
  return hasAdminReach(caller)
    ? eq(properties.id, propertyId)
    : (and(eq(properties.id, propertyId), eq(properties.ownerId, caller.id)) as SQL);
}

export interface FindPropertyOptions {
  db: Queryable;
  caller: AccessClaims;
  propertyId: number;
  /** Lock the row until the surrounding transaction ends (saves read, check, then write). */
  forUpdate?: boolean;
}

/** The caller's property by id, or a 404 HttpError. */
export async function findPropertyFor({ db, caller, propertyId, forUpdate = false }: FindPropertyOptions): Promise<PropertyRow> {
  const query = db.select().from(properties).where(propertiesOf(caller, propertyId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw propertyNotFound();
  return row;
}
