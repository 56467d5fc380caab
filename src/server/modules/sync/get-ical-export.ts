import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, ne, not, or, type SQL } from 'drizzle-orm';
import { accommodationUnits, calendarBlocks, properties, reservations } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { writeIcalCalendar, type ExportEvent } from '../../lib/ical/write-ical-calendar';
import type { AppDeps } from '../../types';
import { addDays, sriLankaToday } from '../../../shared/reservation-dates';
import { OCCUPYING_STATUSES } from '../../../shared/reservation-status';
import type { FeedChannel } from '../../../shared/ical-feed';
import { unitOfExportToken } from './export-links';

/** Nights this far back still go out: a stay in progress shows whole, and older history is no one's business. */
const EXPORT_PAST_DAYS = 30;

export interface IcalExport {
  body: string;
  etag: string;
}

/**
 * The unit behind an export secret as a calendar for `channel`: its occupying reservations
 * ('Reserved') and blocks ('Not available') that end after 30 days ago, leaving out what came
 * from that channel (its imported blocks, its reservations) so nothing goes back where it came
 * from. Guests are never named: each event carries only its nights and a row-based UID.
 * Unknown or rotated secrets: 404.
 */
export async function getIcalExport({ deps, token, channel }: { deps: Pick<AppDeps, 'db' | 'clock' | 'config'>; token: string; channel: FeedChannel }): Promise<IcalExport> {
  const unitId = await unitOfExportToken(deps.db, token);
  if (unitId === null) throw notFound('That calendar');
  const since = addDays(sriLankaToday(deps.clock()), -EXPORT_PAST_DAYS);
  const notFromChannel: SQL = or(ne(calendarBlocks.source, 'import'), not(eq(calendarBlocks.channel, channel)))!;
  const [[unit], stays, blocks] = await Promise.all([
    deps.db
      .select({ unitName: accommodationUnits.name, propertyName: properties.name })
      .from(accommodationUnits)
      .innerJoin(properties, eq(properties.id, accommodationUnits.propertyId))
      .where(eq(accommodationUnits.id, unitId)),
    deps.db
      .select({ id: reservations.id, checkIn: reservations.checkIn, checkOut: reservations.checkOut, updatedAt: reservations.updatedAt })
      .from(reservations)
      .where(and(eq(reservations.unitId, unitId), inArray(reservations.status, [...OCCUPYING_STATUSES]), gt(reservations.checkOut, since), ne(reservations.channel, channel)))
      .orderBy(asc(reservations.checkIn), asc(reservations.id)),
    deps.db
      .select({ id: calendarBlocks.id, startsOn: calendarBlocks.startsOn, endsOn: calendarBlocks.endsOn, createdAt: calendarBlocks.createdAt })
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.unitId, unitId), gt(calendarBlocks.endsOn, since), notFromChannel))
      .orderBy(asc(calendarBlocks.startsOn), asc(calendarBlocks.id)),
  ]);
  const domain = new URL(deps.config.publicUrl).hostname;
  const events: ExportEvent[] = [
    ...stays.map((stay) => ({ uid: `reservation-${stay.id}@${domain}`, startsOn: stay.checkIn, endsOn: stay.checkOut, summary: 'Reserved', stamp: stay.updatedAt })),
    ...blocks.map((block) => ({ uid: `block-${block.id}@${domain}`, startsOn: block.startsOn, endsOn: block.endsOn, summary: 'Not available', stamp: block.createdAt })),
  ].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.uid < b.uid ? -1 : 1));
  const name = [unit?.propertyName, unit?.unitName].filter(Boolean).join(' · ') || 'Calendar';
  const body = writeIcalCalendar(name, events);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** If-None-Match holds the ETag (or *): the caller's copy is current. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
