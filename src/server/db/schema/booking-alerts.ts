import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Which booking alert mails a host has switched off (/profile). No row means every alert is on:
 * a new host hears about their first booking without visiting a settings page first.
 */
export const bookingAlertSettings = pgTable('booking_alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newReservation: boolean('new_reservation').notNull().default(true),
  awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(true),
  dateChange: boolean('date_change').notNull().default(true),
  cancellation: boolean('cancellation').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
