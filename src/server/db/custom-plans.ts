import { sql } from 'drizzle-orm';
import type { Database } from './database';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction whose statements are planned for the values they are sent with
 * (custom plans), though every connection otherwise plans each statement once for any value
 * (plan_cache_mode = force_generic_plan: postgres-statement-cache.ts, pglite-statement-cache.ts).
 *
 * For the few statements whose best plan depends on a value's selectivity, which a generic plan
 * cannot see: an ILIKE '%…%' pattern matches one row or half the table, and the plan for one
 * (a trigram bitmap, then a sort) is a full walk of the sort index for the other. Planning each run
 * costs a few tenths of a millisecond (0.4–0.5 ms for the admin listings' search at 100 000
 * properties), and `set local` ends with the transaction, so the connection goes back to the pool
 * as it came. The statement keeps its name in the statement cache: only the plan is made again.
 */
export function withCustomPlans<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return work(tx);
  });
}
