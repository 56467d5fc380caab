import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { plans } from './reference';
import { users } from './users';

/**
 * Every change of a listing's status or plan (src/shared/listing-moderation.ts): written in the
 * same transaction as the change, with the row locked, so the history and the listing never
 * disagree. The host reads the latest entry as a note (never who in our team acted); admins read
 * all of it.
 */
export const propertyModerationEvents = pgTable(
  'property_moderation_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    // change_plan only: the plan before and after.
    fromPlanId: integer('from_plan_id').references(() => plans.id),
    toPlanId: integer('to_plan_id').references(() => plans.id),
    // Who acted, and as what: the user row may go, the role of the entry stays.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_moderation_events_property_idx').on(t.propertyId, t.id),
    check(
      'property_moderation_events_action_check',
      sql`${t.action} in ('approve', 'reject', 'suspend', 'unsuspend', 'change_plan', 'unlist', 'relist', 'submit', 'withdraw')`,
    ),
    check('property_moderation_events_actor_role_check', sql`${t.actorRole} in ('HOST', 'ADMIN')`),
  ],
);
