import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accommodationUnits } from './properties';
import { users } from './users';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * A calendar another channel exports for one unit (/synchronize/{propertyId}): fetched when added,
 * then on a schedule (`next_fetch_at`) and on "Sync now". `etag`/`last_modified` are the channel's
 * validators for the next conditional GET. The health columns describe the last sync: when, how
 * (ok | error | never), the error in words a host understands, and what it changed.
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => accommodationUnits.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastStatus: text('last_status').notNull().default('never'),
    lastError: text('last_error'),
    // Set by a read that succeeded with something to tell (a cap on repeating events reached).
    lastNotice: text('last_notice'),
    // When a feed that held nights from today on first answered a calendar with none: those blocks
    // are kept until a fetch at least an interval later, or the host, confirms (empty-feed-guard.ts).
    emptySince: timestamp('empty_since', { withTimezone: true }),
    eventsSeen: integer('events_seen').notNull().default(0),
    // Events of the last calendar read that ended on or before today (Sri Lanka): history, not imported.
    eventsPast: integer('events_past').notNull().default(0),
    eventsAdded: integer('events_added').notNull().default(0),
    eventsChanged: integer('events_changed').notNull().default(0),
    eventsRemoved: integer('events_removed').notNull().default(0),
    // Events of the last read whose dates could not be read, or only with a guess (an unknown time
    // zone): how many, and the first 20 as { uid, reason } for the sync screen. Never a SUMMARY.
    eventsUnreadable: integer('events_unreadable').notNull().default(0),
    unreadableEvents: jsonb('unreadable_events').$type<{ uid: string | null; reason: string }[]>().notNull().default([]),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    // The sync lease (src/server/lib/jobs/lease-queue.ts): which process is fetching the feed and
    // until when. A process that dies mid-sync leaves it to be claimed again when the lease ends.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One calendar once per unit: importing it twice would only double every block.
    uniqueIndex('ical_feeds_unit_url_idx').on(t.unitId, t.url),
    // The scheduler picks due feeds by this.
    index('ical_feeds_next_fetch_idx').on(t.nextFetchAt),
    check('ical_feeds_channel_check', sql`${t.channel} in ('airbnb', 'booking_com', 'vrbo', 'other')`),
    check('ical_feeds_last_status_check', sql`${t.lastStatus} in ('never', 'ok', 'error')`),
  ],
);

/**
 * The events of a feed's last fetch that matter (not cancelled, not entirely past), one per UID,
 * as the channel sent them: nights [starts_on, ends_on) and whether the channel calls them a
 * booking ('reserved') or closed nights ('unavailable'). Their nights become calendar_blocks rows
 * (feed_id, feed_uid) through the one no-overlap constraint; `settled` says every night the event
 * could take is taken by its own blocks, so the next sync leaves it alone unless it changes. An
 * unsettled event (nights held by a reservation, a host block or another feed) is placed again
 * on every sync, so it takes its nights as soon as they are free.
 */
export const icalFeedEvents = pgTable(
  'ical_feed_events',
  {
    // -> ical_feeds.id, ON DELETE CASCADE: kept by statement triggers (migration 0021), not a
    // foreign key, so an import of thousands of events checks its feed once, not once per event.
    feedId: integer('feed_id').notNull(),
    uid: text('uid').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    kind: text('kind').notNull(),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.uid] }),
    check('ical_feed_events_range_check', sql`${t.endsOn} > ${t.startsOn}`),
    check('ical_feed_events_kind_check', sql`${t.kind} in ('reserved', 'unavailable')`),
  ],
);

/**
 * The secret of a unit's export links (/api/v1/ical/{token}/{channel}.ics): 256 random bits,
 * kept as is because the host copies the links from the sync screen again and again. Rotating
 * replaces it, and the old links answer 404.
 */
export const icalExports = pgTable('ical_exports', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => accommodationUnits.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('ical_exports_token_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
