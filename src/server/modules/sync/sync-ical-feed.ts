import type { AccessClaims } from '../../lib/access-tokens';
import { feedNotFound, findFeedFor } from './sync-access';
import { loadFeedView, type IcalFeedView } from './feed-view';
import { syncFeedUnlessBusy } from './feed-sync-lease';
import type { SyncDeps, SyncLog } from './sync-feed';

/** 'Sync now': the caller's feed fetched and synced before the answer, with its new health. */
export async function syncIcalFeed({ deps, caller, feedId, log }: { deps: SyncDeps; caller: AccessClaims; feedId: number; log?: SyncLog }): Promise<IcalFeedView> {
  const { feed } = await findFeedFor(deps.db, caller, feedId);
  const sync = await syncFeedUnlessBusy(deps, feed.id, log);
  // Busy: a scheduler is fetching it this very moment; its outcome shows in a few seconds.
  if (sync.busy) return loadFeedView(deps.db, feed);
  if (!sync.feed) throw feedNotFound(); // deleted meanwhile
  return loadFeedView(deps.db, sync.feed);
}
