ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_search_text" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_night" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rate_plans" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathroom_count" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathroom_privacy" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "shared_bathroom_type_ids" integer[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "other_bathroom_type_ids" integer[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "policies" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "language_ids" integer[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "size_sqm" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "neighbourhood" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "highlight_ids" integer[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "new_listing_discount" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "payments" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cancellation_policy_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "important_info" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_cancellation_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("cancellation_policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_booking_type_check" CHECK ("properties"."booking_type" in ('instant', 'request'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_currency_check" CHECK ("properties"."currency" in ('USD', 'LKR'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bathroom_privacy_check" CHECK ("properties"."bathroom_privacy" in ('private', 'shared'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_version_check" CHECK ("properties"."version" >= 1);