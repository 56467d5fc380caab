import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { plans, propertyTypes } from './reference';
import { users } from './users';

// A plan inquiry (spec §3 payload) kept for the sales team; the mail to SALES_EMAIL is extra.
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // What the browser sent as customerId (0 when it thought nobody was signed in); userId is
    // the authoritative caller taken from the access token.
    customerId: integer('customer_id').notNull().default(0),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    contactNo: text('contact_no').notNull(),
    location: text('location').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_user_idx').on(t.userId), index('inquiries_created_idx').on(t.createdAt)],
);
