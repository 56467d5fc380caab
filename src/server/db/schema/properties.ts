import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { plans, propertyTypes } from './reference';
import { users } from './users';

export const PROPERTY_STATUSES = ['draft', 'pending_review', 'listed', 'rejected', 'unlisted', 'suspended'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

// Minimal for now: the listing issue adds the wizard's columns with its own migration.
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id),
    propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
    status: text('status').notNull().default('draft'),
    name: text('name'),
    // Optimistic concurrency: a stale tab saving over newer data gets 409.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'properties_status_check',
      sql`${t.status} in ('draft', 'pending_review', 'listed', 'rejected', 'unlisted', 'suspended')`,
    ),
    // Plan-check and the host's listing pages look properties up by owner.
    index('properties_owner_plan_idx').on(t.ownerId, t.planId),
    index('properties_status_idx').on(t.status),
  ],
);

export const accommodationUnits = pgTable(
  'accommodation_units',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accommodation_units_property_idx').on(t.propertyId)],
);
