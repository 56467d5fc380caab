import { eq } from 'drizzle-orm';
import { calendarBlocks, icalFeeds } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { asUrlTaken, checkFeedForm } from './create-ical-feed';
import { loadFeedView, type IcalFeedView } from './feed-view';
import { findFeedFor } from './sync-access';
import { syncFeedUnlessBusy } from './feed-sync-lease';
import type { SyncDeps, SyncLog } from './sync-feed';

export interface UpdateIcalFeedOptions {
  deps: SyncDeps;
  caller: AccessClaims;
  feedId: number;
  body: unknown;
  log?: SyncLog;
}

/**
 * Renames a feed, moves it to another channel (its blocks are relabelled with it, so the export
 * links keep leaving them out of the right channel), or points it at a new URL: then the old
 * validators are forgotten and the feed is synced from the new URL before the answer.
 */
export async function updateIcalFeed({ deps, caller, feedId, body, log }: UpdateIcalFeedOptions): Promise<IcalFeedView> {
  const form = checkFeedForm(body);
  const { feed, urlChanged } = await deps.db
    .transaction(async (tx) => {
      const { feed: before } = await findFeedFor(tx, caller, feedId, true);
      const urlChanged = before.url !== form.url;
      const [after] = await tx
        .update(icalFeeds)
        .set({
          name: form.name,
          channel: form.channel,
          url: form.url,
          // Another calendar: whether the old one came back empty says nothing about it.
          ...(urlChanged ? { etag: null, lastModified: null, emptySince: null } : {}),
          updatedAt: deps.clock(),
        })
        .where(eq(icalFeeds.id, before.id))
        .returning();
      if (before.channel !== form.channel) await tx.update(calendarBlocks).set({ channel: form.channel }).where(eq(calendarBlocks.feedId, before.id));
      return { feed: after, urlChanged };
    })
    .catch((error: unknown) => {
      throw asUrlTaken(error);
    });
  const sync = urlChanged ? await syncFeedUnlessBusy(deps, feed.id, log) : null;
  const current = sync && !sync.busy ? (sync.feed ?? feed) : feed;
  return loadFeedView(deps.db, current);
}
