import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { unauthenticated } from '../../lib/http-error';

/** Stores the caller's own interface language (the contract allows only en, si and ta). */
export async function updateLocale(db: Database, clock: Clock, userId: number, locale: Locale): Promise<{ data: { locale: Locale } }> {
  const [row] = await db.update(users).set({ locale, updatedAt: clock() }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!row) throw unauthenticated();
  return { data: { locale } };
}
