import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { releaseEmptyFeed } from './empty-feed-guard';
import { loadFeedView, type IcalFeedView } from './feed-view';
import { findFeedFor } from './sync-access';
import type { SyncDeps } from './sync-feed';

const NOT_EMPTY_MESSAGE = 'This calendar has not come back empty, so there are no nights to release';

/**
 * The host's word that a calendar which came back empty really is empty: the nights the feed still
 * blocks open at once, as a later empty fetch would have opened them. 409 when the feed is not
 * waiting for that confirmation (its last read was not empty, or it was released already).
 */
export async function confirmEmptyIcalFeed({ deps, caller, feedId }: { deps: Pick<SyncDeps, 'db' | 'clock'>; caller: AccessClaims; feedId: number }): Promise<IcalFeedView> {
  const released = await deps.db.transaction(async (tx) => {
    const { feed } = await findFeedFor(tx, caller, feedId, true);
    if (!feed.emptySince) throw new HttpError(409, NOT_EMPTY_MESSAGE);
    const now = deps.clock();
    return releaseEmptyFeed(tx, feed, { today: sriLankaToday(now), now });
  });
  return loadFeedView(deps.db, released);
}
