import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits, calendarBlocks, icalConflicts, icalFeedEvents, icalFeeds, properties, reservations } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { nightsBetween } from '../../../shared/reservation-dates';
import { uidOfKey } from '../../lib/ical/settle-events';
import { openConflict } from './feed-view';

export type SyncConflictView = components['schemas']['SyncConflict'];

/**
 * Open conflicts (see openConflict) under `where` (a property, or a host's properties), soonest
 * nights first: the imported event beside the reservation or host block holding its nights. The
 * event is shown with its dates as the channel sent them, also when some have passed (the
 * conflict was raised for a night from today on), so the host finds it on the channel.
 */
export async function listSyncConflicts(db: Queryable, where: SQL, limit = 200): Promise<SyncConflictView[]> {
  const rows = await db
    .select({
      id: icalConflicts.id,
      propertyId: properties.id,
      propertyName: properties.name,
      unitId: accommodationUnits.id,
      unitName: accommodationUnits.name,
      feedId: icalFeeds.id,
      feedName: icalFeeds.name,
      channel: icalFeeds.channel,
      uid: icalConflicts.uid,
      startsOn: icalConflicts.startsOn,
      endsOn: icalConflicts.endsOn,
      kind: icalFeedEvents.kind,
      detectedAt: icalConflicts.detectedAt,
      reservation: {
        code: reservations.code,
        guestName: reservations.guestName,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
        nights: reservations.nights,
        channel: reservations.channel,
        status: reservations.status,
      },
      block: { id: calendarBlocks.id, startsOn: calendarBlocks.startsOn, endsOn: calendarBlocks.endsOn, note: calendarBlocks.note },
    })
    .from(icalConflicts)
    .innerJoin(icalFeedEvents, and(eq(icalFeedEvents.feedId, icalConflicts.feedId), eq(icalFeedEvents.uid, icalConflicts.uid)))
    .innerJoin(icalFeeds, eq(icalFeeds.id, icalConflicts.feedId))
    .innerJoin(accommodationUnits, eq(accommodationUnits.id, icalFeeds.unitId))
    .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
    .leftJoin(reservations, eq(reservations.id, icalConflicts.reservationId))
    .leftJoin(calendarBlocks, eq(calendarBlocks.id, icalConflicts.blockId))
    .where(and(where, openConflict))
    .orderBy(asc(icalConflicts.startsOn), asc(icalConflicts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    unitId: row.unitId,
    unitName: row.unitName,
    feedId: row.feedId,
    feedName: row.feedName,
    channel: row.channel as SyncConflictView['channel'],
    // The stored key of a repeating event's instance holds its original start too (instanceKey); the host knows the UID.
    event: { uid: uidOfKey(row.uid), startsOn: row.startsOn, endsOn: row.endsOn, nights: nightsBetween(row.startsOn, row.endsOn), kind: row.kind as SyncConflictView['event']['kind'] },
    reservation: row.reservation?.code ? (row.reservation as NonNullable<SyncConflictView['reservation']>) : null,
    block: row.block?.id ? (row.block as NonNullable<SyncConflictView['block']>) : null,
    detectedAt: row.detectedAt.toISOString(),
  }));
}
