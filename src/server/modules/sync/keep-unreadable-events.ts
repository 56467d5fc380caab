import { and, eq, inArray } from 'drizzle-orm';
import { icalFeedEvents } from '../../db/schema/index';
import type { FeedEvent, ParsedFeed, UnreadableEvent } from '../../lib/ical/parse-feed';
import type { Queryable } from '../properties/property-access';

/** More UIDs than this are not looked up: a calendar that broken is a channel's fault to fix, not ours to patch. */
const MAX_KEPT = 5_000;
const KEPT = '; the nights it held before stay blocked';

/**
 * An event the feed held before that now arrives unreadable keeps the nights it held: it was not
 * cancelled, only garbled, and opening its nights could let a second booking in. Answers the
 * events to store (the kept ones added as they were) and the named events, each kept one saying so.
 */
export async function keepUnreadableEvents(tx: Queryable, feedId: number, parsed: ParsedFeed): Promise<{ events: FeedEvent[]; unreadableEvents: UnreadableEvent[] }> {
  const uids = parsed.unreadableUids.slice(0, MAX_KEPT);
  if (uids.length === 0) return { events: parsed.events, unreadableEvents: parsed.unreadableEvents };
  const held = await tx
    .select({ uid: icalFeedEvents.uid, startsOn: icalFeedEvents.startsOn, endsOn: icalFeedEvents.endsOn, kind: icalFeedEvents.kind })
    .from(icalFeedEvents)
    .where(and(eq(icalFeedEvents.feedId, feedId), inArray(icalFeedEvents.uid, uids)));
  if (held.length === 0) return { events: parsed.events, unreadableEvents: parsed.unreadableEvents };
  const kept = new Set(held.map((event) => event.uid));
  return {
    events: [...parsed.events, ...held.map((event) => ({ ...event, kind: event.kind as FeedEvent['kind'] }))],
    unreadableEvents: parsed.unreadableEvents.map((event) => (event.uid !== null && kept.has(event.uid) ? { ...event, reason: event.reason + KEPT } : event)),
  };
}
