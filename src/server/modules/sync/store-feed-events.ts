import { eq, sql } from 'drizzle-orm';
import { accommodationUnits, icalFeedEvents } from '../../db/schema/index';
import { rowsOf } from '../../db/database';
import type { FeedEvent } from '../../lib/ical/parse-feed';
import type { Queryable } from '../properties/property-access';
import { placeFeedEvents, type Occupant, type Placement } from './place-feed-events';
import type { FeedRow } from './sync-access';

export interface SyncCounts {
  eventsSeen: number;
  eventsAdded: number;
  eventsChanged: number;
  eventsRemoved: number;
}

interface StoredEvent {
  uid: string;
  startsOn: string;
  endsOn: string;
  kind: string;
  settled: boolean;
}

/**
 * Brings a feed's stored events and their blocks in line with the events just read, in the
 * caller's transaction, with a fixed number of set-based statements whatever the number of events
 * (arrays passed through unnest, never one statement per event):
 * - a UID the feed no longer has is removed with its blocks and conflicts (a past one is kept:
 *   channels drop old stays, and those nights are history);
 * - new UIDs are added; a UID whose nights or kind changed is changed: its blocks go and it is
 *   placed again; events that did not get all their nights last time are placed again too;
 * - placing takes the nights nobody holds; reservations and host blocks in the way on a night
 *   from today on become conflicts (kept while unchanged, so the host hears of each once; one
 *   whose shared nights have all passed goes at the next sync, as the event is placed again).
 * The unit is locked like any booking of it, so nothing takes its nights between the read of its
 * occupants and the insert of the blocks.
 */
export async function storeFeedEvents(tx: Queryable, feed: FeedRow, events: FeedEvent[], today: string, now: Date): Promise<SyncCounts> {
  await tx.select({ id: accommodationUnits.id }).from(accommodationUnits).where(eq(accommodationUnits.id, feed.unitId)).for('no key update');
  const stored = await storedEvents(tx, feed.id);
  const before = new Map<string, StoredEvent>(stored.map((event) => [event.uid, event]));

  const added: FeedEvent[] = [];
  const changed: FeedEvent[] = [];
  const retried: FeedEvent[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    seen.add(event.uid);
    const old = before.get(event.uid);
    if (!old) added.push(event);
    else if (old.startsOn !== event.startsOn || old.endsOn !== event.endsOn || old.kind !== event.kind) changed.push(event);
    else if (!old.settled) retried.push(event);
  }
  const removed = stored.filter((old) => !seen.has(old.uid) && old.endsOn > today).map((old) => old.uid);

  if (removed.length > 0) {
    // Blocks and conflicts follow through the foreign keys, the feed's occupancy row through the blocks' trigger.
    // Matched as a join on unnest, never `uid = any(array)`: the PostgreSQL connections plan
    // generically (plan_cache_mode), and a generic plan tests each of the feed's rows against the
    // whole array one element at a time (20 000 rows × 3 000 UIDs cost 0.6 s at a churning sync).
    await tx.execute(sql`delete from ical_feed_events as f using unnest(${textArray(removed)}) as r(uid) where f.feed_id = ${feed.id} and f.uid = r.uid`);
  }
  const replaced = [...changed, ...retried].map((event) => event.uid);
  if (replaced.length > 0) {
    await tx.execute(sql`delete from calendar_blocks as b using unnest(${textArray(replaced)}) as r(uid) where b.feed_id = ${feed.id} and b.feed_uid = r.uid`);
  }

  const toPlace = [...added, ...changed, ...retried];
  const placements = toPlace.length > 0 ? placeFeedEvents(toPlace, await occupantsAround(tx, feed.unitId, toPlace), today) : [];
  const settled = new Map(placements.map((placement) => [placement.uid, placement.settled]));

  if (added.length > 0) {
    await tx.execute(sql`
      insert into ical_feed_events (feed_id, uid, starts_on, ends_on, kind, settled)
      select ${feed.id}, e.uid, e.starts_on, e.ends_on, e.kind, e.settled
      from unnest(${textArray(added.map((e) => e.uid))}, ${dateArray(added.map((e) => e.startsOn))}, ${dateArray(added.map((e) => e.endsOn))},
                  ${textArray(added.map((e) => e.kind))}, ${boolArray(added.map((e) => settled.get(e.uid)!))}) as e(uid, starts_on, ends_on, kind, settled)`);
  }
  const rewritten = [...changed, ...retried.filter((event) => settled.get(event.uid))];
  if (rewritten.length > 0) {
    await tx.execute(sql`
      update ical_feed_events as f set starts_on = e.starts_on, ends_on = e.ends_on, kind = e.kind, settled = e.settled
      from unnest(${textArray(rewritten.map((e) => e.uid))}, ${dateArray(rewritten.map((e) => e.startsOn))}, ${dateArray(rewritten.map((e) => e.endsOn))},
                  ${textArray(rewritten.map((e) => e.kind))}, ${boolArray(rewritten.map((e) => settled.get(e.uid)!))}) as e(uid, starts_on, ends_on, kind, settled)
      where f.feed_id = ${feed.id} and f.uid = e.uid`);
  }

  await insertBlocks(tx, feed, placements, now);
  await reconcileConflicts(tx, feed, toPlace, placements, now);
  return { eventsSeen: events.length, eventsAdded: added.length, eventsChanged: changed.length, eventsRemoved: removed.length };
}

const FIELD = '\u001f';
const RECORD = '\u001e';

/**
 * The feed's stored events, read as one text value: PGlite decodes every result row in
 * JavaScript, and thousands of rows cost several times the query. UIDs hold no control
 * characters (parse-feed.ts), so two of them separate fields and records.
 */
async function storedEvents(tx: Queryable, feedId: number): Promise<StoredEvent[]> {
  const [row] = rowsOf<{ events: string | null }>(
    await tx.execute(sql`
      select string_agg(uid || ${FIELD} || starts_on::text || ${FIELD} || ends_on::text || ${FIELD} || kind || ${FIELD} || case when settled then 't' else 'f' end, ${RECORD}) as events
      from ${icalFeedEvents} where feed_id = ${feedId}`),
  );
  if (!row?.events) return [];
  return row.events.split(RECORD).map((record) => {
    const [uid, startsOn, endsOn, kind, settled] = record.split(FIELD);
    return { uid, startsOn, endsOn, kind, settled: settled === 't' };
  });
}

/** What holds nights of the unit between the first and the last night of the events to place. */
async function occupantsAround(tx: Queryable, unitId: number, events: FeedEvent[]): Promise<Occupant[]> {
  let from = events[0].startsOn;
  let to = events[0].endsOn;
  for (const event of events) {
    if (event.startsOn < from) from = event.startsOn;
    if (event.endsOn > to) to = event.endsOn;
  }
  // The overlap is written as the no-overlap constraint's column, so its index finds the rows. An
  // import feed's row is read as its separate ranges (unnest): adjacent blocks merge, and whose
  // imported block a night is does not matter here (it is never a conflict). One text value rather
  // than a row per occupant, as in storedEvents.
  const window = sql`daterange(${from}::date, ${to}::date, '[)')`;
  const [row] = rowsOf<{ occupants: string | null }>(
    await tx.execute(sql`
      select string_agg(lower(held.nights)::text || ${FIELD} || upper(held.nights)::text || ${FIELD} || coalesce(o.reservation_id::text, '') || ${FIELD} || coalesce(o.block_id::text, '') || ${FIELD}
                        || case when o.feed_id is not null then 'import' else coalesce(b.source, '') end, ${RECORD}) as occupants
      from unit_occupancy o
      cross join lateral unnest(o.nights) as held(nights)
      left join calendar_blocks b on b.id = o.block_id
      where o.unit_id = ${unitId} and o.nights && ${window} and held.nights && ${window}`),
  );
  if (!row?.occupants) return [];
  return row.occupants.split(RECORD).map((record) => {
    const [startsOn, endsOn, reservationId, blockId, blockSource] = record.split(FIELD);
    return { startsOn, endsOn, reservationId: reservationId ? Number(reservationId) : null, blockId: blockId ? Number(blockId) : null, blockSource: blockSource || null };
  });
}

/** Every free segment as a block of the feed's channel, in one statement. */
async function insertBlocks(tx: Queryable, feed: FeedRow, placements: Placement[], now: Date): Promise<void> {
  const uids: string[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  for (const placement of placements) {
    for (const segment of placement.segments) {
      uids.push(placement.uid);
      starts.push(segment.startsOn);
      ends.push(segment.endsOn);
    }
  }
  if (uids.length === 0) return;
  // The feed's occupancy row follows from the statement trigger on calendar_blocks (migration 0020).
  await tx.execute(sql`
    insert into calendar_blocks (unit_id, starts_on, ends_on, source, channel, feed_id, feed_uid, created_at)
    select ${feed.unitId}, s.starts_on, s.ends_on, 'import', ${feed.channel}, ${feed.id}, s.uid, ${now.toISOString()}::timestamptz
    from unnest(${textArray(uids)}, ${dateArray(starts)}, ${dateArray(ends)}) as s(uid, starts_on, ends_on)`);
}

/**
 * The conflicts of the events just placed, made to match their collisions: one that is still
 * there is kept as it is (with its notified_at, so the host is not told twice); one that is gone
 * is deleted; a new one is added, waiting for its mail.
 */
async function reconcileConflicts(tx: Queryable, feed: FeedRow, placed: FeedEvent[], placements: Placement[], now: Date): Promise<void> {
  if (placed.length === 0) return;
  const nights = new Map(placed.map((event) => [event.uid, event]));
  const wanted = new Map<string, { uid: string; startsOn: string; endsOn: string; reservationId: number | null; blockId: number | null }>();
  for (const placement of placements) {
    const event = nights.get(placement.uid)!;
    for (const collision of placement.collisions) {
      const conflict = { uid: placement.uid, startsOn: event.startsOn, endsOn: event.endsOn, ...collision };
      wanted.set(conflictKey(conflict), conflict);
    }
  }
  // The feed's conflicts are few (each is a night a host has to sort out), so all of them are read
  // and those of other events skipped here: cheaper than sending thousands of UIDs to match.
  const existing = rowsOf<{ id: number; uid: string; startsOn: string; endsOn: string; reservationId: number | null; blockId: number | null }>(
    await tx.execute(sql`
      select id, uid, starts_on::text as "startsOn", ends_on::text as "endsOn", reservation_id as "reservationId", block_id as "blockId"
      from ical_conflicts where feed_id = ${feed.id}`),
  );
  const stale: number[] = [];
  for (const row of existing) {
    if (!nights.has(row.uid)) continue;
    const key = conflictKey(row);
    if (wanted.has(key)) wanted.delete(key);
    else stale.push(row.id);
  }
  if (stale.length > 0) await tx.execute(sql`delete from ical_conflicts where id = any(${intArray(stale)})`);
  const fresh = [...wanted.values()];
  if (fresh.length === 0) return;
  await tx.execute(sql`
    insert into ical_conflicts (feed_id, uid, starts_on, ends_on, reservation_id, block_id, detected_at)
    select ${feed.id}, c.uid, c.starts_on, c.ends_on, c.reservation_id, c.block_id, ${now.toISOString()}::timestamptz
    from unnest(${textArray(fresh.map((c) => c.uid))}, ${dateArray(fresh.map((c) => c.startsOn))}, ${dateArray(fresh.map((c) => c.endsOn))},
                ${intArray(fresh.map((c) => c.reservationId))}, ${intArray(fresh.map((c) => c.blockId))}) as c(uid, starts_on, ends_on, reservation_id, block_id)
    on conflict do nothing`);
}

const conflictKey = (c: { uid: string; startsOn: string; endsOn: string; reservationId: number | null; blockId: number | null }) =>
  `${c.uid}\u0000${c.startsOn}\u0000${c.endsOn}\u0000${c.reservationId ?? ''}\u0000${c.blockId ?? ''}`;

// Arrays go to PostgreSQL as one parameter each, in its array literal syntax, cast to their type.
const arrayLiteral = (values: readonly (string | number | boolean | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'string' ? `"${v.replace(/["\\]/g, '\\$&')}"` : String(v))).join(',')}}`;
const textArray = (values: readonly string[]) => sql`${arrayLiteral(values)}::text[]`;
const dateArray = (values: readonly string[]) => sql`${arrayLiteral(values)}::date[]`;
const boolArray = (values: readonly boolean[]) => sql`${arrayLiteral(values)}::boolean[]`;
const intArray = (values: readonly (number | null)[]) => sql`${arrayLiteral(values)}::int[]`;

