ALTER TABLE "accommodation_units" ADD COLUMN "unit_category_id" integer;--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD COLUMN "guest_count" integer;--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD COLUMN "size_sqm" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD COLUMN "price_per_night" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD COLUMN "bedrooms" jsonb;--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD COLUMN "amenity_ids" integer[];--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD CONSTRAINT "accommodation_units_unit_category_id_unit_categories_id_fk" FOREIGN KEY ("unit_category_id") REFERENCES "public"."unit_categories"("id") ON DELETE no action ON UPDATE no action;