import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';
import { count, eq } from 'drizzle-orm';
import { icalFeeds } from '../../db/schema/index';
import { FEED_MESSAGES, FEEDS_PER_UNIT_MAX, validateFeedForm, type FeedForm } from '../../../shared/ical-feed';
import { loadFeedView, type IcalFeedView } from './feed-view';
import { findSyncUnit } from './sync-access';
import { heldLease, newLeaseHolder, syncHeldFeed } from './feed-sync-lease';
import type { SyncDeps, SyncLog } from './sync-feed';

export interface CreateIcalFeedOptions {
  deps: SyncDeps;
  caller: AccessClaims;
  unitId: number;
  body: unknown;
  log?: SyncLog;
}

/** The feed form checked by the shared rules: 422 naming the fields otherwise. */
export function checkFeedForm(body: unknown): FeedForm {
  const checked = validateFeedForm(body);
  if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
  return checked.data;
}

/** The same calendar twice in one unit: 409 on the url field. */
export function asUrlTaken(error: unknown): unknown {
  return pgErrorCode(error) === UNIQUE_VIOLATION ? new HttpError(409, FEED_MESSAGES.urlTaken, { url: FEED_MESSAGES.urlTaken }) : error;
}

/** Adds an import feed to one of the caller's units, then syncs it at once (its health tells how that went). */
export async function createIcalFeed({ deps, caller, unitId, body, log }: CreateIcalFeedOptions): Promise<IcalFeedView> {
  const form = checkFeedForm(body);
  const now = deps.clock();
  // Inserted with its lease held, so no process's scheduler fetches it alongside this first sync.
  const holder = newLeaseHolder('request');
  const feed = await deps.db
    .transaction(async (tx) => {
      // The unit's row stays locked until commit, so two adds at once count one after the other
      // and cannot both see room for one more feed.
      const { unit } = await findSyncUnit(tx, caller, unitId, true);
      const [{ feeds }] = await tx.select({ feeds: count() }).from(icalFeeds).where(eq(icalFeeds.unitId, unit.id));
      if (feeds >= FEEDS_PER_UNIT_MAX) throw new HttpError(409, FEED_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(icalFeeds)
        .values({ unitId: unit.id, name: form.name, channel: form.channel, url: form.url, createdBy: caller.id, nextFetchAt: now, ...heldLease(now, holder), createdAt: now, updatedAt: now })
        .returning();
      return inserted;
    })
    .catch((error: unknown) => {
      throw asUrlTaken(error);
    });
  const synced = await syncHeldFeed(deps, feed.id, holder, log);
  return loadFeedView(deps.db, synced ?? feed);
}
