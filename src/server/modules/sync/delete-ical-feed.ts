import { eq } from 'drizzle-orm';
import { icalFeeds } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { findFeedFor } from './sync-access';

/** Stops importing a calendar: its events, their blocks (so their nights) and its conflicts go with it. */
export async function deleteIcalFeed({ deps, caller, feedId }: { deps: Pick<AppDeps, 'db'>; caller: AccessClaims; feedId: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { feed } = await findFeedFor(tx, caller, feedId, true);
    await tx.delete(icalFeeds).where(eq(icalFeeds.id, feed.id));
  });
}
