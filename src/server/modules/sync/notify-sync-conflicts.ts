import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accommodationUnits, icalConflicts, icalFeeds, properties, users } from '../../db/schema/index';
import type { AppDeps } from '../../types';
import { syncConflictMail } from '../mail/sync-conflict-mails';
import { listSyncConflicts } from './list-sync-conflicts';
import type { SyncLog } from './sync-feed';

/**
 * Mails the host about a feed's open conflicts nobody has told them about yet, all in one mail,
 * then marks them told: once per conflict. After the sync's commit; a mail that cannot be sent is
 * logged and tried again after the next sync (the conflicts stay unmarked), and never undoes the sync.
 */
export async function notifySyncConflicts(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>, feedId: number, log?: SyncLog): Promise<number> {
  try {
    const fresh = await listSyncConflicts(deps.db, and(eq(icalConflicts.feedId, feedId), isNull(icalConflicts.notifiedAt))!);
    if (fresh.length === 0) return 0;
    const [host] = await deps.db
      .select({ email: users.email, firstName: users.firstName })
      .from(icalFeeds)
      .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
      .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(icalFeeds.id, feedId))
      .limit(1);
    if (!host) return 0;
    await deps.mailer.send(syncConflictMail({ to: host.email, hostName: host.firstName, publicUrl: deps.config.publicUrl, conflicts: fresh }));
    await deps.db
      .update(icalConflicts)
      .set({ notifiedAt: deps.clock() })
      .where(inArray(icalConflicts.id, fresh.map((conflict) => conflict.id)));
    return fresh.length;
  } catch (error) {
    log?.error({ event: 'mail', outcome: 'failed', purpose: 'sync-conflict', feedId, err: error }, 'conflict mail not sent; it is tried again after the next sync');
    return 0;
  }
}
