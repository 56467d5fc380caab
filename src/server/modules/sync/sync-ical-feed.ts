import type { AccessClaims } from '../../lib/access-tokens';
import { feedNotFound, findFeedFor } from './sync-access';
import { loadFeedView, type IcalFeedView } from './feed-view';
import { syncFeed, type SyncDeps, type SyncLog } from './sync-feed';

/** 'Sync now': the caller's feed fetched and synced before the answer, with its new health. */
export async function syncIcalFeed({ deps, caller, feedId, log }: { deps: SyncDeps; caller: AccessClaims; feedId: number; log?: SyncLog }): Promise<IcalFeedView> {
  const { feed } = await findFeedFor(deps.db, caller, feedId);
  const synced = await syncFeed(deps, feed.id, log);
  if (!synced) throw feedNotFound(); // deleted meanwhile
  return loadFeedView(deps.db, synced);
}
