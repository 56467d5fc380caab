import { sql } from 'drizzle-orm';
import { check, customType, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { icalFeeds } from './ical';
import { accommodationUnits, properties } from './properties';
import { users } from './users';

// Dates are PostgreSQL `date`s read as 'YYYY-MM-DD' strings (Sri Lanka's calendar days, no time zone).
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A stay of a guest in one unit: nights [check_in, check_out). `code` is what hosts and guests
 * quote (/view-reservation/{code}). Money is kept as it was when booked: the commission percent
 * of the property's plan at that time, so a later plan change does not rewrite past earnings.
 * Units and properties with reservations cannot be deleted (restrict): the record outlives them.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => accommodationUnits.id, { onDelete: 'restrict' }),
    guestName: text('guest_name').notNull(),
    // Null for a walk-in recorded with a phone number only (a manual booking needs one of the two).
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    guestCountry: text('guest_country'),
    checkIn: day('check_in').notNull(),
    checkOut: day('check_out').notNull(),
    nights: integer('nights').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    channel: text('channel').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    commission: money('commission').notNull(),
    // The property's plan when booked (STARTER, SUPPORTIVE, ALL_INCLUSIVE): who collects the guest's
    // money, so whether the platform pays the stay out (src/shared/earnings.ts). Null: no plan then.
    planName: text('plan_name'),
    net: money('net').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    status: text('status').notNull(),
    specialRequests: text('special_requests'),
    cancelReason: text('cancel_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_code_idx').on(t.code),
    // The occupancy row's composite foreign key points here, so its unit and nights always equal the stay's.
    unique('reservations_stay_key').on(t.id, t.unitId, t.checkIn, t.checkOut),
    index('reservations_property_check_in_idx').on(t.propertyId, t.checkIn, t.id),
    index('reservations_unit_check_in_idx').on(t.unitId, t.checkIn),
    // Earnings count stays by check-out day per property (a host's year is a few range scans).
    index('reservations_property_check_out_idx').on(t.propertyId, t.checkOut),
    check('reservations_nights_check', sql`${t.nights} = ${t.checkOut} - ${t.checkIn} and ${t.nights} > 0`),
    check('reservations_guests_check', sql`${t.adults} >= 1 and ${t.children} >= 0`),
    check('reservations_status_check', sql`${t.status} in ('pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'declined', 'no_show')`),
    check('reservations_channel_check', sql`${t.channel} in ('guest_site', 'manual', 'airbnb', 'booking_com', 'other')`),
    check('reservations_currency_check', sql`${t.currency} in ('USD', 'LKR')`),
    check('reservations_payment_method_check', sql`${t.paymentMethod} in ('onsite', 'online')`),
    check('reservations_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'refunded')`),
    check('reservations_money_check', sql`${t.amount} > 0 and ${t.commission} >= 0 and ${t.net} = ${t.amount} - ${t.commission}`),
  ],
);

/**
 * Reservations summed per property, check-out month and whatever decides a stay's payout (status,
 * currency, payment method, plan): the earnings report's totals for whole months read these few
 * rows instead of every stay of the period. Kept by statement-level triggers on reservations
 * (migration 0017, hand-written: insert, update, delete and truncate), so every writer, module or
 * script, keeps it right. `month` is the first day of the check-out month; a group whose stays all
 * left it stays behind with zeros (readers skip `stays = 0`).
 */
export const reservationMonths = pgTable(
  'reservation_months',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    month: day('month').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    planName: text('plan_name'),
    stays: integer('stays').notNull(),
    gross: numeric('gross', { mode: 'number' }).notNull(),
    commission: numeric('commission', { mode: 'number' }).notNull(),
    net: numeric('net', { mode: 'number' }).notNull(),
  },
  (t) => [unique('reservation_months_group_key').on(t.propertyId, t.month, t.status, t.currency, t.paymentMethod, t.planName).nullsNotDistinct()],
);

/** Every status a reservation has had: who moved it, when, and why (cancel and decline reasons). */
export const reservationStatusHistory = pgTable(
  'reservation_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    // Null for the first entry (the reservation was made in `to_status`).
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    // status (a status change, or the booking) | dates (new dates or price) | paid (marked as paid).
    kind: text('kind').notNull().default('status'),
    // host | admin | channel: who acted; the user when a person did.
    actor: text('actor').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_status_history_reservation_idx').on(t.reservationId, t.id),
    check('reservation_status_history_actor_check', sql`${t.actor} in ('host', 'admin', 'channel')`),
    check('reservation_status_history_kind_check', sql`${t.kind} in ('status', 'dates', 'paid')`),
  ],
);

/**
 * Nights a unit is closed without a reservation: by the host, or imported from another channel's
 * iCal feed (source `import`, with that channel). Nights [starts_on, ends_on), like a stay.
 * Imported blocks name their feed event (feed_id, feed_uid): the event going (its feed dropping
 * it, or the feed deleted) takes its blocks and so their nights with it.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // -> accommodation_units.id, ON DELETE CASCADE, and (feed_id, feed_uid) -> ical_feed_events,
    // ON DELETE CASCADE: kept by statement triggers (migration 0021, with the same checks, locks,
    // cascades and 23503 refusals) rather than foreign keys, whose per-row checks were most of the
    // cost of storing a large import.
    unitId: integer('unit_id').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    source: text('source').notNull(),
    channel: text('channel'),
    note: text('note'),
    feedId: integer('feed_id'),
    feedUid: text('feed_uid'),
    // -> users.id, ON DELETE SET NULL: a statement trigger too (migration 0021).
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('calendar_blocks_range_key').on(t.id, t.unitId, t.startsOn, t.endsOn),
    index('calendar_blocks_unit_idx').on(t.unitId, t.startsOn),
    index('calendar_blocks_feed_idx').on(t.feedId, t.feedUid),
    check('calendar_blocks_range_check', sql`${t.endsOn} > ${t.startsOn}`),
    check('calendar_blocks_source_check', sql`${t.source} in ('host', 'import')`),
    check('calendar_blocks_channel_check', sql`(${t.source} = 'host' and ${t.channel} is null) or (${t.source} = 'import' and ${t.channel} in ('airbnb', 'booking_com', 'vrbo', 'other'))`),
    check('calendar_blocks_feed_check', sql`${t.feedId} is null or (${t.source} = 'import' and ${t.feedUid} is not null)`),
  ],
);

/**
 * A PostgreSQL datemultirange, read and written in its text form ('{[2026-03-12,2026-03-15),…}').
 * Nights are [lower, upper) days, like a stay.
 */
const dateMultirange = customType<{ data: string; driverData: string }>({ dataType: () => 'datemultirange' });

/**
 * The one table that says which nights of a unit are taken, so one exclusion constraint can refuse
 * every overlap (migration 0020: EXCLUDE USING gist (unit_id WITH =, nights WITH &&)). A row is a
 * reservation in an occupying status, a host block, or ALL the blocks one import feed holds on the
 * unit (feed_id): `nights` is a multirange.
 * - Reservations and blocks without a feed: starts_on/ends_on, which composite foreign keys tie to
 *   that row (changing a stay's dates carries over, deleting it frees them); `nights` is generated
 *   from them.
 * - A feed: one row per feed and unit, `feed_nights` the union of its blocks, kept so by statement-
 *   level triggers on calendar_blocks (migration 0020, hand-written), whoever writes the blocks. One
 *   multirange instead of a row per imported night is what makes a 5 000-event import cheap: the
 *   gist index gets one entry, not 5 000. Which block holds a night: calendar_blocks of that feed.
 */
export const unitOccupancy = pgTable(
  'unit_occupancy',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    startsOn: day('starts_on'),
    endsOn: day('ends_on'),
    reservationId: integer('reservation_id'),
    blockId: integer('block_id'),
    feedId: integer('feed_id'),
    feedNights: dateMultirange('feed_nights'),
    nights: dateMultirange('nights')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN "feed_id" IS NULL THEN datemultirange(daterange("starts_on", "ends_on", '[)')) ELSE "feed_nights" END`),
  },
  (t) => [
    uniqueIndex('unit_occupancy_reservation_idx').on(t.reservationId),
    uniqueIndex('unit_occupancy_block_idx').on(t.blockId),
    uniqueIndex('unit_occupancy_feed_idx').on(t.feedId, t.unitId),
    // Named as migration 0020 created it, so the snapshot and the database agree.
    foreignKey({ name: 'unit_occupancy_feed_fk', columns: [t.feedId], foreignColumns: [icalFeeds.id] }).onDelete('cascade'),
    foreignKey({
      name: 'unit_occupancy_reservation_fk',
      columns: [t.reservationId, t.unitId, t.startsOn, t.endsOn],
      foreignColumns: [reservations.id, reservations.unitId, reservations.checkIn, reservations.checkOut],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'unit_occupancy_block_fk',
      columns: [t.blockId, t.unitId, t.startsOn, t.endsOn],
      foreignColumns: [calendarBlocks.id, calendarBlocks.unitId, calendarBlocks.startsOn, calendarBlocks.endsOn],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('unit_occupancy_one_owner_check', sql`num_nonnulls(${t.reservationId}, ${t.blockId}, ${t.feedId}) = 1`),
    check(
      'unit_occupancy_nights_check',
      sql`CASE WHEN ${t.feedId} IS NULL THEN ${t.startsOn} IS NOT NULL AND ${t.endsOn} IS NOT NULL AND ${t.feedNights} IS NULL AND ${t.endsOn} > ${t.startsOn}
        ELSE ${t.startsOn} IS NULL AND ${t.endsOn} IS NULL AND ${t.feedNights} IS NOT NULL AND NOT isempty(${t.feedNights}) END`,
    ),
  ],
);

/** A unit's price and minimum stay for one night where the host changed them; other nights take the listing's. */
export const unitNightRates = pgTable(
  'unit_night_rates',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => accommodationUnits.id, { onDelete: 'cascade' }),
    night: day('night').notNull(),
    price: money('price'),
    minStay: integer('min_stay'),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.night] }),
    check('unit_night_rates_price_check', sql`${t.price} is null or ${t.price} > 0`),
    check('unit_night_rates_min_stay_check', sql`${t.minStay} is null or ${t.minStay} between 1 and 90`),
  ],
);

/**
 * Idempotency keys of channel calls: a retried call with the same key and body gets the first
 * answer again and creates nothing; the same key with another body is refused. Only calls that
 * created a reservation are kept (a refused call may be retried with its key).
 */
export const channelIdempotencyKeys = pgTable('channel_idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
