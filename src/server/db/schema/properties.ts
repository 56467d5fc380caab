import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ListingStepData } from '../../../shared/listing-steps';
import type { UnitData } from '../../../shared/listing-units';
import { cancellationPolicies, plans, propertyTypes, unitCategories } from './reference';
import { users } from './users';

export const PROPERTY_STATUSES = ['draft', 'pending_review', 'listed', 'rejected', 'unlisted', 'suspended'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/**
 * A listing and every wizard step's fields. A step's data is null until the step is first saved;
 * whether it is complete is computed from the data (src/shared/listing-steps.ts), never stored.
 *
 * Columns for what admins filter and sort by and what later features read on their own (plan,
 * type, status, place, price, booking type, cancellation policy): searchable, indexable, typed.
 * JSONB for the nested groups that are only ever read and written whole with their step (rate
 * plans, policies, parking, payout account, invoice, answers): their shape is the step's valibot
 * schema, checked on every save, and a new field needs no migration. Reference id lists
 * (languages, highlights, bathroom types) are int arrays: short, always read with the property,
 * and checked against the reference lists on save.
 */
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
    // location
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationSearchText: text('location_search_text'),
    // address
    street: text('street'),
    city: text('city'),
    district: text('district'),
    province: text('province'),
    postalCode: text('postal_code'),
    country: text('country'),
    // bookingPlan
    bookingType: text('booking_type'),
    // price
    currency: text('currency'),
    pricePerNight: numeric('price_per_night', { precision: 12, scale: 2, mode: 'number' }),
    monthlyRate: numeric('monthly_rate', { precision: 12, scale: 2, mode: 'number' }),
    ratePlans: jsonb('rate_plans').$type<ListingStepData['ratePlans']>(),
    // bathrooms
    bathroomCount: integer('bathroom_count'),
    bathroomPrivacy: text('bathroom_privacy'),
    sharedBathroomTypeIds: integer('shared_bathroom_type_ids').array(),
    otherBathroomTypeIds: integer('other_bathroom_type_ids').array(),
    policies: jsonb('policies').$type<ListingStepData['policies']>(),
    languageIds: integer('language_ids').array(),
    parking: jsonb('parking').$type<ListingStepData['parking']>(),
    // description
    sizeSqm: numeric('size_sqm', { precision: 10, scale: 2, mode: 'number' }),
    description: text('description'),
    neighbourhood: text('neighbourhood'),
    highlightIds: integer('highlight_ids').array(),
    newListingDiscount: boolean('new_listing_discount'),
    payments: jsonb('payments').$type<ListingStepData['payments']>(),
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id),
    invoice: jsonb('invoice').$type<ListingStepData['invoice']>(),
    importantInfo: jsonb('important_info').$type<ListingStepData['importantInfo']>(),
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
    // Admin listings (/admin-property-listings, 100 000 rows): keyset pages walk one of these in
    // order from the cursor, so a deep page reads what the first does. Each order has one for the
    // All tab and one per status, so a status tab never scans past the other statuses' rows (by
    // name, the nameless drafts all sort first: 10 000 rows to skip at this scale).
    index('properties_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('properties_status_created_idx').on(t.status, t.createdAt, t.id),
    index('properties_status_name_sort_idx').on(t.status, sql`coalesce(${t.name}, '')`, t.id),
    index('properties_updated_idx').on(t.updatedAt, t.id),
    index('properties_created_idx').on(t.createdAt, t.id),
    // Sorting by name: drafts have none and sort as '' (first A→Z).
    index('properties_name_sort_idx').on(sql`coalesce(${t.name}, '')`, t.id),
    // Free text (ILIKE '%…%') over names: trigrams (pg_trgm, loaded like btree_gist).
    index('properties_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Admin listings filter by district.
    index('properties_district_idx').on(t.district),
    check('properties_booking_type_check', sql`${t.bookingType} in ('instant', 'request')`),
    check('properties_currency_check', sql`${t.currency} in ('USD', 'LKR')`),
    check('properties_bathroom_privacy_check', sql`${t.bathroomPrivacy} in ('private', 'shared')`),
    check('properties_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * How many properties each status holds, kept by statement-level triggers on properties (migration
 * 0015, hand-written: insert, update, delete and truncate), so the admin listings' status tabs cost
 * one six-row read instead of counting 100 000 rows on every visit. One row per status.
 */
export const propertyStatusCounts = pgTable('property_status_counts', {
  status: text('status').primaryKey(),
  count: integer('count').notNull().default(0),
});

export const accommodationUnits = pgTable(
  'accommodation_units',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name'),
    // unit/01 and unit/02 (src/shared/listing-units.ts); null on units made before these fields.
    unitCategoryId: integer('unit_category_id').references(() => unitCategories.id),
    guestCount: integer('guest_count'),
    sizeSqm: numeric('size_sqm', { precision: 10, scale: 2, mode: 'number' }),
    // Rooms and homestays only; entire places take the property's price.
    pricePerNight: numeric('price_per_night', { precision: 12, scale: 2, mode: 'number' }),
    // Read and written whole with the unit: JSONB in the unit rules' shape.
    bedrooms: jsonb('bedrooms').$type<UnitData['bedrooms']>(),
    amenityIds: integer('amenity_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accommodation_units_property_idx').on(t.propertyId)],
);

/**
 * The listing's photos (image/01). Only server-made renditions are kept, never the upload: a wide
 * one for display and a thumbnail, both WebP re-encoded from pixels (no metadata). `position` orders
 * them (0 first); a partial unique index keeps at most one main photo per property.
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    // What the storage returned for each rendition (the path the browser loads it from).
    largePath: text('large_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    // Of the large rendition.
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // A host's upload to a live listing waits for our team's review (src/shared/live-listing-changes.ts):
    // guests never get it, it is never the main photo, and approval appends it to the approved ones.
    waitingForReview: boolean('waiting_for_review').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_photos_waiting_not_main_check', sql`not (${t.waitingForReview} and ${t.isMain})`),
    index('listing_photos_property_idx').on(t.propertyId, t.position),
    uniqueIndex('listing_photos_one_main_idx').on(t.propertyId).where(sql`${t.isMain}`),
  ],
);
