import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { icalFeedEvents } from './ical';
import { calendarBlocks, reservations } from './reservations';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * An imported event whose nights are already held by a reservation or a host block: it cannot
 * become a block there, and the host must sort it out (one of the two is a double booking).
 * One row per event and what it collides with. A row lives while both do: the next sync drops it
 * when the event changes or goes, and deleting the reservation's or block's row takes it too.
 * `notified_at`: the host was emailed about it (once per conflict).
 */
export const icalConflicts = pgTable(
  'ical_conflicts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    feedId: integer('feed_id').notNull(),
    uid: text('uid').notNull(),
    // The event's nights when the collision was found; a change of dates is a new conflict.
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => calendarBlocks.id, { onDelete: 'cascade' }),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'ical_conflicts_event_fk', columns: [t.feedId, t.uid], foreignColumns: [icalFeedEvents.feedId, icalFeedEvents.uid] }).onDelete('cascade'),
    unique('ical_conflicts_pair_key').on(t.feedId, t.uid, t.startsOn, t.endsOn, t.reservationId, t.blockId).nullsNotDistinct(),
    index('ical_conflicts_reservation_idx').on(t.reservationId),
    index('ical_conflicts_block_idx').on(t.blockId),
    check('ical_conflicts_one_opponent_check', sql`(${t.reservationId} is null) <> (${t.blockId} is null)`),
    check('ical_conflicts_range_check', sql`${t.endsOn} > ${t.startsOn}`),
  ],
);
