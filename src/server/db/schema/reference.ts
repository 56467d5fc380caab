import { bigint, boolean, check, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Reference lists: small, read-mostly tables the wizard offers as choices. Names are unique so the
// seed can say "on conflict do nothing" and a second start inserts nothing.
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const propertyTypes = pgTable('property_types', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  // Room and Homestay take the simplified unit step (/unit/02).
  isRoomOrHomestay: boolean('is_room_or_homestay').notNull().default(false),
});

export const languages = pgTable('languages', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
});

export const questions = pgTable(
  'questions',
  {
    id: id(),
    question: text('question').notNull().unique(),
    answerType: text('answer_type').notNull(),
    required: boolean('required').notNull().default(false),
    hint: text('hint'),
  },
  (t) => [check('questions_answer_type_check', sql`${t.answerType} in ('text', 'yes_no')`)],
);

export const amenityCategories = pgTable('amenity_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const amenities = pgTable(
  'amenities',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => amenityCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [unique('amenities_category_name_unique').on(t.categoryId, t.name)],
);

export const bathroomTypes = pgTable(
  'bathroom_types',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull().unique(),
    description: text('description'),
  },
  (t) => [check('bathroom_types_kind_check', sql`${t.kind} in ('shared', 'other')`)],
);

export const bedroomTypes = pgTable('bedroom_types', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const unitCategories = pgTable('unit_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const highlights = pgTable('highlights', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const cancellationPolicies = pgTable('cancellation_policies', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  freeCancellationDays: integer('free_cancellation_days').notNull(),
  refundPercentAfter: integer('refund_percent_after').notNull(),
});

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    payoutText: text('payout_text').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
  },
  (t) => [check('plans_name_check', sql`${t.name} in ('STARTER', 'SUPPORTIVE', 'ALL_INCLUSIVE')`)],
);

export const otherParties = pgTable('other_parties', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

/**
 * One row whose revision rises with every change to any list above: a statement trigger on each
 * table bumps it in the changing transaction (migration 0032), whatever made the change. Each
 * server process tags its cached lists with the revision they were read at and reads the revision
 * on use (reference-cache.ts), so an admin's edit is in use on every process at once.
 */
export const referenceRevision = pgTable(
  'reference_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('reference_revision_single_row', sql`${t.id} = 1`)],
);
