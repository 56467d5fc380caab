import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/**
 * A host's change to a live listing that waits for our team's review (src/shared/live-listing-changes.ts):
 * one row per listing and step, a later save replacing it. `values` is the step's checked save
 * body without its version. Approval writes it to the listing and deletes the row; rejection keeps
 * the row as `rejected` with the reason until the host saves that step again, so the host reads why.
 */
export const propertyPendingChanges = pgTable(
  'property_pending_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('pending'),
    rejectedReason: text('rejected_reason'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_pending_changes_step_idx').on(t.propertyId, t.step),
    check('property_pending_changes_state_check', sql`${t.state} in ('pending', 'rejected')`),
  ],
);

/**
 * Our team's latest answer to a live listing's changes (one row per listing, replaced by the next
 * decision): what the host reads in the listing editor ("approved" or "not approved", which
 * sections, and the note). Written in the decision's transaction, with the host's mail.
 */
export const propertyChangeReviews = pgTable(
  'property_change_reviews',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    // The short names of what was decided ("Name", "New photos (2)").
    sections: text('sections').array().notNull(),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('property_change_reviews_decision_check', sql`${t.decision} in ('approve', 'reject')`)],
);
