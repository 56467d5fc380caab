import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accommodationUnits, icalConflicts, icalFeeds, properties, users } from '../../db/schema/index';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { storedLocale } from '../../lib/request-locale';
import { syncConflictMail } from '../mail/sync-conflict-mails';
import { listSyncConflicts, type SyncConflictView } from './list-sync-conflicts';
import type { SyncLog } from './sync-feed';

/**
 * Mails the host about a feed's open conflicts nobody has told them about yet, all in one mail,
 * then marks them told: once per conflict. After the sync's commit; a mail that cannot be sent is
 * logged and tried again after the next sync (the conflicts stay unmarked), and never undoes the sync.
 * A conflict whose shared nights have all passed while its mail waited is not mailed: a conflict
 * concerns nights from today on (it goes at the next sync that reads the calendar).
 */
export async function notifySyncConflicts(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>, feedId: number, log?: SyncLog): Promise<number> {
  try {
    const today = sriLankaToday(deps.clock());
    const waiting = await listSyncConflicts(deps.db, and(eq(icalConflicts.feedId, feedId), isNull(icalConflicts.notifiedAt))!);
    const fresh = waiting.filter((conflict) => holdsNightFrom(conflict, today));
    if (fresh.length === 0) return 0;
    const [host] = await deps.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(icalFeeds)
      .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
      .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(icalFeeds.id, feedId))
      .limit(1);
    if (!host) return 0;
    await deps.mailer.send(syncConflictMail({ to: host.email, hostName: host.firstName, publicUrl: deps.config.publicUrl, conflicts: fresh }, storedLocale(host.locale)));
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

/** The shared nights lie within what the reservation or block holds, so they are all past once it has ended. */
const holdsNightFrom = (conflict: SyncConflictView, today: string) => (conflict.reservation?.checkOut ?? conflict.block?.endsOn ?? today) > today;
