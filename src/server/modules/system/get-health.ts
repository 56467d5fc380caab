import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/database';
import type { SuccessBody } from '../../handler-types';
import { HttpError } from '../../lib/http-error';

/** A balancer's readiness probe waits this long for the database before it hears 503. */
const READINESS_WAIT_MS = 2_000;

/** Readiness: liveness plus a round trip to the database, answered 503 when it fails or hangs. */
export async function getHealth(db: Database, kind: DatabaseKind): Promise<SuccessBody<'getHealth'>> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), READINESS_WAIT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), hung]);
  } catch {
    throw new HttpError(503, 'The database does not answer');
  } finally {
    clearTimeout(timer);
  }
  return { data: { status: 'ok', database: kind } };
}
