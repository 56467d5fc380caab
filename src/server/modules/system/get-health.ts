import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/database';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';

/** Liveness plus a round trip to the database, for monitors that want more than /health. */
export async function getHealth(db: Database, kind: DatabaseKind): Promise<SuccessBody<'getHealth'>> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw new HttpError(503, 'The database does not answer');
  }
  return { data: { status: 'ok', database: kind } };
}
